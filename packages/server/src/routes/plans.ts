// Live shared plans (issue 33, DESIGN §11): a plan link shows the owner's current likes of one
// event, for as long as the owner keeps sharing it.
//   POST /api/plans/share {token, event} → {token, link, eventId}: the owner's shared plan of
//                                          the event (sharing again gives the same link). With
//                                          token '' (no sign-in) a device account is made first,
//                                          as for a device link; its token is returned.
//   POST /api/plans/stop {token, event}  → {stopped}: the link stops working for everyone
//   GET  /api/plans/{key}                → {eventId, plan}: `plan` is the snapshot share text of
//                                          the owner's likes of that event only; ETag, 304;
//                                          404 once stopped; PLAN_REQUESTS_PER_MINUTE per link
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buildLineup,
  encodeLivePlan,
  findEvent,
  LIVE_PLAN_KEY,
  LIVE_PLAN_KEY_LENGTH,
  type LineupResponse,
  type LoadedEvent,
  livePlanText,
} from '@lineup/core';
import Type from 'typebox';
import { deviceAccountOf } from '../auth/deviceAccount.ts';
import { userOfToken } from '../auth/tokens.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { TokenSchema } from './schemas.ts';

/** shared plans one account holds (one per event) */
export const SHARED_PLANS_PER_USER = 20;
/** a friend's app asks every two minutes while a screen shows the plan; a loop is cut short */
export const PLAN_REQUESTS_PER_MINUTE = 30;

const EventId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' });
const Body = Type.Object({ token: TokenSchema, event: EventId }, { additionalProperties: false });
const Params = Type.Object({ key: Type.String({ maxLength: 100 }) });

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** a random key of [0-9a-z] (rejection sampling keeps every character equally likely) */
export function newPlanKey(): string {
  let key = '';
  while (key.length < LIVE_PLAN_KEY_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < 252 && key.length < LIVE_PLAN_KEY_LENGTH) key += ALPHABET[byte % 36];
    }
  }
  return key;
}

export const planRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  /** the served event of an id or alias; 404 otherwise */
  const eventOf = (id: string): LoadedEvent => {
    const found = findEvent(deps.events.events, id.toLowerCase());
    if (!found) throw notFound();
    return found.event;
  };

  app.post(
    '/api/plans/share',
    { schema: { body: Body }, config: postRateLimit(deps) },
    async (request) => {
      const event = eventOf(request.body.event);
      const { user, token } = await deviceAccountOf(deps, request.body.token, request.ip);
      const record = await deps.storage.sharedPlans.share({
        userId: user.id,
        eventId: event.id,
        key: newPlanKey(),
        now: deps.clock.now(),
        maxPerUser: SHARED_PLANS_PER_USER,
      });
      if (!record) {
        throw new HttpError(409, `409: At most ${SHARED_PLANS_PER_USER} plans can be shared`);
      }
      return {
        token,
        eventId: record.eventId,
        link: encodeLivePlan({ eventId: record.eventId, key: record.key }),
      };
    },
  );

  app.post(
    '/api/plans/stop',
    { schema: { body: Body }, config: postRateLimit(deps) },
    async (request) => {
      const user = await userOfToken(deps, request.body.token);
      if (!user) throw new HttpError(401, '401: Unknown token: sign in again');
      const found = findEvent(deps.events.events, request.body.event.toLowerCase());
      const eventId = found?.event.id ?? request.body.event.toLowerCase();
      return { stopped: await deps.storage.sharedPlans.stop(user.id, eventId) };
    },
  );

  // the sets' codes and keys do not move with the clock: one lineup per loaded event object
  const lineups = new WeakMap<LoadedEvent, LineupResponse>();
  const lineupOf = (event: LoadedEvent): LineupResponse => {
    let lineup = lineups.get(event);
    if (!lineup) {
      lineup = buildLineup(event, deps.events.events, deps.clock.now());
      lineups.set(event, lineup);
    }
    return lineup;
  };

  app.get(
    '/api/plans/:key',
    {
      schema: { params: Params },
      config: {
        // per link, not per address: a loop on one link is stopped, a crew behind one NAT is not
        rateLimit: {
          max: PLAN_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `plan:${(request.params as { key?: string }).key ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const key = request.params.key.toLowerCase();
      const record = LIVE_PLAN_KEY.test(key) ? await deps.storage.sharedPlans.byKey(key) : null;
      if (!record) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ error: '404: This plan is no longer shared' });
      }
      const found = findEvent(deps.events.events, record.eventId);
      const plan = found
        ? livePlanText((await deps.storage.likesOf(record.userId)).likes, lineupOf(found.event))
        : `1.${record.eventId}`;
      const body = JSON.stringify({ eventId: record.eventId, plan });
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
