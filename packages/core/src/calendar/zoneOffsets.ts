// UTC offsets of a zone and where they change, read from core's zonedParts (Intl): what a
// VTIMEZONE needs, and what a writer needs to tell a repeated autumn hour apart.
import { zonedToInstant } from '../time/eventTime.ts';
import { zonedParts } from '../time/zonedTime.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Steps short enough that no two offset changes fall between two samples (none is that close).
const SCAN_STEP_MS = 6 * HOUR_MS;

/** Minutes `timeZone` is ahead of UTC at the instant `iso` (+120 for Berlin in summer). */
export function utcOffsetMinutes(iso: string | number, timeZone: string): number {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  const minuteMs = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const p = zonedParts(new Date(minuteMs).toISOString(), timeZone);
  return Math.round(
    (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - minuteMs) / MINUTE_MS,
  );
}

/**
 * True when the local wall-clock time of `iso` names only this instant. False in the second
 * pass of a repeated autumn hour (02:30 on 25 Oct 2026 in Berlin, at +01:00): that local time
 * read back gives the first pass, so a writer must add the offset.
 */
export function isUnambiguousWallTime(iso: string, timeZone: string): boolean {
  const p = zonedParts(iso, timeZone);
  const back = Date.parse(zonedToInstant(p.year, p.month, p.day, p.hour, p.minute, timeZone));
  return back === Math.floor(Date.parse(iso) / MINUTE_MS) * MINUTE_MS;
}

/**
 * True when the local wall-clock time of `iso` occurs twice: both passes of a repeated
 * autumn hour (02:00–02:59 on 25 Oct 2026 in Berlin). Readers disagree on which pass a bare
 * local time means (RFC 5545 says the first, ical.js takes the second): write such times in UTC.
 */
export function isRepeatedWallTime(iso: string, timeZone: string): boolean {
  const ms = Math.floor(Date.parse(iso) / MINUTE_MS) * MINUTE_MS;
  const offset = utcOffsetMinutes(ms, timeZone);
  // the instant with the same wall time under the offset before or after a nearby change
  for (const other of [
    utcOffsetMinutes(ms - DAY_MS / 4, timeZone),
    utcOffsetMinutes(ms + DAY_MS / 4, timeZone),
  ]) {
    if (other === offset) continue;
    const twin = ms + (offset - other) * MINUTE_MS;
    if (utcOffsetMinutes(twin, timeZone) === other) return true;
  }
  return false;
}

export interface OffsetChange {
  /** first instant (ms) of the new offset */
  at: number;
  from: number;
  to: number;
}

/** The exact minute the offset changes in (lo, hi], lo and hi having different offsets. */
function pinpoint(lo: number, hi: number, timeZone: string): number {
  const before = utcOffsetMinutes(lo, timeZone);
  let a = lo;
  let b = hi;
  while (b - a > MINUTE_MS) {
    const mid = a + Math.floor((b - a) / 2 / MINUTE_MS) * MINUTE_MS;
    if (utcOffsetMinutes(mid, timeZone) === before) a = mid;
    else b = mid;
  }
  return b;
}

/** Every offset change in [fromMs, toMs], in order. */
export function offsetChanges(fromMs: number, toMs: number, timeZone: string): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let t = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS;
  let offset = utcOffsetMinutes(t, timeZone);
  while (t < toMs) {
    const next = Math.min(t + SCAN_STEP_MS, toMs);
    const nextOffset = utcOffsetMinutes(next, timeZone);
    if (nextOffset !== offset) {
      changes.push({ at: pinpoint(t, next, timeZone), from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return changes;
}

/** The last offset change before `ms`, looking back at most `days` days (null: none). */
export function lastChangeBefore(ms: number, timeZone: string, days = 400): OffsetChange | null {
  const changes = offsetChanges(ms - days * DAY_MS, ms, timeZone);
  return changes.at(-1) ?? null;
}
