// What a room is doing at an instant (spec §4), read from its sets sorted by start.
// Called for every room every minute on the now page, so it must not walk the whole list:
// a binary search finds the last started set, and a short backward walk (bounded by the
// server's set cursor) finds the running one. Only when that walk grows long (overlapping
// sets, a stale cursor) does it fall back to a per-list index of end times, built once.
import { CLOSING_PAUSE_MINUTES, CLOSING_SOON_MINUTES, JUST_STARTED_MINUTES } from '../constants.ts';
import type { LineupSet, RoomState } from '../types.ts';

const MINUTE_MS = 60_000;
/** Backward steps tried before the end-time index is built for this list. */
const SHORT_WALK = 8;
/** log2 of the block size of the end-time index. */
const BLOCK_SHIFT = 5;

type Timed = Pick<LineupSet, 'start' | 'end'>;

/** Opening windows of the event (meta start/end), paired by index. */
export interface OpeningWindows {
  start: readonly string[];
  end: readonly string[];
}

/** A set is just started when 5 minutes or less passed since its start (and it still runs). */
export function isJustStarted(set: Timed, now: Date): boolean {
  const t = now.getTime();
  const elapsed = t - Date.parse(set.start);
  return elapsed >= 0 && elapsed <= JUST_STARTED_MINUTES * MINUTE_MS && t < Date.parse(set.end);
}

/** A running set is closing soon when it ends within 5 minutes or less. */
export function isClosingSoon(set: Timed, now: Date): boolean {
  const t = now.getTime();
  const left = Date.parse(set.end) - t;
  return left > 0 && left <= CLOSING_SOON_MINUTES * MINUTE_MS && t >= Date.parse(set.start);
}

/** The room closes after `current` when nothing follows or the pause exceeds 120 minutes. */
export function isRoomClosingAfter(current: Timed, next: Timed | null | undefined): boolean {
  if (!next) return true;
  return Date.parse(next.start) - Date.parse(current.end) > CLOSING_PAUSE_MINUTES * MINUTE_MS;
}

/**
 * The state of one room at `now`. `roomSets` are the room's sets sorted by start; they may
 * overlap, and then the latest-started running set is the current one. `cursor` is the room's
 * `setCursors` entry of the lineup response (first set not ended when it was built): a hint
 * that keeps the search short, never required for a correct answer.
 */
export function roomState(
  roomSets: readonly LineupSet[],
  windows: OpeningWindows,
  now: Date,
  cursor?: number,
): RoomState {
  const count = roomSets.length;
  if (count === 0) return { kind: 'noData' };
  const t = now.getTime();
  const lastStarted = lastStartedIndex(roomSets, t);
  const next = roomSets[lastStarted + 1] ?? null;

  const currentIndex = latestRunningIndex(
    roomSets,
    lastStarted,
    t,
    trustedFloor(roomSets, t, cursor),
  );
  const current = roomSets[currentIndex];
  if (current) {
    const gapMs = next ? Date.parse(next.start) - Date.parse(current.end) : null;
    return {
      kind: 'playing',
      current,
      next,
      justStarted: isJustStarted(current, now),
      closingSoon: isClosingSoon(current, now),
      closing: isRoomClosingAfter(current, next),
      pauseMinutes: gapMs === null ? null : Math.max(0, Math.round(gapMs / MINUTE_MS)),
    };
  }

  const previous = roomSets[lastStarted];
  if (!next) return { kind: 'closed', last: roomSets[count - 1]! };
  const reopens = breakEnd(windows, t);
  if (reopens !== null) return { kind: 'break', next, reopens };
  if (!previous) return { kind: 'closedUntil', next, opened: false };
  if (isRoomClosingAfter(previous, next)) return { kind: 'closedUntil', next, opened: true };
  const pauseMs = Date.parse(next.start) - Date.parse(previous.end);
  return {
    kind: 'pause',
    previous,
    next,
    pauseMinutes: Math.max(0, Math.round(pauseMs / MINUTE_MS)),
    // 44:30 to wait reads "45 min": a fan rounding down would be late
    minutesLeft: Math.max(0, Math.ceil((Date.parse(next.start) - t) / MINUTE_MS)),
  };
}

/** Index of the last set whose start is at or before `t`; -1 when none has started. */
function lastStartedIndex(sets: readonly Timed[], t: number): number {
  let lo = 0;
  let hi = sets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Date.parse(sets[mid]!.start) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * The cursor says every set before it had ended when the response was built. Trust it only
 * when it agrees with `now` (a client clock behind the server's would make it wrong).
 */
function trustedFloor(sets: readonly Timed[], t: number, cursor: number | undefined): number {
  if (cursor === undefined || !Number.isInteger(cursor) || cursor <= 0) return 0;
  const floor = Math.min(cursor, sets.length);
  return Date.parse(sets[floor - 1]!.end) <= t ? floor : 0;
}

/** The latest-started set in [floor, from] still running at `t`; -1 when none runs. */
function latestRunningIndex(
  sets: readonly Timed[],
  from: number,
  t: number,
  floor: number,
): number {
  for (let j = from, steps = 0; j >= floor; j--, steps++) {
    if (steps === SHORT_WALK) return latestRunningIndexed(sets, j, t, floor);
    if (Date.parse(sets[j]!.end) > t) return j;
  }
  return -1;
}

interface EndIndex {
  ends: Float64Array;
  /** the latest end of each block of 2^BLOCK_SHIFT sets: lets the walk skip ended blocks */
  blockMax: Float64Array;
}

const endIndexes = new WeakMap<readonly Timed[], EndIndex>();

function endIndexOf(sets: readonly Timed[]): EndIndex {
  let index = endIndexes.get(sets);
  if (index && index.ends.length === sets.length) return index;
  const ends = new Float64Array(sets.length);
  const blockMax = new Float64Array((sets.length >> BLOCK_SHIFT) + 1).fill(
    Number.NEGATIVE_INFINITY,
  );
  for (let i = 0; i < sets.length; i++) {
    const end = Date.parse(sets[i]!.end);
    ends[i] = end;
    const block = i >> BLOCK_SHIFT;
    if (end > blockMax[block]!) blockMax[block] = end;
  }
  index = { ends, blockMax };
  endIndexes.set(sets, index);
  return index;
}

function latestRunningIndexed(
  sets: readonly Timed[],
  from: number,
  t: number,
  floor: number,
): number {
  const { ends, blockMax } = endIndexOf(sets);
  let j = from;
  while (j >= floor) {
    const block = j >> BLOCK_SHIFT;
    const blockStart = block << BLOCK_SHIFT;
    if (blockMax[block]! <= t) {
      j = blockStart - 1;
      continue;
    }
    for (; j >= blockStart && j >= floor; j--) if (ends[j]! > t) return j;
  }
  return -1;
}

/**
 * When `t` falls between two opening windows (one has ended, a later one follows and none is
 * open), the start of the next window; else null. Before the first window the room simply
 * has not opened yet, which `closedUntil` with `opened: false` already says.
 */
function breakEnd(windows: OpeningWindows, t: number): string | null {
  const pairs = Math.min(windows.start.length, windows.end.length);
  let reopens: string | null = null;
  let reopensAt = Number.POSITIVE_INFINITY;
  let endedBefore = false;
  for (let i = 0; i < pairs; i++) {
    const start = Date.parse(windows.start[i]!);
    const end = Date.parse(windows.end[i]!);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    if (start <= t && t < end) return null;
    if (end <= t) endedBefore = true;
    if (start > t && start < reopensAt) {
      reopensAt = start;
      reopens = windows.start[i]!;
    }
  }
  return endedBefore ? reopens : null;
}
