// Liked sets that overlap in time (issue 8: "my plan" and the marker next to hearts).
// Overlaps are counted in whole minutes: sets that only touch (one ends as the next starts)
// or overlap by seconds of sloppy data do not clash, since a fan can walk from one to the other.
import { likeKey } from '../likes/likes.ts';
import type { LineupSet } from '../types.ts';

type Timed = Pick<LineupSet, 'start' | 'end'>;

export interface Clash {
  /** the other liked set */
  with: LineupSet;
  /** whole minutes both sets play at once (≥ 1) */
  minutes: number;
}

const MINUTE_MS = 60_000;

/** Whole minutes (rounded down) during which both sets play; 0 when they only touch or never meet. */
export function overlapMinutes(a: Timed, b: Timed): number {
  const ms =
    Math.min(Date.parse(a.end), Date.parse(b.end)) -
    Math.max(Date.parse(a.start), Date.parse(b.start));
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MINUTE_MS) : 0;
}

interface Timing {
  set: LineupSet;
  start: number;
  end: number;
}

/**
 * Every clash of every set, keyed by the set object itself. A sweep by start time keeps the
 * sets still playing in a heap ordered by end: O(n log n) plus one step per clash found.
 */
export function clashesBySet(sets: readonly LineupSet[]): Map<LineupSet, Clash[]> {
  const timings: Timing[] = [...new Set(sets)]
    .map((set) => ({ set, start: Date.parse(set.start), end: Date.parse(set.end) }))
    .filter((t) => Number.isFinite(t.start) && Number.isFinite(t.end) && t.end > t.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const out = new Map<LineupSet, Clash[]>();
  const add = (of: LineupSet, clash: Clash) => {
    const list = out.get(of);
    if (list) list.push(clash);
    else out.set(of, [clash]);
  };
  const playing = new EndHeap();
  for (const t of timings) {
    playing.dropEndedBy(t.start);
    for (const other of playing.items) {
      const minutes = overlapMinutes(t.set, other.set);
      if (minutes < 1) continue;
      add(t.set, { with: other.set, minutes });
      add(other.set, { with: t.set, minutes });
    }
    playing.push(t);
  }
  for (const list of out.values()) list.sort(byOtherStart);
  return out;
}

/**
 * Clashes among `sets` (the fan's liked sets), keyed by likeKey so the timetable can look a
 * heart's set up. Two sets with one key (an act playing twice on one stage) share a list.
 */
export function findClashes(sets: readonly LineupSet[]): Map<string, Clash[]> {
  const out = new Map<string, Clash[]>();
  for (const [set, clashes] of clashesBySet(sets)) {
    const key = likeKey(set);
    const held = out.get(key);
    if (held) held.push(...clashes);
    else out.set(key, clashes);
  }
  for (const list of out.values()) list.sort(byOtherStart);
  return out;
}

function byOtherStart(a: Clash, b: Clash): number {
  return (
    Date.parse(a.with.start) - Date.parse(b.with.start) ||
    a.with.room - b.with.room ||
    (a.with.dj < b.with.dj ? -1 : a.with.dj > b.with.dj ? 1 : 0)
  );
}

/** A binary min-heap of sets by end time: the sets still playing during the sweep. */
class EndHeap {
  items: Timing[] = [];

  push(t: Timing): void {
    const h = this.items;
    h.push(t);
    let i = h.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (h[parent]!.end <= h[i]!.end) break;
      [h[parent], h[i]] = [h[i]!, h[parent]!];
      i = parent;
    }
  }

  /** Removes the sets that ended at or before `time` (touching is not overlapping). */
  dropEndedBy(time: number): void {
    const h = this.items;
    while (h.length > 0 && h[0]!.end <= time) {
      const last = h.pop()!;
      if (h.length === 0) break;
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let min = i;
        if (l < h.length && h[l]!.end < h[min]!.end) min = l;
        if (r < h.length && h[r]!.end < h[min]!.end) min = r;
        if (min === i) break;
        [h[min], h[i]] = [h[i]!, h[min]!];
        i = min;
      }
    }
  }
}
