// Sign-in tokens (DESIGN §5): 32 random bytes, base64url; only their SHA-256 is stored, so a
// leaked database holds no usable token.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
