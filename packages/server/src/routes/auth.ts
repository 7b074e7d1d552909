// Sign-in, sign-out and account deletion: POST /api/callback, /api/callbackduck,
// /api/logout (this device only: its token is forgotten, the account and likes stay) and
// /api/deleteUser (the spec's logout: the account, every token and every like go; from a device
// that joined by a link, that device leaves instead: the account is not its to delete).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signIn, type Variant } from '../auth/signIn.ts';
import { hashToken, userOfToken } from '../auth/tokens.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { endJoinedDevices } from './devices.ts';
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
      // a device that joined by a link is not the account: it leaves, the account stays
      const tokenHash = hashToken(request.body.bunny_token);
      if (await deps.storage.devices.joinedBy(tokenHash)) {
        await endJoinedDevices(deps, user.id, tokenHash);
        return { deleted: false, left: true };
      }
      await deps.storage.deleteUser(user.id);
      return { deleted: true };
    },
  );

  app.post(
    '/api/logout',
    { schema: { body: DeleteUserRequestSchema }, config: postRateLimit(deps) },
    async (request) => {
      const tokenHash = hashToken(request.body.bunny_token);
      const user = await userOfToken(deps, request.body.bunny_token);
      // a joined device's reminders and calendar link go with its token
      if (user && (await deps.storage.devices.joinedBy(tokenHash))) {
        return { signedOut: (await endJoinedDevices(deps, user.id, tokenHash)) > 0 };
      }
      return { signedOut: await deps.storage.deleteToken(tokenHash) };
    },
  );
};
