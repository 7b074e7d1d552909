// Time-zone maths with Intl only. Event files hold local wall-clock times; the wire holds
// instants. These helpers read an instant's wall-clock time in any IANA zone, DST included;
// eventTime.ts goes the other way (kept apart: the now page needs only this direction).

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the IANA zone name (e.g. "Europe/Berlin"). */
export function isValidTimeZone(timeZone: string): boolean {
  if (typeof timeZone !== 'string' || timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's UTC offset (minutes) through one whole UTC hour, or NaN when it changes inside
 * it; `${zone}\n${hour}` → offset. Intl's formatToParts is slow (a big import validates
 * thousands of times); an offset never changes twice within an hour, so equal offsets at the
 * hour's first and last minute hold for every minute between.
 */
const hourOffsets = new Map<string, number>();
const MAX_CACHED_HOURS = 100_000;

function offsetThroughHour(hour: number, timeZone: string): number {
  const key = `${timeZone}\n${hour}`;
  let offset = hourOffsets.get(key);
  if (offset === undefined) {
    const offsetAt = (ms: number) => {
      const p = intlPartsAt(ms, timeZone);
      return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - ms) / MINUTE_MS;
    };
    const first = offsetAt(hour * HOUR_MS);
    offset = first === offsetAt((hour + 1) * HOUR_MS - MINUTE_MS) ? first : Number.NaN;
    if (hourOffsets.size >= MAX_CACHED_HOURS) hourOffsets.clear();
    hourOffsets.set(key, offset);
  }
  return offset;
}

/** Local wall-clock fields of the instant `ms` (epoch milliseconds) in `timeZone`. */
export function partsAt(ms: number, timeZone: string): ZonedParts {
  const minuteMs = Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const offset = offsetThroughHour(Math.floor(ms / HOUR_MS), timeZone);
  if (Number.isNaN(offset)) return intlPartsAt(minuteMs, timeZone);
  const local = new Date(minuteMs + offset * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

function intlPartsAt(ms: number, timeZone: string): ZonedParts {
  const out: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(ms))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  const year = out.year ?? 0;
  const month = out.month ?? 1;
  const day = out.day ?? 1;
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: out.hour ?? 0, minute: out.minute ?? 0, weekday };
}

/** Local wall-clock fields of an instant in `timeZone`. */
export function zonedParts(iso: string, timeZone: string): ZonedParts {
  return partsAt(Date.parse(iso), timeZone);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The local calendar day of an instant in `timeZone`, as 'YYYY-MM-DD'. */
export function localDateKey(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  return `${String(p.year).padStart(4, '0')}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** 'HH:mm' (24 h, as en-GB prints it) of an instant in `timeZone`. */
export function formatTime(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  return `${pad2(p.hour)}:${pad2(p.minute)}`;
}
