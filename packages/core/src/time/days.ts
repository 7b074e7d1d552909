// Days of the timetable (spec §2): whether the party is on, sets grouped by local day in the
// event's time zone, the day headings, and the rows of one stage (sets, gaps, you-are-here).
import { CLOSING_PAUSE_MINUTES } from '../constants.ts';
import type { LineupSet } from '../types.ts';
import { zonedParts } from './zonedTime.ts';

const MINUTE_MS = 60_000;

/** The party is ongoing from its first set's start (inclusive) to its last set's end. */
export function isPartyOngoing(
  meta: { beginningSchedule: string | null; endSchedule: string | null },
  now: Date,
): boolean {
  if (!meta.beginningSchedule || !meta.endSchedule) return false;
  const t = now.getTime();
  return Date.parse(meta.beginningSchedule) <= t && t < Date.parse(meta.endSchedule);
}

const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * Whether day headings may drop their dates (spec §2: weekday only while the party is on).
 * Not for an event longer than a week: two "Sunday" groups months apart need their dates.
 */
export function weekdayHeadingsSuffice(
  meta: { beginningSchedule: string | null; endSchedule: string | null },
  now: Date,
): boolean {
  if (!isPartyOngoing(meta, now)) return false;
  return Date.parse(meta.endSchedule!) - Date.parse(meta.beginningSchedule!) <= WEEK_MS;
}

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface DayGroup extends LocalDate {
  /** local date in the event zone, 'YYYY-MM-DD' */
  key: string;
  /** 0 = Sunday */
  weekday: number;
  isToday: boolean;
  sets: LineupSet[];
}

/**
 * Sets grouped by the local date of their start in `timeZone`, days in date order, sets in
 * their given order within a day.
 */
export function groupByDay(sets: readonly LineupSet[], timeZone: string, now: Date): DayGroup[] {
  const today = localDay(now.toISOString(), timeZone).key;
  const groups = new Map<string, DayGroup>();
  for (const set of sets) {
    const day = localDay(set.start, timeZone);
    let group = groups.get(day.key);
    if (!group) {
      group = { ...day, isToday: day.key === today, sets: [] };
      groups.set(day.key, group);
    }
    group.sets.push(set);
  }
  return [...groups.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export type DayHeading =
  | { kind: 'today' }
  | { kind: 'weekday'; weekday: number; date: LocalDate | null };

/** Today for the current day; otherwise the weekday, plus the date when the party is not on. */
export function dayHeading(
  group: Pick<DayGroup, 'isToday' | 'weekday' | 'year' | 'month' | 'day'>,
  ongoing: boolean,
): DayHeading {
  if (group.isToday) return { kind: 'today' };
  const date = ongoing ? null : { year: group.year, month: group.month, day: group.day };
  return { kind: 'weekday', weekday: group.weekday, date };
}

export type TimetableRow =
  | { kind: 'set'; set: LineupSet }
  | {
      kind: 'gap';
      /** closing while the gap is still ahead, closed from its start on */
      marker: 'closing' | 'closed';
      from: string;
      until: string;
      minutes: number;
      /** over 120 minutes: the room really closes; otherwise it is a pause */
      long: boolean;
    }
  | { kind: 'end'; marker: 'closing' | 'closed' /** the room's last end */; at: string }
  | { kind: 'youAreHere' };

/**
 * The rows of one stage's timetable. Sets may overlap: a gap is the time between the latest
 * end so far and the next start. The you-are-here row (only while the party is ongoing) goes
 * before the first row that begins after now: a set row begins at its start, a gap row at
 * its `from`, the end row at the last end.
 */
export function timetableRows(
  roomSets: readonly LineupSet[],
  now: Date,
  ongoing: boolean,
): TimetableRow[] {
  const t = now.getTime();
  const rows: TimetableRow[] = [];
  let hereAdded = !ongoing;
  const push = (row: TimetableRow, beginsAt: number): void => {
    if (!hereAdded && beginsAt > t) {
      rows.push({ kind: 'youAreHere' });
      hereAdded = true;
    }
    rows.push(row);
  };

  let latestEnd = Number.NEGATIVE_INFINITY;
  let latestEndIso = '';
  for (const set of roomSets) {
    const start = Date.parse(set.start);
    if (rows.length > 0 && start > latestEnd) {
      const minutes = Math.round((start - latestEnd) / MINUTE_MS);
      push(
        {
          kind: 'gap',
          marker: t < latestEnd ? 'closing' : 'closed',
          from: latestEndIso,
          until: set.start,
          minutes,
          long: start - latestEnd > CLOSING_PAUSE_MINUTES * MINUTE_MS,
        },
        latestEnd,
      );
    }
    push({ kind: 'set', set }, start);
    const end = Date.parse(set.end);
    if (end > latestEnd) {
      latestEnd = end;
      latestEndIso = set.end;
    }
  }
  if (roomSets.length > 0)
    push(
      { kind: 'end', marker: t < latestEnd ? 'closing' : 'closed', at: latestEndIso },
      latestEnd,
    );
  if (!hereAdded) rows.push({ kind: 'youAreHere' });
  return rows;
}

/** Local calendar day of an instant in `timeZone`. */
function localDay(iso: string, timeZone: string): LocalDate & { key: string; weekday: number } {
  const { year, month, day, weekday } = zonedParts(iso, timeZone);
  const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { year, month, day, weekday, key };
}
