// Followed acts (issue 35, DESIGN §11).
//   POST /api/follows {token, endpoint?, follows, removed} → {token, follows, removed, sets, at}
// token '' keeps nothing on the server (the browser holds the list); a valid token merges into
// the account. endpoint: this device's push subscription, which then follows the same acts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FOLLOWS_MAX,
  type FollowEntry,
  type RemovedFollow,
  readFollow,
  readRemovedFollow,
} from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { syncFollows } from '../follows/syncFollows.ts';
import { TokenSchema } from './schemas.ts';

/** 500 follows with their links and as many take-backs fit well in this */
export const FOLLOWS_BODY_LIMIT = 384 * 1024;

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
};
