// Own devices without an account (issue 27, DESIGN §10): a private link joins a second device
// to the same likes, synced through POST /api/likes like a signed-in fan's (last change wins).
//   POST /api/devices/link {token}   → {token, secret, expiresAt}: a new link. The previous one
//                                      admits no more devices, and the devices that joined by
//                                      it are signed out as by a revoke (a new link is how a
//                                      fan shuts out a link that leaked). With token '' (no
//                                      sign-in) a device account is made first; its token is
//                                      returned.
//   POST /api/devices/join {secret}  → {token} for the joining device; 404 for an unknown,
//                                      replaced, revoked or expired link, 409 once it joined
//                                      DEVICE_LINK_MAX_DEVICES devices
//   POST /api/devices/revoke {token} → {devices}: the link stops working and every device that
//                                      joined by a link is signed out (their likes stay on them),
//                                      their calendar links and reminders end with them.
// A link is a delegation, not the account (issue 38): only the account's own devices make
// links and revoke them (a joined device gets 403: it leaves by POST /api/logout); a joined
// device has its own token, and what it makes (a calendar link, reminders) ends when it
// leaves, the link is revoked or a new one is made. A device account made without any token
// counts against its address (DEVICE_ACCOUNTS_PER_ADDRESS a day).
// A secret is 32 random bytes like a token; only its SHA-256 is stored.
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { deviceAccountOf } from '../auth/deviceAccount.ts';
import { hashToken, newToken, userOfToken } from '../auth/tokens.ts';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import type { User } from '../storage/storage.ts';
import { TokenSchema } from './schemas.ts';

/** a link joins devices for this long after it was made */
export const DEVICE_LINK_DAYS = 7;
/** devices one link may join (a fan's phone, tablet, laptop, a spare) */
export const DEVICE_LINK_MAX_DEVICES = 5;

const DAY_MS = 86_400_000;
const OWNER_ONLY =
  '403: Only the device that made the device link can make a new one; this device joined by it';
const REVOKE_OWNER_ONLY =
  '403: Only the device that made the device link can stop it; this device joined by it and can only leave it (sign out on this device)';

/**
 * A joined device's token and calendar link end, then its reminders (or all joined devices' of
 * the account): the tokens first, so no reminder is switched on for one meanwhile.
 */
export async function endJoinedDevices(
  deps: Deps,
  userId: string,
  tokenHash?: string,
): Promise<number> {
  const ended = tokenHash
    ? (await deps.storage.devices.leave(tokenHash))
      ? 1
      : 0
    : await deps.storage.devices.revoke(userId);
  for (const id of await deps.storage.devices.joinedSubscriptions(userId, tokenHash)) {
    await deps.storage.push.deleteSubscription(id);
  }
  return ended;
}
const SECRET = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });
const LinkBody = Type.Object({ token: TokenSchema }, { additionalProperties: false });
const JoinBody = Type.Object({ secret: SECRET }, { additionalProperties: false });

export const deviceRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  /** the fan of `token` (not a device that joined by a link), or a new device account */
  const accountOf = async (token: string, ip: string): Promise<{ user: User; token: string }> => {
    if (token && (await deps.storage.devices.joinedBy(hashToken(token))))
      throw new HttpError(403, OWNER_ONLY);
    return deviceAccountOf(deps, token, ip);
  };

  app.post(
    '/api/devices/link',
    { schema: { body: LinkBody }, config: postRateLimit(deps) },
    async (request) => {
      const { user, token } = await accountOf(request.body.token, request.ip);
      // the devices the old link joined are shut out with it: a leaked link ends here
      if (request.body.token) await endJoinedDevices(deps, user.id);
      const secret = newToken();
      const now = deps.clock.now();
      const made = await deps.storage.setDeviceLink(
        user.id,
        { id: randomUUID(), secretHash: hashToken(secret) },
        now,
      );
      if (!made) throw new HttpError(401, '401: Unknown token: sign in again');
      const expiresAt = new Date(now.getTime() + DEVICE_LINK_DAYS * DAY_MS).toISOString();
      return { token, secret, expiresAt };
    },
  );

  app.post(
    '/api/devices/join',
    // rate limited like every POST: a 256-bit secret cannot be guessed, a loop is cut short
    { schema: { body: JoinBody }, config: postRateLimit(deps) },
    async (request, reply) => {
      const token = newToken();
      const now = deps.clock.now();
      const joined = await deps.storage.joinDeviceLink({
        secretHash: hashToken(request.body.secret),
        tokenHash: hashToken(token),
        now,
        madeAfter: new Date(now.getTime() - DEVICE_LINK_DAYS * DAY_MS),
        maxDevices: DEVICE_LINK_MAX_DEVICES,
      });
      if (joined === 'unknown') {
        return reply.code(404).send({ error: '404: This device link does not work (any more)' });
      }
      if (joined === 'full') {
        return reply
          .code(409)
          .send({ error: `409: This link joined ${DEVICE_LINK_MAX_DEVICES} devices already` });
      }
      return { token };
    },
  );

  app.post(
    '/api/devices/revoke',
    { schema: { body: LinkBody }, config: postRateLimit(deps) },
    async (request) => {
      const user = await userOfToken(deps, request.body.token);
      if (!user) throw new HttpError(401, '401: Unknown token: sign in again');
      // the link's holder cannot stop the owner's sharing (nor make a link of its own)
      if (await deps.storage.devices.joinedBy(hashToken(request.body.token)))
        throw new HttpError(403, REVOKE_OWNER_ONLY);
      return { devices: await endJoinedDevices(deps, user.id) };
    },
  );
};
