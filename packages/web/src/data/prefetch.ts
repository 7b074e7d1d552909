import { lineupFestival, routeInfo } from '../app/routeInfo.ts';
import { splitLocale } from '../i18n/locale.tsx';
import type { LineupStore } from './lineupStore.ts';

/**
 * Starts the lineup request of the opened page before React's first render, so the two run
 * side by side: on a phone that render takes a while, and the now page's largest text waits
 * for the lineup. The screens then share this request (one request per lineup at a time).
 */
export function prefetchLineup(store: LineupStore, pathname: string): void {
  const { rest } = splitLocale(pathname);
  const info = routeInfo(rest);
  if (info.page === 'notfound' || info.page === 'callback' || info.page === 'short') return;
  void store.entry(lineupFestival(info)).fetch();
}
