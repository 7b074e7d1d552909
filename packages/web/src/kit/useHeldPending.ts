import { ROUTER_PENDING_MIN_MS, ROUTER_PENDING_MS } from '@lineup/core';
import { useEffect, useReducer, useRef } from 'react';
import { spinnerEpisodeStart } from './spinnerClock.ts';

/**
 * Pending figures of spec §9: the spinner only appears after ROUTER_PENDING_MS (CSS delays it),
 * and once it has appeared it stays at least ROUTER_PENDING_MIN_MS, so a fan never sees it
 * flash for a few frames when the data lands just after it showed up.
 *
 * The hold is decided during render, not in an effect: an effect would first render the
 * content, then the spinner again as a new element whose fade-in starts over (a blank area).
 * The episode may have begun before this screen (its route's code loading): its clock counts.
 */
export function useHeldPending(pending: boolean): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const since = useRef<number | null>(null);
  const holdUntil = useRef(0);
  const now = Date.now();
  if (pending) {
    since.current ??= spinnerEpisodeStart(now);
    holdUntil.current = 0;
  } else if (since.current !== null) {
    const visibleAt = since.current + ROUTER_PENDING_MS;
    holdUntil.current = now >= visibleAt ? visibleAt + ROUTER_PENDING_MIN_MS : 0;
    since.current = null;
  }
  const held = !pending && now < holdUntil.current;
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(rerender, Math.max(0, holdUntil.current - Date.now()));
    return () => clearTimeout(timer);
  }, [held]);
  return pending || held;
}
