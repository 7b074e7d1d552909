// What the grid draws for one night, as numbers: its time axis, its stages (columns) and where
// each set sits. Pure, so the virtualised view asks it "which sets lie in this window" by
// binary search instead of walking thousands of sets per frame.
import { type FestivalNight, type LineupSet, zonedParts } from '@lineup/core';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface PlacedSet {
  set: LineupSet;
  start: number;
  end: number;
  /** side-by-side lane inside the stage's column, when sets of one stage overlap */
  lane: number;
  lanes: number;
}

export interface GridColumn {
  room: number;
  name: string;
  /** by start */
  sets: PlacedSet[];
  /** maxEnd[i]: the latest end among sets[0..i] (rises, so it can be searched) */
  maxEnd: number[];
}

export interface GridModel {
  night: FestivalNight;
  /** the axis: from the full local hour before the first set to the full hour after the last */
  axisStart: number;
  axisEnd: number;
  columns: GridColumn[];
}

/** `ms` moved back to the start of its local hour (zones with half-hour offsets included). */
function localHourFloor(ms: number, timeZone: string): number {
  const minute = zonedParts(new Date(ms).toISOString(), timeZone).minute;
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS - minute * MINUTE_MS;
}

/** Lanes for the sets of one stage that overlap (greedy, within each cluster of overlaps). */
function placeLanes(sets: readonly LineupSet[]): PlacedSet[] {
  const placed: PlacedSet[] = sets.map((set) => ({
    set,
    start: Date.parse(set.start),
    end: Date.parse(set.end),
    lane: 0,
    lanes: 1,
  }));
  let cluster: PlacedSet[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const p of placed) {
    if (p.start >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= p.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(p.end);
    } else laneEnds[lane] = p.end;
    p.lane = lane;
    cluster.push(p);
    clusterEnd = Math.max(clusterEnd, p.end);
  }
  close();
  return placed;
}

/**
 * The grid of `night`: one column per stage that plays that night and is not in `hidden`
 * (stage indexes), in the lineup's stage order.
 */
export function gridModel(
  night: FestivalNight,
  rooms: readonly string[],
  hidden: ReadonlySet<number>,
  timeZone: string,
): GridModel {
  const columns: GridColumn[] = [];
  night.sets.forEach((sets, room) => {
    if (sets.length === 0 || hidden.has(room)) return;
    const placed = placeLanes(sets);
    const maxEnd: number[] = [];
    let latest = Number.NEGATIVE_INFINITY;
    for (const p of placed) {
      latest = Math.max(latest, p.end);
      maxEnd.push(latest);
    }
    columns.push({ room, name: rooms[room] ?? '', sets: placed, maxEnd });
  });
  const axisStart = localHourFloor(Date.parse(night.start), timeZone);
  const last = Date.parse(night.end);
  const axisEnd = axisStart + Math.ceil((last - axisStart) / HOUR_MS) * HOUR_MS;
  return { night, axisStart, axisEnd, columns };
}

/** Index range [from, to) of the column's sets that play at some time in [t0, t1). */
export function setsInWindow(column: GridColumn, t0: number, t1: number): [number, number] {
  const { sets, maxEnd } = column;
  // first set whose running latest end lies after t0: no set before it reaches the window
  let lo = 0;
  let hi = sets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (maxEnd[mid]! > t0) hi = mid;
    else lo = mid + 1;
  }
  const from = lo;
  // first set that starts at or after t1
  hi = sets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sets[mid]!.start < t1) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** The set in `column` that best matches [start, end): the longest overlap, else the nearest. */
export function nearestSet(column: GridColumn, start: number, end: number): number {
  let best = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  column.sets.forEach((p, i) => {
    const overlap = Math.min(end, p.end) - Math.max(start, p.start);
    const score = overlap > 0 ? overlap : -Math.abs(p.start - start) - 1;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

/** The hours of the axis (instants), for its labels and lines. */
export function axisHours(model: Pick<GridModel, 'axisStart' | 'axisEnd'>): number[] {
  const out: number[] = [];
  for (let t = model.axisStart; t <= model.axisEnd; t += HOUR_MS) out.push(t);
  return out;
}
