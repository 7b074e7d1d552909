import { splitLocale } from '../i18n/locale.tsx';
import { lineupFestival, routeInfo } from '../kit/routeInfo.ts';
import type { LineupStore } from './lineupStore.ts';

/**
 * Starts the lineup request of the opened page before React's first render, so the two run
 * side by side: on a phone that render takes a while, and the now page's largest text waits
 * for the lineup. Nothing to do when the page brought its lineup inline (inlineLineup.ts).
 * The screens then share this request (one request per lineup at a time).
 */
export function prefetchLineup(store: LineupStore, pathname: string): void {
  const { rest } = splitLocale(pathname);
  const info = routeInfo(rest);
  if (info.page === 'notfound' || info.page === 'callback' || info.page === 'short') return;
  const entry = store.entry(lineupFestival(info));
  if (entry.isStale()) void entry.fetch();
}
