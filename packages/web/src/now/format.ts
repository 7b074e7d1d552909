import { type Locale, localDateKey } from '@lineup/core';
import { dateFormat, shortWeekday, timeOnDay } from '../i18n/dateFormat.ts';
import { plainSpaces } from '../i18n/intlText.ts';

// Times on the now page: 24 h in the event's time zone (core), weekdays and dates through
// Intl in the visitor's language (en shown as en-GB).

const RANGE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** The short weekday of `iso` ("Sat") when it is not on the local day of `now`, else null. */
export function otherDayOf(
  iso: string,
  timeZone: string,
  now: Date,
  locale: Locale,
): string | null {
  if (localDateKey(iso, timeZone) === localDateKey(now.toISOString(), timeZone)) return null;
  return shortWeekday(iso, timeZone, locale);
}

/** "22:00" on the same local day as `now`, else "Sat 22:00". */
export function whenOf(iso: string, timeZone: string, now: Date, locale: Locale): string {
  return timeOnDay(iso, localDateKey(now.toISOString(), timeZone), timeZone, locale);
}

/** The party's from–to time for the ⏰ marker, e.g. "Fri 30 Jul, 22:00 – Sun 2 Aug, 06:00". */
export function partyRange(
  begin: string | null,
  end: string | null,
  timeZone: string,
  locale: Locale,
): string {
  if (!begin || !end) return '';
  const f = dateFormat(RANGE, locale, timeZone);
  try {
    return plainSpaces(f.formatRange(new Date(begin), new Date(end)));
  } catch {
    return `${f.format(new Date(begin))} – ${f.format(new Date(end))}`;
  }
}
