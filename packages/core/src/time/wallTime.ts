// Local wall-clock times as an organiser writes and edits them ("2026-07-30T23:30"), and the
// night a set belongs to. Editing a lineup happens on the wall clock: moving a set by 30
// minutes means 30 minutes on the clock on the wall of the club, whatever the zone does.
import { NIGHT_TURN_HOUR } from '../plan/planNights.ts';
import { zonedParts } from './zonedTime.ts';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^(\d{1,2}):(\d{2})$/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const pad = (n: number) => String(n).padStart(2, '0');

/** the wall time as UTC milliseconds (calendar arithmetic only, no zone), or null */
function wallMs(wall: string): number | null {
  const m = WALL.exec(wall);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  return new Date(ms).getUTCDate() === d ? ms : null;
}

function msToWall(ms: number): string {
  const t = new Date(ms);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}T${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}`;
}

export function isWallTime(text: string): boolean {
  return wallMs(text) !== null;
}

/** "HH:MM" as minutes after midnight, or null ("25:00", "2:00 Uhr" are not clock times) */
export function clockMinutes(text: string): number | null {
  const m = CLOCK.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const mi = Number(m[2]);
  return h <= 23 && mi <= 59 ? h * 60 + mi : null;
}

/** the wall time of an instant in `timeZone`: "2026-07-30T23:30" */
export function wallOf(instant: string, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** "23:30" of a wall time */
export function clockOf(wall: string): string {
  return wall.slice(11, 16);
}

/** a wall time moved by whole minutes on the clock (null when `wall` is not one) */
export function shiftWall(wall: string, minutes: number): string | null {
  const ms = wallMs(wall);
  return ms === null ? null : msToWall(ms + minutes * MINUTE_MS);
}

/** the date a number of days after `date` ("2026-07-31" + 1 → "2026-08-01") */
export function addDays(date: string, days: number): string {
  const m = DATE.exec(date);
  if (!m) return date;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS;
  return msToWall(ms).slice(0, 10);
}

/** the night a set starting at this wall time belongs to: its date, or the day before when it starts before NIGHT_TURN_HOUR */
export function nightOfWall(wall: string): string | null {
  const known = nightsOfWalls.get(wall);
  if (known !== undefined) return known;
  const ms = wallMs(wall);
  const night =
    ms === null
      ? null
      : msToWall(new Date(ms).getUTCHours() < NIGHT_TURN_HOUR ? ms - DAY_MS : ms).slice(0, 10);
  if (nightsOfWalls.size >= KEPT_NIGHTS) nightsOfWalls.clear();
  nightsOfWalls.set(wall, night);
  return night;
}

// the organiser's table asks for the night of each of thousands of sets at every edit, and a
// festival's sets share a few hundred start times: each is worked out once
const KEPT_NIGHTS = 20_000;
const nightsOfWalls = new Map<string, string | null>();

/** the wall time of "HH:MM" on a night: after midnight (before the cutoff) it is the next day */
export function wallOnNight(night: string, clock: string): string | null {
  const minutes = clockMinutes(clock);
  if (minutes === null || !DATE.test(night)) return null;
  const date = minutes < NIGHT_TURN_HOUR * 60 ? addDays(night, 1) : night;
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** the first "HH:MM" after `start` (an end at or before the start's clock time is the next day) */
export function wallAfter(start: string, clock: string): string | null {
  const from = wallMs(start);
  const minutes = clockMinutes(clock);
  if (from === null || minutes === null) return null;
  const sameDay = Date.UTC(
    new Date(from).getUTCFullYear(),
    new Date(from).getUTCMonth(),
    new Date(from).getUTCDate(),
  );
  const at = sameDay + minutes * MINUTE_MS;
  return msToWall(at > from ? at : at + DAY_MS);
}

/** minutes from one wall time to another (null when either is not one) */
export function wallMinutesBetween(from: string, to: string): number | null {
  const a = wallMs(from);
  const b = wallMs(to);
  return a === null || b === null ? null : Math.round((b - a) / MINUTE_MS);
}
