import { INLINE_ID, type LineupResponse } from '@lineup/core';
import type { LineupStore } from './lineupStore.ts';

// The server puts the lineup of the requested page into its HTML (packages/server/src/web/
// lineupPage.ts): the store starts from it, hash included, so the first screen needs no
// request and the next revalidation sends If-None-Match. The service worker writes the same
// element from its cache into a now page it answers itself (sw/firstScreenRoute.ts), with the
// time the server last confirmed that copy: the store then asks again at once (the worker
// answers from its cache and checks with the server); its plain shell has no such element.
// A big festival's grid names the night's part instead of carrying it (`data-src`): the page
// has started that request already (a preload), and the whole lineup is asked for beside it.

function isLineup(value: unknown): value is LineupResponse {
  const data = value as Partial<LineupResponse> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof data.hash === 'string' &&
    Array.isArray(data.meta?.rooms) &&
    typeof data.meta?.id === 'string'
  );
}

/**
 * Files the page's inline lineup in the store (festival "" → the main current event) and
 * removes the element, so the text is parsed once and can be collected. Returns whether a
 * lineup was found; anything unreadable is skipped with a warning (the app then fetches).
 */
export function takeInlineLineup(store: LineupStore, doc: Document = document): boolean {
  const element = doc.getElementById(INLINE_ID);
  if (!element) return false;
  element.remove();
  const src = element.getAttribute('data-src');
  if (src) {
    void takePart(store, element.getAttribute('data-festival') || undefined, src);
    return true;
  }
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch (err) {
    console.warn('inline lineup: unreadable, fetching it instead', err);
    return false;
  }
  if (!isLineup(data)) {
    console.warn('inline lineup: not a lineup, fetching it instead');
    return false;
  }
  const festival = element.getAttribute('data-festival') || undefined;
  const checkedAt = Number(element.getAttribute('data-checked-at'));
  const cached = Number.isFinite(checkedAt) && checkedAt > 0;
  store.setData(festival, data, cached ? checkedAt : undefined);
  if (!festival) store.seed(data);
  if (cached) void store.entry(festival).fetch();
  return true;
}

/**
 * Files the night's part the page names, unless a lineup got there first (the whole, asked for
 * beside it). Its failure costs nothing the whole does not bring: it is not retried.
 */
async function takePart(store: LineupStore, festival: string | undefined, src: string) {
  let data: unknown;
  try {
    const res = await fetch(src, { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    data = await res.json();
  } catch {
    return;
  }
  if (!isLineup(data) || store.entry(festival).state.data) return;
  store.setData(festival, data);
}
