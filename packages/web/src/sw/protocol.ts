// What the service worker tells the page about lineup responses. Shared by src/sw.ts and the
// page's data layer; nothing here may pull app code into the worker or the reverse.

/** the worker's cache of lineup answers (the page reads it to say which events work offline) */
export const LINEUP_CACHE = 'lineup-v1';
/** on a response served from the worker's cache: "1" */
export const FROM_CACHE_HEADER = 'x-lineup-from-cache';
/** when the server last confirmed the cached answer (epoch ms) */
export const CHECKED_HEADER = 'x-lineup-checked';

/** Posted to every window after a background revalidation of a cached lineup. */
export interface LineupRevalidated {
  type: 'lineup-revalidated';
  /** the lineup URL's path and query, e.g. /api/lineup/demo-2026 */
  path: string;
  /** the server answered (200, 304, 404, 308); false: no network or a server error */
  ok: boolean;
  /** the cache now holds a different answer (or none): the page should fetch again */
  changed: boolean;
  /** when the server last confirmed the cached answer (epoch ms) */
  checkedAt: number | null;
}

export function isLineupPath(pathname: string): boolean {
  return pathname === '/api/current' || pathname.startsWith('/api/lineup/');
}
