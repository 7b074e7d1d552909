// The fans' calendar subscription (issue 8):
//   POST /api/calendar {token}          → {url: "webcal://{host}/ical/{secret}.ics", link:
//                                          "https://{host}/ical/{secret}.ics"} (a new link;
//                                          the previous one stops working)
//   POST /api/calendar/revoke {token}   → {revoked} (also DELETE /api/calendar {token})
//   GET  /ical/{secret}.ics             → text/calendar of the fan's liked sets, 404 once revoked;
//                                          built once per version of its events, likes and minute, with
//                                          an ETag; FEED_REQUESTS_PER_MINUTE per link
// The secret is 32 random bytes like a sign-in token; only its SHA-256 is stored.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  buildLineup,
  eventStart,
  type LikeEntry,
  type LineupResponse,
  LOCALES,
  type LoadedEvent,
  type Locale,
} from '@lineup/core';
import Type from 'typebox';
import { hashToken, newToken, userOfToken } from '../auth/tokens.ts';
import { feedIcs } from '../calendar/feed.ts';
import { FeedCache, feedKey } from '../calendar/feedCache.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { User } from '../storage/storage.ts';
import { TokenSchema } from './schemas.ts';

const CalendarRequestSchema = Type.Object({ token: TokenSchema }, { additionalProperties: false });
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
/** calendar apps ask every 15 minutes to a few hours; a loop is cut off well before it costs */
export const FEED_REQUESTS_PER_MINUTE = 12;

export function feedUrl(publicOrigin: string, secret: string): string {
  return `webcal://${new URL(publicOrigin).host}/ical/${secret}.ics`;
}

/** the same feed over http(s), for calendars that take no webcal:// link (e.g. on the web) */
export function feedLink(publicOrigin: string, secret: string): string {
  return `${publicOrigin}/ical/${secret}.ics`;
}

export const calendarRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = async (token: string): Promise<User> => {
    const user = await userOfToken(deps, token);
    if (!user) throw new HttpError(401, '401: Unknown token: sign in again');
    return user;
  };

  app.post(
    '/api/calendar',
    { schema: { body: CalendarRequestSchema }, config: postRateLimit(deps) },
    async (request) => {
      const user = await signedIn(request.body.token);
      const secret = newToken();
      // a joined device's link is its own: it ends with the device, never replaces the owner's
      const device = await deps.storage.devices.joinedBy(hashToken(request.body.token));
      const made = await deps.storage.devices.setFeed(
        user.id,
        hashToken(secret),
        deps.clock.now(),
        device,
      );
      if (!made) throw new HttpError(401, '401: Unknown token: sign in again');
      return {
        url: feedUrl(deps.config.publicOrigin, secret),
        link: feedLink(deps.config.publicOrigin, secret),
      };
    },
  );

  const revoke = async (token: string) => {
    const user = await signedIn(token);
    const device = await deps.storage.devices.joinedBy(hashToken(token));
    return { revoked: await deps.storage.devices.revokeFeed(user.id, device) };
  };
  const revokeOptions = { schema: { body: CalendarRequestSchema }, config: postRateLimit(deps) };
  app.post('/api/calendar/revoke', revokeOptions, async (request) => revoke(request.body.token));
  app.delete('/api/calendar', revokeOptions, async (request) => revoke(request.body.token));

  const feeds = new FeedCache();
  app.get<{ Params: { file: string }; Querystring: { lang?: string } }>(
    '/ical/:file',
    {
      config: {
        // per feed, not per address: a loop on one link is stopped, fans behind one NAT are not
        rateLimit: {
          max: FEED_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) => `ical:${(request.params as { file?: string }).file ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      const user = secret ? await deps.storage.userByCalendarSecretHash(hashToken(secret)) : null;
      if (!user) throw notFound();
      const { likes } = await deps.storage.likesOf(user.id);
      const now = deps.clock.now();
      const events = feedEvents(deps.events.events, likes);
      // the night names in the link's language (?lang=de), English without one
      const lang = request.query.lang;
      const locale: Locale = (LOCALES as readonly string[]).includes(lang ?? '')
        ? (lang as Locale)
        : 'en';
      const key = `${feedKey(events, now, likes)}|${locale}`;
      const feed = feeds.get(user.id, key, () => buildFeed(deps, events, likes, now, locale));
      reply.header('cache-control', 'private, no-cache').header('etag', feed.etag);
      if (request.headers['if-none-match'] === feed.etag) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="lineup.ics"')
        .send(feed.body);
    },
  );
};

/** the events `likes` can belong to (their event's id, party name or edition start) */
function feedEvents(all: readonly LoadedEvent[], likes: readonly LikeEntry[]): LoadedEvent[] {
  const ids = new Set(likes.flatMap((l) => (l.eventId ? [l.eventId] : [])));
  const parties = new Set(likes.map((l) => l.partyName));
  const editions = new Set(likes.map((l) => Date.parse(l.beginningSchedule)));
  return all.filter((event) => {
    const start = eventStart(event);
    return (
      ids.has(event.id) ||
      parties.has(event.meta.partyName) ||
      (start !== null && editions.has(Date.parse(start)))
    );
  });
}

/** the feed of `likes` over the events they can belong to */
function buildFeed(
  deps: Deps,
  events: readonly LoadedEvent[],
  likes: readonly LikeEntry[],
  now: Date,
  locale: Locale,
): string {
  const all = deps.events.events;
  const lineups: LineupResponse[] = events.map((event) => buildLineup(event, all, now));
  const published = new Set(deps.events.publishedIds);
  return feedIcs(likes, lineups, {
    origin: deps.config.publicOrigin,
    now,
    fromFile: (id) => !published.has(id),
    locale,
  });
}
