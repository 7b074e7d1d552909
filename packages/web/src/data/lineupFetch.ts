import { type ClientMode, type LineupResponse, lineupCallPath } from '@lineup/core';

// One lineup call with the error texts of spec §8, exactly as the catalogue words them.

export const MSG_NOT_FOUND = '404: This page does not exist';
export const MSG_INVALID_308 = 'Invalid 308 response format';
export const MSG_UNREACHABLE = 'Server is down or unreachable';
export const MSG_ROOMS_INVALID = '500: meta.rooms is missing or invalid';
export const REDIRECT_PREFIX = '308: redirect to ';
/** from this size on an answer is read in a worker (about 1,000 sets) */
export const WORKER_PARSE_MIN_BYTES = 256 * 1024;

export function lineupUrl(festival: string | undefined): string {
  return lineupCallPath(festival ?? null);
}

/** Messages that retrying cannot fix (spec §8). */
export function isFinalError(error: unknown): boolean {
  const m = error instanceof Error ? error.message : '';
  return m.startsWith('404') || m.startsWith('308') || m.startsWith('400');
}

/** The lineup path a 308 error points to ("/lineup/{target}[/{room}]"), or null. */
export function redirectTarget(error: unknown): string | null {
  const m = error instanceof Error ? error.message : '';
  return m.startsWith(REDIRECT_PREFIX) ? m.slice(REDIRECT_PREFIX.length) : null;
}

export interface FetchLineupOptions {
  clientMode: ClientMode;
  /** the cached answer: its hash goes into If-None-Match, and a 304 returns it */
  previous?: LineupResponse | undefined;
  signal?: AbortSignal;
  /** sees the raw answer (its Date and cache headers) before it is read */
  onResponse?: (res: Response) => void;
}

export async function fetchLineup(
  festival: string | undefined,
  { clientMode, previous, signal, onResponse }: FetchLineupOptions,
): Promise<LineupResponse> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Client-Mode': clientMode,
  };
  if (previous?.hash) headers['If-None-Match'] = ifNoneMatch(previous);
  let res: Response;
  try {
    res = await fetch(lineupUrl(festival), { headers, signal: signal ?? null });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error(MSG_UNREACHABLE);
  }
  onResponse?.(res);
  if (res.status === 304) {
    if (previous) return previous;
    // A 304 without a cached answer (another cache layer answered): ask again in full.
    return fetchLineup(festival, { clientMode, signal: signal ?? undefined, onResponse });
  }
  if (res.status === 404) throw new Error(MSG_NOT_FOUND);
  if (res.status === 308) throw new Error(await redirectMessage(res));
  // The server's 308 carries a Location, so fetch follows it by itself: still the spec's
  // renamed event, and the app must move to the new URL.
  const followed = res.redirected ? followedTarget(res.url) : null;
  if (followed) throw new Error(`${REDIRECT_PREFIX}${followed}`);
  if (!res.ok) throw new Error(`${res.status}: Server messed up`);
  let body: unknown;
  try {
    const bytes = await res.arrayBuffer();
    // a big festival's answer is read off the page's thread (data/lineupParse.ts)
    body =
      bytes.byteLength < WORKER_PARSE_MIN_BYTES
        ? JSON.parse(new TextDecoder().decode(bytes))
        : await (await import('./lineupParse.ts')).parseLineupBytes(bytes);
  } catch (err) {
    throw new Error(`Unknown error: ${err instanceof Error ? err.message : String(err)}`);
  }
  const data = body as Partial<LineupResponse> | null;
  if (!data || typeof data !== 'object' || !Array.isArray(data.meta?.rooms)) {
    throw new Error(MSG_ROOMS_INVALID);
  }
  const etag = res.headers.get('etag');
  if (etag) etags.set(data as LineupResponse, etag);
  return data as LineupResponse;
}

/**
 * The ETag each answer came with. Behind nginx the lineup is a file whose ETag is its time and
 * size (docs/deploy.md §4), not the hash: it goes into If-None-Match beside the hash, so that
 * nginx, too, can answer 304.
 */
const etags = new WeakMap<LineupResponse, string>();

/** the last hash in quotes (spec §7), and the answer's own ETag when it is another */
function ifNoneMatch(previous: LineupResponse): string {
  const hash = `"${previous.hash}"`;
  const etag = etags.get(previous);
  const hashOnly =
    etag === undefined || etag.replace(/^W\//, '') === hash || !/^(W\/)?"[^"]*"$/.test(etag);
  return hashOnly ? hash : `${hash}, ${etag}`;
}

function followedTarget(url: string): string | null {
  const m = /\/api\/lineup\/([^/?#]+)(?:\?(?:.*&)?room=([^&#]+))?/.exec(url);
  if (!m?.[1]) return null;
  const room = m[2] ? `/${decodeURIComponent(m[2])}` : '';
  return `/lineup/${decodeURIComponent(m[1])}${room}`;
}

async function redirectMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: unknown; room?: unknown } | null;
    if (body && typeof body.error === 'string' && body.error !== '') {
      const room =
        typeof body.room === 'string' || typeof body.room === 'number' ? `/${body.room}` : '';
      return `${REDIRECT_PREFIX}/lineup/${body.error}${room}`;
    }
  } catch {
    // fall through: an unreadable body is an invalid 308
  }
  return MSG_INVALID_308;
}
