// Sign-in and account deletion: POST /api/callback, /api/callbackduck, /api/deleteUser.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signIn, type Variant } from '../auth/signIn.ts';
import { hashToken } from '../auth/tokens.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { CallbackRequestSchema, DeleteUserRequestSchema } from './schemas.ts';

export const authRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  for (const variant of ['', 'duck'] as Variant[]) {
    app.post(
      `/api/callback${variant}`,
      { schema: { body: CallbackRequestSchema }, config: postRateLimit(deps) },
      async (request) => signIn(deps, variant, request.body.code, request.body.codeVerifier),
    );
  }

  app.post(
    '/api/deleteUser',
    { schema: { body: DeleteUserRequestSchema }, config: postRateLimit(deps) },
    async (request) => {
      const user = await deps.storage.userByTokenHash(hashToken(request.body.bunny_token));
      if (!user) throw new HttpError(401, '401: Unknown token: the user is signed out already');
      await deps.storage.deleteUser(user.id);
      return { deleted: true };
    },
  );
};
