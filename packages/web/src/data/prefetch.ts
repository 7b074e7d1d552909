import { splitLocale } from '../i18n/locale.tsx';
import { lineupFestival, routeInfo } from '../kit/routeInfo.ts';
import type { LineupStore } from './lineupStore.ts';

/**
 * Starts the lineup request of the opened page before React's first render, so the two run
 * side by side: on a phone that render takes a while, and the now page's largest text waits
 * for the lineup. Nothing to do when the page brought its lineup inline (inlineLineup.ts);
 * a page that preloads it instead (preloadedLineup.ts) gets that answer here.
 * The screens then share this request (one request per lineup at a time). Returns the
 * request, which settles (never fails) once it is answered or has failed; null: none started.
 */
export function prefetchLineup(store: LineupStore, pathname: string): Promise<void> | null {
  const { rest } = splitLocale(pathname);
  const info = routeInfo(rest);
  if (info.page === 'notfound' || info.page === 'callback' || info.page === 'short') return null;
  const entry = store.entry(lineupFestival(info));
  return entry.isStale() ? entry.fetch() : null;
}
