// Followed acts (issue 35, DESIGN §11).
//   POST /api/follows {token, endpoint?, follows, removed} → {token, follows, removed, sets, at}
//   POST /api/follows/calendar {token}        → {url: webcal://…, link: https://…} (a new
//                                               private link; the previous one stops working)
//   POST /api/follows/calendar/revoke {token} → {revoked}
//   POST /api/follows/soundcloud {token}      → {byLink, byName}: the acts on this server the
//                                               signed-in fan follows on SoundCloud (core)
//   GET  /ical/acts/{secret}.ics              → the followed acts' sets still to come, 404 once
//                                               revoked; FEED_REQUESTS_PER_MINUTE per link
// token '' keeps nothing on the server (the browser holds the list); a valid token merges into
// the account. endpoint: this device's push subscription, which then follows the same acts.

import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FOLLOWS_MAX,
  type FollowEntry,
  identityOfFollow,
  type RemovedFollow,
  readFollow,
  readRemovedFollow,
  soundcloudMatches,
  upcomingFollowedSets,
} from '@lineup/core';
import Type from 'typebox';
import { hashToken, newToken, userOfToken } from '../auth/tokens.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { followsIcs } from '../follows/followsFeed.ts';
import { syncFollows } from '../follows/syncFollows.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { FEED_REQUESTS_PER_MINUTE } from './calendar.ts';
import { TokenSchema } from './schemas.ts';

/** 500 follows with their links and as many take-backs fit well in this */
export const FOLLOWS_BODY_LIMIT = 384 * 1024;

const TokenBody = Type.Object({ token: TokenSchema }, { additionalProperties: false });
const SECRET_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const FollowsBody = Type.Object(
  {
    token: TokenSchema,
    endpoint: Type.Optional(Type.String({ minLength: 10, maxLength: 1000 })),
    // each entry is read on its own (core's readFollow): a bad one is skipped, not the send
    follows: Type.Array(Type.Unknown(), { maxItems: FOLLOWS_MAX * 2 }),
    removed: Type.Optional(Type.Array(Type.Unknown(), { maxItems: FOLLOWS_MAX * 2 })),
  },
  { additionalProperties: false },
);

export const followsRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/follows',
    { schema: { body: FollowsBody }, bodyLimit: FOLLOWS_BODY_LIMIT, config: postRateLimit(deps) },
    async (request, reply) => {
      const { token, endpoint } = request.body;
      const follows = request.body.follows.map(readFollow);
      const removed = (request.body.removed ?? []).map(readRemovedFollow);
      const keptFollows = follows.filter((f): f is FollowEntry => f !== null);
      const keptRemoved = removed.filter((r): r is RemovedFollow => r !== null);
      const dropped = follows.length - keptFollows.length + removed.length - keptRemoved.length;
      if (dropped > 0) request.log.warn({ dropped }, 'follows send: invalid entries skipped');
      reply.header('cache-control', 'no-store');
      return syncFollows(deps, {
        token,
        ...(endpoint ? { endpoint } : {}),
        follows: keptFollows,
        removed: keptRemoved,
      });
    },
  );

  const accountOf = async (token: string) => {
    const user = await userOfToken(deps, token);
    if (!user) throw new HttpError(401, '401: Unknown token: sign in again');
    return user;
  };

  app.post(
    '/api/follows/calendar',
    { schema: { body: TokenBody }, config: postRateLimit(deps) },
    async (request) => {
      const user = await accountOf(request.body.token);
      const secret = newToken();
      const made = await deps.storage.follows.setFeedSecret(
        user.id,
        hashToken(secret),
        deps.clock.now(),
      );
      if (!made) throw new HttpError(401, '401: Unknown token: sign in again');
      const origin = deps.config.publicOrigin;
      return {
        url: `webcal://${new URL(origin).host}/ical/acts/${secret}.ics`,
        link: `${origin}/ical/acts/${secret}.ics`,
      };
    },
  );

  app.post(
    '/api/follows/calendar/revoke',
    { schema: { body: TokenBody }, config: postRateLimit(deps) },
    async (request) => {
      const user = await accountOf(request.body.token);
      return { revoked: await deps.storage.follows.revokeFeedSecret(user.id) };
    },
  );

  app.post(
    '/api/follows/soundcloud',
    { schema: { body: TokenBody }, config: postRateLimit(deps) },
    async (request) => {
      const user = await accountOf(request.body.token);
      // the scan reads every set of every event: let waiting answers go first
      await new Promise<void>((resolve) => setImmediate(resolve));
      return soundcloudMatches(deps.events.events, user.following);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/ical/acts/:file',
    {
      config: {
        // per link, not per address, as the plan's feed
        rateLimit: {
          max: FEED_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            `ical-acts:${(request.params as { file?: string }).file ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const secret = SECRET_FILE.exec(request.params.file)?.[1];
      const userId = secret ? await deps.storage.follows.userOfFeedSecret(hashToken(secret)) : null;
      if (!userId) throw notFound();
      const { follows } = await deps.storage.follows.followsOf(userId);
      const now = deps.clock.now();
      const sets = upcomingFollowedSets(deps.events.events, follows.map(identityOfFollow), now);
      const body = followsIcs(sets, deps.config.publicOrigin, now);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'private, no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="acts.ics"')
        .send(body);
    },
  );
};
