// POST /api/likes {token, likes, removed?} → {token, likes, following} (DESIGN §5).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { readSend } from '../likes/readSend.ts';
import { syncLikes } from '../likes/syncLikes.ts';
import { LikesRequestSchema } from './schemas.ts';

/** a full list of LIKES_MAX likes with their links is larger than the general 64 KB cap */
export const LIKES_BODY_LIMIT = 512 * 1024;

export const likesRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/likes',
    {
      schema: { body: LikesRequestSchema },
      bodyLimit: LIKES_BODY_LIMIT,
      config: postRateLimit(deps),
    },
    async (request) => {
      const { likes, removed, dropped } = readSend(request.body.likes, request.body.removed);
      if (dropped > 0) request.log.warn({ dropped }, 'likes send: invalid entries dropped');
      return syncLikes(deps, { token: request.body.token, likes, removed });
    },
  );
};
