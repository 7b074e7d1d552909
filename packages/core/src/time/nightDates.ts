// Timetables written by night (issue 32): "14.08. 01:30" in a festival's spreadsheet often
// means the night of Friday the 14th, i.e. Saturday 01:30, not the morning of the 14th. Read as
// calendar days, such a file gets a phantom night before its first one that holds nothing but
// after-midnight sets. The importers read calendar days; these rules notice the other reading
// and apply it when the organiser chooses it (one choice for the whole file).
import { parseEventTime } from './eventTime.ts';
import { nightBreakHour } from './nights.ts';
import { addDays, wallOf } from './wallTime.ts';
import { zonedParts } from './zonedTime.ts';

type Timed = { start: string; end: string };

export interface NightDating {
  /** the sets (their indexes) before the break hour: the ones the night reading moves a day on */
  moved: number[];
  /** the local hour the festival's days break at (nights.ts) */
  breakHour: number;
}

const dateOf = (p: { year: number; month: number; day: number }) =>
  `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;

/**
 * Whether `sets` (read as calendar days) look written by night: read so, some night holds only
 * after-midnight sets (a phantom night), and read by night every after-midnight set follows an
 * evening of its written date. Null when the calendar reading is the only sensible one.
 */
export function nightDating(sets: readonly Timed[], timeZone: string): NightDating | null {
  const breakHour = nightBreakHour(sets, timeZone);
  const evenings = new Set<string>();
  const moved: number[] = [];
  const mornings: string[] = [];
  sets.forEach((set, i) => {
    if (!Number.isFinite(Date.parse(set.start))) return;
    const p = zonedParts(set.start, timeZone);
    if (p.hour < breakHour) {
      moved.push(i);
      mornings.push(dateOf(p));
    } else evenings.add(dateOf(p));
  });
  if (moved.length === 0) return null;
  // read by calendar, a morning of date D belongs to the night of D-1: a phantom when D-1 has no evening
  const phantom = mornings.some((date) => !evenings.has(addDays(date, -1)));
  const fitsByNight = mornings.every((date) => evenings.has(date));
  return phantom && fitsByNight ? { moved, breakHour } : null;
}

/** the same wall time one day later (the night reading of an after-midnight time) */
export function nextDayInstant(instant: string, timeZone: string): string {
  const wall = wallOf(instant, timeZone);
  const later = `${addDays(wall.slice(0, 10), 1)}${wall.slice(10)}`;
  return parseEventTime(later, timeZone, new Date(0)) ?? instant;
}

/** `sets` with the night reading applied to the ones `dating` moves */
export function readByNight<T extends Timed>(
  sets: readonly T[],
  dating: NightDating,
  timeZone: string,
): T[] {
  const moved = new Set(dating.moved);
  return sets.map((set, i) =>
    moved.has(i)
      ? {
          ...set,
          start: nextDayInstant(set.start, timeZone),
          end: nextDayInstant(set.end, timeZone),
        }
      : set,
  );
}
