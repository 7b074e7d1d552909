// Festival nights (DESIGN §10, the grid): a night runs from its first set to its last, past
// midnight. A set belongs to the night of the local date its start falls on, counted from the
// festival's "break hour" instead of midnight: a set at 02:00 on Saturday belongs to Friday's
// night. The break hour is the local hour in which the least music plays over the whole
// festival (nearest 06:00 among equals), so a club night that ends at 09:00 and a day festival
// that opens at 11:00 are both cut where nothing plays.
import type { LineupSet } from '../types.ts';
import { zonedParts } from './zonedTime.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;
/** where the day breaks when nothing tells otherwise (every hour as busy as the next) */
export const DEFAULT_BREAK_HOUR = 6;

type Timed = Pick<LineupSet, 'start' | 'end'>;

export interface FestivalNight {
  /** the local date the night is named after (its evening), 'YYYY-MM-DD' in the event zone */
  key: string;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** the night's first start and last end (instants) */
  start: string;
  end: string;
  /** the night's sets per stage index (same indexes as the lineup's), each by start */
  sets: LineupSet[][];
  /** number of sets in the night */
  count: number;
}

function timesOf(set: Timed): { start: number; end: number } | null {
  const start = Date.parse(set.start);
  const end = Date.parse(set.end);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/**
 * The local hour (0-23) at which the festival's days break: the hour with the fewest minutes
 * of music over all sets, the one nearest 06:00 among equals (the later one on a tie).
 */
export function nightBreakHour(sets: Iterable<Timed>, timeZone: string): number {
  const timed: Placed[] = [];
  for (const set of sets) {
    const t = timesOf(set);
    if (t) timed.push({ ...t, parts: zonedParts(set.start, timeZone) });
  }
  return breakHourOf(timed);
}

interface Placed {
  start: number;
  end: number;
  /** local wall-clock fields of the start */
  parts: { year: number; month: number; day: number; hour: number; minute: number };
}

function breakHourOf(timed: readonly Placed[]): number {
  const busy = new Array<number>(24).fill(0);
  for (const t of timed) {
    const p = t.parts;
    // a set longer than a day plays through every hour: one day of it says as much
    let left = Math.min(Math.round((t.end - t.start) / MINUTE_MS), DAY_MINUTES);
    let minute = p.hour * 60 + p.minute;
    while (left > 0) {
      const inHour = Math.min(60 - (minute % 60), left);
      busy[Math.floor(minute / 60) % 24]! += inHour;
      left -= inHour;
      minute = (minute + inHour) % DAY_MINUTES;
    }
  }
  let best = DEFAULT_BREAK_HOUR;
  const distance = (h: number) => {
    const d = Math.abs(h - DEFAULT_BREAK_HOUR);
    return Math.min(d, 24 - d);
  };
  for (let h = 0; h < 24; h++) {
    const better =
      busy[h]! < busy[best]! ||
      (busy[h] === busy[best] &&
        (distance(h) < distance(best) || (distance(h) === distance(best) && h > best)));
    if (better) best = h;
  }
  return best;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The festival's nights, in date order: every set with valid times in exactly one night.
 * `roomSets[i]` are stage i's sets (the lineup's `sets`); each night keeps them per stage.
 */
export function festivalNights(
  roomSets: readonly (readonly LineupSet[])[],
  timeZone: string,
  breakHour?: number,
): FestivalNight[] {
  return nightsFromTimes(
    roomSets.map((sets) => stageTimes(sets, timeZone)),
    breakHour,
  );
}

/** A set with its times and local start read (the costly part of festivalNights). */
export interface TimedSet extends Placed {
  set: LineupSet;
}

/**
 * The first half of festivalNights for one stage: each set's times and local start, read
 * once. Split from the second half so a phone can read a large festival a few stages per task.
 */
export function stageTimes(sets: readonly LineupSet[], timeZone: string): TimedSet[] {
  const out: TimedSet[] = [];
  for (const set of sets) {
    const t = timesOf(set);
    if (t) out.push({ ...t, set, parts: zonedParts(set.start, timeZone) });
  }
  return out;
}

/** The second half of festivalNights: `placed[i]` is stageTimes() of stage i. */
export function nightsFromTimes(
  placed: readonly (readonly TimedSet[])[],
  breakHour?: number,
): FestivalNight[] {
  const hour = breakHour ?? breakHourOf(placed.flat());
  // nights by their evening's day number (days since 1970 of the local date): a big festival's
  // thousands of sets name a handful of nights, so a set costs no date object nor key string
  const nights = new Map<number, Night>();
  const unsorted = new Set<LineupSet[]>();
  placed.forEach((sets, room) => {
    for (const { set, parts: p, start, end } of sets) {
      // before the break hour, the set still belongs to the evening before
      const day = Date.UTC(p.year, p.month - 1, p.day) / DAY_MS - (p.hour < hour ? 1 : 0);
      let night = nights.get(day);
      if (!night) {
        const date = new Date(day * DAY_MS);
        night = {
          key: `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`,
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          weekday: date.getUTCDay(),
          start: set.start,
          end: set.end,
          startMs: start,
          endMs: end,
          sets: placed.map(() => []),
          lastStarts: placed.map(() => Number.NEGATIVE_INFINITY),
          count: 0,
        };
        nights.set(day, night);
      }
      const list = night.sets[room]!;
      if (night.lastStarts[room]! > start) unsorted.add(list);
      night.lastStarts[room] = start;
      list.push(set);
      night.count++;
      if (start < night.startMs) {
        night.startMs = start;
        night.start = set.start;
      }
      if (end > night.endMs) {
        night.endMs = end;
        night.end = set.end;
      }
    }
  });
  return [...nights.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { startMs: _s, endMs: _e, lastStarts: _l, ...night }]) => {
      // the lineup's stages come sorted by start; sort only what did not
      for (const list of night.sets) {
        if (unsorted.has(list)) list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
      }
      return night;
    });
}

