/// <reference lib="webworker" />
// Lineup responses, stale-while-revalidate with the ETag: a cached answer goes to the page at
// once, then the worker asks the server with If-None-Match. A 304 only refreshes the "checked"
// time; a 200 replaces the cached answer and tells the pages to fetch again. With no network
// the page keeps the cached answer and learns that the server could not be reached.
import {
  CHECKED_HEADER,
  FROM_CACHE_HEADER,
  LINEUP_CACHE,
  type LineupRevalidated,
} from './protocol.ts';

declare const self: ServiceWorkerGlobalScope;

export { LINEUP_CACHE };

/** at most this many lineups (events × room query) are kept */
const MAX_ENTRIES = 30;

const inFlight = new Map<string, Promise<void>>();

function cacheKey(request: Request): string {
  return request.url;
}

function etagOf(res: Response): string | null {
  return res.headers.get('etag');
}

/** The network answer with the time the server gave it, as stored in the cache. */
async function toStored(res: Response, checkedAt: number): Promise<Response> {
  const headers = new Headers(res.headers);
  headers.set(CHECKED_HEADER, String(checkedAt));
  // the body arrives decoded: its encoding headers must not travel with it
  headers.delete('content-encoding');
  headers.delete('content-length');
  return new Response(await res.arrayBuffer(), { status: 200, headers });
}

function serverTime(res: Response): number {
  const date = Date.parse(res.headers.get('date') ?? '');
  return Number.isNaN(date) ? Date.now() : date;
}

function checkedOf(res: Response): number | null {
  const value = Number(res.headers.get(CHECKED_HEADER));
  return Number.isFinite(value) && value > 0 ? value : null;
}

function networkRequest(request: Request, etag: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  if (etag) headers.set('if-none-match', etag);
  return new Request(request.url, {
    method: 'GET',
    headers,
    credentials: 'same-origin',
    cache: 'no-store',
    redirect: request.redirect,
  });
}

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) {
    await cache.delete(key);
  }
}

async function tell(message: LineupRevalidated): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage(message);
}

/** Asks the server whether the cached answer still holds, and updates the cache. */
async function revalidate(request: Request, cached: Response): Promise<void> {
  const key = cacheKey(request);
  const path = new URL(key).pathname + new URL(key).search;
  const cache = await caches.open(LINEUP_CACHE);
  let res: Response;
  try {
    res = await fetch(networkRequest(request, etagOf(cached)));
  } catch {
    await tell({
      type: 'lineup-revalidated',
      path,
      ok: false,
      changed: false,
      checkedAt: checkedOf(cached),
    });
    return;
  }
  const checkedAt = serverTime(res);
  if (res.status === 304) {
    const headers = new Headers(cached.headers);
    headers.set(CHECKED_HEADER, String(checkedAt));
    await cache.put(key, new Response(await cached.arrayBuffer(), { status: 200, headers }));
    await tell({ type: 'lineup-revalidated', path, ok: true, changed: false, checkedAt });
    return;
  }
  if (res.status === 200 && !res.redirected) {
    const changed = etagOf(res) !== etagOf(cached);
    await cache.put(key, await toStored(res, checkedAt));
    await tell({ type: 'lineup-revalidated', path, ok: true, changed, checkedAt });
    return;
  }
  if (res.status >= 500) {
    // the server is there but failing: keep the last good answer, like being offline
    await tell({
      type: 'lineup-revalidated',
      path,
      ok: false,
      changed: false,
      checkedAt: checkedOf(cached),
    });
    return;
  }
  // gone (404) or renamed (308, or a followed redirect): the page must see the server's answer
  await cache.delete(key);
  await tell({ type: 'lineup-revalidated', path, ok: true, changed: true, checkedAt: null });
}

/** The stored answer for the page: a 304 when the page holds it already (If-None-Match). */
function answer(stored: Response, ifNoneMatch: string | null, fromCache: boolean): Response {
  const headers = new Headers(stored.headers);
  if (fromCache) headers.set(FROM_CACHE_HEADER, '1');
  // weak comparison (RFC 9110 §13.1.2): the server's ETag is W/"hash" for every content
  // coding, and the page sends "hash"
  const etag = etagOf(stored)?.replace(/^W\//, '');
  if (etag && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(stored.body, { status: 200, headers });
}

/** The fetch handler of GET /api/lineup/… and /api/current. */
export async function lineupResponse(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const key = cacheKey(request);
  const cache = await caches.open(LINEUP_CACHE);
  const cached = await cache.match(key);
  if (cached) {
    if (!inFlight.has(key)) {
      const job = revalidate(request, cached.clone()).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      event.waitUntil(job);
    }
    return answer(cached, request.headers.get('if-none-match'), true);
  }
  // Nothing cached yet: ask for the full answer (even when the page holds one in memory) so
  // that there is something to show offline next time.
  const res = await fetch(networkRequest(request, null));
  if (res.status !== 200 || res.redirected) return res;
  const stored = await toStored(res, serverTime(res));
  event.waitUntil(cache.put(key, stored.clone()).then(() => trim(cache)));
  // the page may hold this very answer already: then it only needs to hear "unchanged"
  return answer(stored, request.headers.get('if-none-match'), false);
}
