// A fan without sign-in who shares something that must follow their likes (a device link, a
// live plan) gets a device account: a user of their own, whose token the device keeps. Such
// accounts are made without any token, so they are counted per address (hashed), as push
// subscriptions are: DEVICE_ACCOUNTS_PER_ADDRESS a day, 429 beyond (issue 38).
import { createHash, randomUUID } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { addressKey } from '../http/addressKey.ts';
import { HttpError } from '../http/errors.ts';
import type { User } from '../storage/storage.ts';
import { hashToken, newToken, userOfToken } from './tokens.ts';

const DAY_MS = 86_400_000;

/** the address key of a request, hashed: what device accounts are counted by */
function creatorOf(ip: string): string {
  return createHash('sha256')
    .update(`device-account\n${addressKey(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** the fan of `token`, or a new device account (with its token) when there is none */
export async function deviceAccountOf(
  deps: Deps,
  token: string,
  ip: string,
): Promise<{ user: User; token: string }> {
  const user = await userOfToken(deps, token);
  if (user) return { user, token };
  const now = deps.clock.now();
  const from = creatorOf(ip);
  const made = await deps.storage.devices.createdFrom(from, new Date(now.getTime() - DAY_MS));
  if (made >= deps.config.deviceAccountsPerAddress) {
    throw new HttpError(
      429,
      '429: Too many devices shared from this network today without signing in; try again tomorrow',
    );
  }
  const fresh = newToken();
  const account = await deps.storage.signIn({
    providerId: `device:${randomUUID()}`,
    following: [],
    tokenHash: hashToken(fresh),
    now,
  });
  await deps.storage.devices.noteCreatedFrom(account.id, from);
  return { user: account, token: fresh };
}
