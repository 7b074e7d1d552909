// A fan without sign-in who shares something that must follow their likes (a device link, a
// live plan) gets a device account: a user of their own, whose token the device keeps.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps.ts';
import type { User } from '../storage/storage.ts';
import { hashToken, newToken, userOfToken } from './tokens.ts';

/** the fan of `token`, or a new device account (with its token) when there is none */
export async function deviceAccountOf(
  deps: Deps,
  token: string,
): Promise<{ user: User; token: string }> {
  const user = await userOfToken(deps, token);
  if (user) return { user, token };
  const fresh = newToken();
  const made = await deps.storage.signIn({
    providerId: `device:${randomUUID()}`,
    following: [],
    tokenHash: hashToken(fresh),
    now: deps.clock.now(),
  });
  return { user: made, token: fresh };
}
