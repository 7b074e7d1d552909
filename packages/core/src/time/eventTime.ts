// Local wall-clock times of event files to instants: the other way round from zonedTime.ts.
// Only importers, the organiser's tools and calendars need it; the fans' pages read instants.
import { isValidTimeZone, partsAt } from './zonedTime.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/** Minutes the zone is ahead of UTC at instant `ms` (seconds of historic offsets ignored). */
function offsetMinutesAt(ms: number, timeZone: string): number {
  const p = partsAt(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

function zonedToMs(y: number, m: number, d: number, hh: number, mm: number, tz: string): number {
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets a day before and after bracket any single DST transition: each gives a
  // candidate instant; the ones that read back as the wanted wall time are real.
  const before = wall - offsetMinutesAt(wall - DAY_MS, tz) * MINUTE_MS;
  const after = wall - offsetMinutesAt(wall + DAY_MS, tz) * MINUTE_MS;
  const reads = (ms: number) => {
    const p = partsAt(ms, tz);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
  };
  const valid = [before, after].filter(reads);
  // Repeated hour (autumn): both are valid, take the first occurrence. Gap hour (spring):
  // none is, and the offset from before the jump moves the time forward by the gap.
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** The instant of a local wall-clock time in `timeZone` (month 1-based). */
export function zonedToInstant(
  y: number,
  m: number,
  d: number,
  hh: number,
  mm: number,
  timeZone: string,
): string {
  return new Date(zonedToMs(y, m, d, hh, mm, timeZone)).toISOString();
}

const ABSOLUTE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DAY_RELATIVE = /^day([+-]\d{1,4}|0)?(?:\s+(\d{1,2}):(\d{2}))?$/i;
const NOW_RELATIVE = /^now(?:([+-])(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?)?$/i;

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

function validWallTime(y: number, m: number, d: number, hh: number, mm: number, ss: number) {
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) && hh <= 23 && mm <= 59 && ss <= 59;
}

function parseAbsolute(match: RegExpExecArray, timeZone: string): number | null {
  const [, ys, ms, ds, hs, mins, ss, frac, offset] = match;
  const y = Number(ys);
  const m = Number(ms);
  const d = Number(ds);
  const hh = Number(hs ?? 0);
  const mm = Number(mins ?? 0);
  const sec = Number(ss ?? 0);
  if (!validWallTime(y, m, d, hh, mm, sec)) return null;
  const fracMs = frac ? Math.floor(Number(`0${frac}`) * 1000) : 0;
  if (offset) {
    let offsetMin = 0;
    if (offset.toUpperCase() !== 'Z') {
      const digits = offset.slice(1).replace(':', '');
      const oh = Number(digits.slice(0, 2));
      const om = Number(digits.slice(2) || 0);
      if (oh > 23 || om > 59) return null;
      offsetMin = (offset[0] === '-' ? -1 : 1) * (oh * 60 + om);
    }
    return Date.UTC(y, m - 1, d, hh, mm, sec) + fracMs - offsetMin * MINUTE_MS;
  }
  return zonedToMs(y, m, d, hh, mm, timeZone) + sec * 1000 + fracMs;
}

function parseDayRelative(match: RegExpExecArray, timeZone: string, now: Date): number | null {
  const [, offset, hs, mins] = match;
  const hh = Number(hs ?? 0);
  const mm = Number(mins ?? 0);
  if (hh > 23 || mm > 59) return null;
  const today = partsAt(now.getTime(), timeZone);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + Number(offset ?? 0)));
  return zonedToMs(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hh, mm, timeZone);
}

function parseNowRelative(match: RegExpExecArray, now: Date): number | null {
  const [, sign, ds, hs, mins] = match;
  if (sign && ds === undefined && hs === undefined && mins === undefined) return null;
  const base = Math.floor(now.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const delta =
    Number(ds ?? 0) * DAY_MS + Number(hs ?? 0) * HOUR_MS + Number(mins ?? 0) * MINUTE_MS;
  return base + (sign === '-' ? -delta : delta);
}

/**
 * Reads a time of an event file as an ISO instant, or null when it is not a valid time.
 * - with an offset or Z (`2026-07-30T22:00+02:00`): that instant;
 * - local (`2026-07-30T22:00`, `2026-07-30 22:00:30`, `2026-07-30` = midnight): wall-clock
 *   time in `timeZone`; a time in the spring-forward gap moves forward, a repeated autumn
 *   time takes its first occurrence;
 * - `day+N HH:MM`, `day-N HH:MM`, `day0 HH:MM`: local time N days after today (in `timeZone`
 *   at `now`);
 * - `now`, `now+90m`, `now-2h`, `now+1h30m`, `now+1d`: `now` rounded down to the quarter hour
 *   plus the offset. Relative forms keep demo files alive whenever they are loaded.
 * A Date is taken as the instant it holds.
 */
export function parseEventTime(value: string | Date, timeZone: string, now: Date): string | null {
  if (!isValidTimeZone(timeZone)) return null;
  let ms: number | null = null;
  if (value instanceof Date) {
    ms = value.getTime();
  } else if (typeof value === 'string') {
    const text = value.trim();
    const abs = ABSOLUTE.exec(text);
    const day = abs ? null : DAY_RELATIVE.exec(text);
    const rel = abs || day ? null : NOW_RELATIVE.exec(text);
    if (abs) ms = parseAbsolute(abs, timeZone);
    else if (day) ms = parseDayRelative(day, timeZone, now);
    else if (rel) ms = parseNowRelative(rel, now);
  }
  if (ms === null || !Number.isFinite(ms)) return null;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
