import { splitLocale } from '../i18n/locale.tsx';
import { lineupFestival, routeInfo } from '../kit/routeInfo.ts';
import type { LineupEntry, LineupStore } from './lineupStore.ts';

/**
 * Starts the lineup request of the opened page before React's first render, so the two run
 * side by side: on a phone that render takes a while, and the now page's largest text waits
 * for the lineup. Nothing to do when the page brought its lineup inline (inlineLineup.ts); a
 * page whose lineup was too large for that preloads the lineup call (core's pageHtml), and
 * this request gets the preload's answer. The screens then share this request (one request
 * per lineup at a time).
 *
 * Returns null when nothing was started, else a promise that settles (never fails) once the
 * lineup is there or its error is final. Until then the page counts as a screen showing that
 * lineup: the server's first screen does show it, so a failed request is retried every 3 s as
 * for any screen, and the app takes that first screen over only then.
 */
export function prefetchLineup(store: LineupStore, pathname: string): Promise<void> | null {
  const { rest } = splitLocale(pathname);
  const info = routeInfo(rest);
  if (['notfound', 'callback', 'short', 'organiser'].includes(info.page)) return null;
  const entry = store.entry(lineupFestival(info));
  if (!entry.isStale()) return null;
  void entry.fetch();
  return settled(entry);
}

function settled(entry: LineupEntry): Promise<void> {
  const done = () => entry.state.data !== undefined || entry.state.shownError !== null;
  return new Promise((resolve) => {
    const stop = entry.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
}