interface Night extends FestivalNight {
  startMs: number;
  endMs: number;
  /** the start of each stage's last set put in (ms) */
  lastStarts: number[];
}

/**
 * The night to show first at `now`: the one playing, else the next one; before and after the
 * festival the first night. -1 only when there are no nights.
 */
export function openingNight(nights: readonly Pick<FestivalNight, 'end'>[], now: Date): number {
  if (nights.length === 0) return -1;
  const t = now.getTime();
  return Math.max(
    0,
    nights.findIndex((n) => t < Date.parse(n.end)),
  );
}

/** The night an instant belongs to: the local date of its evening, and whether it is past midnight. */
export interface NightOf {
  /** 'YYYY-MM-DD' in the event zone: the evening the night began */
  key: string;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** the instant's own local date is the next day (a set at 00:30 of Friday night) */
  afterMidnight: boolean;
}

/**
 * One rule for every screen (issue 33): an instant belongs to the night of the local date it
 * falls on, counted from the festival's break hour: 00:30 on Saturday is Friday night's.
 */
export function nightOf(iso: string, timeZone: string, breakHour: number): NightOf | null {
  if (!Number.isFinite(Date.parse(iso))) return null;
  const p = zonedParts(iso, timeZone);
  const before = p.hour < breakHour;
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day - (before ? 1 : 0)));
  return {
    key: `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    afterMidnight: before,
  };
}

const breakHours = new WeakMap<object, number>();

/** The break hour of a lineup's festival (nightBreakHour over all its sets), kept per lineup. */
export function lineupBreakHour(lineup: {
  sets: readonly (readonly LineupSet[])[];
  meta: { timeZone: string };
}): number {
  let hour = breakHours.get(lineup);
  if (hour === undefined) {
    hour = nightBreakHour(lineup.sets.flat(), lineup.meta.timeZone);
    breakHours.set(lineup, hour);
  }
  return hour;
}

const setsBreakHours = new WeakMap<object, number>();

/** nightBreakHour of one list of sets (an event's, in file order), kept per list. */
export function eventBreakHour(sets: readonly Timed[], timeZone: string): number {
  let hour = setsBreakHours.get(sets);
  if (hour === undefined) {
    hour = nightBreakHour(sets, timeZone);
    setsBreakHours.set(sets, hour);
  }
  return hour;
}

/**
 * Whether a night's range must name its days: it spans a day or more, so "10:30–10:30" would
 * read as nothing.
 */
export function nightRangeNeedsDays(night: Pick<FestivalNight, 'start' | 'end'>): boolean {
  return Date.parse(night.end) - Date.parse(night.start) >= 20 * 60 * MINUTE_MS;
}
