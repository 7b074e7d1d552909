// Local wall-clock times as organisers write them, on top of core's time-zone maths.
import { formatTime, parseEventTime, zonedParts, zonedToInstant } from '@lineup/core';
import { isUnambiguousWallTime, utcOffsetMinutes } from '@lineup/core/calendar/ics';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function offsetText(minutes: number): string {
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * An instant as the local time an organiser reads: `2026-07-30T22:00` (separator `sep`).
 * A time in the second pass of a repeated autumn hour gets its offset
 * (`2026-10-25T02:30+01:00`), because the bare local time would mean the first pass.
 */
export function localTimeText(iso: string, timeZone: string, sep = 'T'): string {
  const p = zonedParts(iso, timeZone);
  const seconds = new Date(iso).getUTCSeconds();
  let text = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}${sep}${pad(p.hour)}:${pad(p.minute)}`;
  if (seconds !== 0) text += `:${pad(seconds)}`;
  if (!isUnambiguousWallTime(iso, timeZone)) text += offsetText(utcOffsetMinutes(iso, timeZone));
  return text;
}

const ISO_LIKE =
  /^\d{4}-\d{1,2}-\d{1,2}[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
/**
 * 30.07.2026 22:00 and 30/07/2026 22:00 (07/30/2026 when the second number cannot be a month);
 * 30.07. 22:00 without its year too
 */
const DOTTED = /^(\d{1,2})([./])(\d{1,2})(?:\2(\d{4})?)?[ T,]+(\d{1,2}):(\d{2})(?::00)?$/;

/** a date written without its year: this year's, unless that was more than half a year ago */
function yearOf(month: number, day: number, now: Date): number {
  const year = now.getUTCFullYear();
  const thisYear = Date.UTC(year, month - 1, day);
  return thisYear < now.getTime() - 183 * 86_400_000 ? year + 1 : year;
}

/** pads "2026-7-3 9:00" to what core reads */
function padIso(text: string): string {
  return text.replace(
    /^(\d{4})-(\d{1,2})-(\d{1,2})([T ])(\d{1,2}):/,
    (_m, y: string, mo: string, d: string, sep: string, h: string) =>
      `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}${sep}${h.padStart(2, '0')}:`,
  );
}

/**
 * A date with a time, as a spreadsheet or schedule export holds it: `2026-07-30 22:00`,
 * `2026-07-30T22:00:00+02:00`, `30.07.2026 22:00`, `30.07. 22:00`. Local times are read in `timeZone`.
 * Null for anything else (no date, a relative time, an impossible date).
 */
export function parseDateTime(text: string, timeZone: string, now: Date): string | null {
  const value = text.trim();
  if (ISO_LIKE.test(value)) return parseEventTime(padIso(value), timeZone, now);
  const dotted = DOTTED.exec(value);
  if (!dotted) return null;
  const [, first, sep, second, y, hh, mm] = dotted;
  const monthFirst = sep === '/' && Number(second) > 12 && Number(first) <= 12;
  const [d, m] = monthFirst ? [second, first] : [first, second];
  const year = y ?? String(yearOf(Number(m), Number(d), now));
  const iso = `${year}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}T${hh!.padStart(2, '0')}:${mm}`;
  return parseEventTime(iso, timeZone, now);
}

/** `HH:MM` → minutes after midnight, or null. */
export function parseClock(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min <= 59 ? h * 60 + min : null;
}

/** The instant of local `YYYY-MM-DD` plus `minutes` after its midnight (may pass into later days). */
export function instantOnDay(
  date: { year: number; month: number; day: number },
  minutes: number,
  timeZone: string,
): string {
  const dayOffset = Math.floor(minutes / (24 * 60));
  const rest = minutes - dayOffset * 24 * 60;
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + dayOffset));
  return zonedToInstant(
    d.getUTCFullYear(),
    d.getUTCMonth() + 1,
    d.getUTCDate(),
    Math.floor(rest / 60),
    rest % 60,
    timeZone,
  );
}

/** `H:MM`, `HH:MM:SS`, a number of minutes, `90m`, `2h`, `1h30m` → minutes; null otherwise. */
export function parseDuration(value: unknown): number | null {
  const minutes = durationMinutes(value);
  return minutes !== null && Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const clock = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]) + Number(clock[3] ?? 0) / 60;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  const units = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?$/i.exec(text);
  if (units && (units[1] || units[2])) return Number(units[1] ?? 0) * 60 + Number(units[2] ?? 0);
  return null;
}

/**
 * When a local time falls into the hour skipped on a spring night (02:30 on 29 Mar 2026 in
 * Berlin), core reads it as the time after the jump: this names that time for a note.
 * Null when the time exists as written (or the text gives an offset).
 */
export function skippedTimeNote(
  wall: { hour: number; minute: number },
  iso: string,
  timeZone: string,
): string | null {
  const read = formatTime(iso, timeZone);
  const written = `${pad(wall.hour % 24)}:${pad(wall.minute)}`;
  if (read === written) return null;
  return `${written} does not exist that night in ${timeZone} (the clocks go forward): read as ${read}`;
}

/** hour and minute of a date-and-time text without offset, for skippedTimeNote */
export function wallClockOf(text: string): { hour: number; minute: number } | null {
  if (/(?:Z|[+-]\d{2}(?::?\d{2})?)\s*$/i.test(text.trim()) && !DOTTED.test(text.trim()))
    return null;
  const m = /[T ,](\d{1,2}):(\d{2})/.exec(text.trim());
  return m ? { hour: Number(m[1]), minute: Number(m[2]) } : null;
}
