// One loading episode often shows two spinners in turn: the route's Suspense fallback while its
// code loads, then the screen's own while its data loads. Each new element would restart the
// 1 s fade-in (spec §9 pending delay) and leave a blank area; so the episode's start is shared:
// a spinner mounting right after another continues its clock instead of starting over.
import { ROUTER_PENDING_MS } from '@lineup/core';

/** A spinner mounting within this long of the last one's end continues its episode. */
const HANDOFF_MS = 150;

let mounted = 0;
let episodeStart = 0;
let lastEnd = Number.NEGATIVE_INFINITY;

/** The start of the loading episode a spinner (or a pending screen) joins at `now`. */
export function spinnerEpisodeStart(now = Date.now()): number {
  if (mounted === 0 && now - lastEnd > HANDOFF_MS) episodeStart = now;
  return episodeStart;
}

export function spinnerMounted(): void {
  mounted++;
}

export function spinnerUnmounted(now = Date.now()): void {
  mounted = Math.max(0, mounted - 1);
  if (mounted === 0) lastEnd = now;
}

/** The CSS animation delay that makes a spinner appear ROUTER_PENDING_MS after `start`. */
export function appearDelayMs(start: number, now = Date.now()): number {
  return start + ROUTER_PENDING_MS - now;
}

/** Forgets the last episode (tests: each starts without a spinner before it). */
export function resetSpinnerClock(): void {
  mounted = 0;
  lastEnd = Number.NEGATIVE_INFINITY;
}
