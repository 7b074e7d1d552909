// Sign-in, sign-out and account deletion: POST /api/callback, /api/callbackduck,
// /api/logout (this device only: its token is forgotten, the account and likes stay) and
// /api/deleteUser (the spec's logout: the account, every token and every like go).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signIn, type Variant } from '../auth/signIn.ts';
import { hashToken, userOfToken } from '../auth/tokens.ts';
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
      const user = await userOfToken(deps, request.body.bunny_token);
      if (!user) throw new HttpError(401, '401: Unknown token: the user is signed out already');
      await deps.storage.deleteUser(user.id);
      return { deleted: true };
    },
  );

  app.post(
    '/api/logout',
    { schema: { body: DeleteUserRequestSchema }, config: postRateLimit(deps) },
    async (request) => ({
      signedOut: await deps.storage.deleteToken(hashToken(request.body.bunny_token)),
    }),
  );
};
