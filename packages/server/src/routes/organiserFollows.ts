// GET /api/organiser/follows/{event} (issue 35): how many follow each act of an event's lineup,
// counts only (no person, no device named), like the popularity view. Counted: accounts and
// device links that follow the act, and devices with reminders on that no account covers; a
// browser that keeps its follows to itself is not known to the server. Organisers see their
// own events, the operator every event.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actKey, actsOfName, findEvent } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { accessOf, canSee, requireOrganiser } from '../organiser/web/access.ts';

const Params = Type.Object({ event: Type.String({ minLength: 1, maxLength: 100 }) });

export interface ActFollowers {
  act: string;
  followers: number;
}

export const organiserFollowRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (
  app,
  { deps },
) => {
  requireOrganiser(app, deps);
  app.get(
    '/api/organiser/follows/:event',
    { schema: { params: Params }, config: postRateLimit(deps) },
    async (request) => {
      const found = findEvent(deps.events.events, request.params.event);
      if (!found || !canSee(accessOf(request), found.event.id)) throw notFound();
      const names = new Map<string, string>();
      for (const set of found.event.sets) {
        for (const name of actsOfName(set.dj)) {
          const key = actKey(name);
          if (key !== null && !names.has(key)) names.set(key, name);
        }
      }
      const counts = await deps.storage.follows.followCounts([...names.keys()]);
      const acts: ActFollowers[] = [...names]
        .map(([key, act]) => ({ act, followers: counts.get(key) ?? 0 }))
        .sort((a, b) => b.followers - a.followers || a.act.localeCompare(b.act));
      return { event: found.event.id, acts };
    },
  );
};
