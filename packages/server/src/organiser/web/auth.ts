// The organiser API's one secret: ORGANISER_TOKEN, sent as `Authorization: Bearer <token>`.
// Compared in constant time (digests of equal length), so response times tell nothing about
// how much of a guess was right.
import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The token of an Authorization header, or null when there is none of the Bearer kind. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}

export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
