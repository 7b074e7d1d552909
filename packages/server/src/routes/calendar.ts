// The fans' calendar subscription (issue 8):
//   POST /api/calendar {token}          → {url: "webcal://{host}/ical/{secret}.ics"} (a new
//                                          link; the previous one stops working)
//   POST /api/calendar/revoke {token}   → {revoked} (also DELETE /api/calendar {token})
//   GET  /ical/{secret}.ics             → text/calendar of the fan's liked sets, 404 once revoked
// The secret is 32 random bytes like a sign-in token; only its SHA-256 is stored.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildLineup, eventStart, type LineupResponse } from '@lineup/core';
import Type from 'typebox';
import { hashToken, newToken } from '../auth/tokens.ts';
import { feedIcs } from '../calendar/feed.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { User } from '../storage/storage.ts';
import { TokenSchema } from './schemas.ts';

const CalendarRequestSchema = Type.Object({ token: TokenSchema }, { additionalProperties: false });
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export function feedUrl(publicOrigin: string, secret: string): string {
  return `webcal://${new URL(publicOrigin).host}/ical/${secret}.ics`;
}

export const calendarRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = async (token: string): Promise<User> => {
    const user = token ? await deps.storage.userByTokenHash(hashToken(token)) : null;
    if (!user) throw new HttpError(401, '401: Unknown token: sign in again');
    return user;
  };

  app.post(
    '/api/calendar',
    { schema: { body: CalendarRequestSchema }, config: postRateLimit(deps) },
    async (request) => {
      const user = await signedIn(request.body.token);
      const secret = newToken();
      const made = await deps.storage.setCalendarSecret(
        user.id,
        hashToken(secret),
        deps.clock.now(),
      );
      if (!made) throw new HttpError(401, '401: Unknown token: sign in again');
      return { url: feedUrl(deps.config.publicOrigin, secret) };
    },
  );

  const revoke = async (token: string) => {
    const user = await signedIn(token);
    return { revoked: await deps.storage.revokeCalendarSecret(user.id) };
  };
  const revokeOptions = { schema: { body: CalendarRequestSchema }, config: postRateLimit(deps) };
  app.post('/api/calendar/revoke', revokeOptions, async (request) => revoke(request.body.token));
  app.delete('/api/calendar', revokeOptions, async (request) => revoke(request.body.token));

  app.get<{ Params: { file: string } }>('/ical/:file', async (request, reply) => {
    const secret = SECRET_FILE.exec(request.params.file)?.[1];
    const user = secret ? await deps.storage.userByCalendarSecretHash(hashToken(secret)) : null;
    if (!user) throw notFound();
    const { likes } = await deps.storage.likesOf(user.id);
    const now = deps.clock.now();
    const all = deps.events.events;
    // only the events the likes can belong to: same party name or same edition start
    const parties = new Set(likes.map((l) => l.partyName));
    const editions = new Set(likes.map((l) => Date.parse(l.beginningSchedule)));
    const lineups: LineupResponse[] = all
      .filter((event) => {
        const start = eventStart(event);
        return (
          parties.has(event.meta.partyName) || (start !== null && editions.has(Date.parse(start)))
        );
      })
      .map((event) => buildLineup(event, all, now));
    const body = feedIcs(likes, lineups, { origin: deps.config.publicOrigin, now });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="lineup.ics"')
      .send(body);
  });
};
