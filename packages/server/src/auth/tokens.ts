// Sign-in tokens (DESIGN §5): 32 random bytes, base64url; only their SHA-256 is stored, so a
// leaked database holds no usable token.
import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from '../deps.ts';
import type { User } from '../storage/storage.ts';

const DAY_MS = 86_400_000;

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The fan a sign-in token belongs to, while its lifetime lasts (TOKEN_LIFETIME_DAYS from
 * sign-in; a stolen token does not work for ever). Null for '', unknown, signed out or expired.
 */
export function userOfToken(deps: Deps, token: string): Promise<User | null> {
  if (!token) return Promise.resolve(null);
  return deps.storage.userByTokenHash(hashToken(token), tokensExpireBefore(deps));
}

/** tokens issued before this instant are expired */
export function tokensExpireBefore(deps: Deps): Date {
  return new Date(deps.clock.now().getTime() - deps.config.tokenLifetimeDays * DAY_MS);
}
