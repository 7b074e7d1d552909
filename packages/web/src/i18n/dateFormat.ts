import { formatTime, type Locale, localDateKey } from '@lineup/core';
import { intlLocale } from './locale.tsx';

// Weekdays and dates in the visitor's language (times themselves are core's, 24 h in the
// event's zone). Making an Intl.DateTimeFormat costs far more than using one, and lists format
// a date per row: each formatter is made once per options, language and zone.

const made = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

/** The formatter for `options` (a constant of the calling module) in `locale` and `timeZone`. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  locale: Locale,
  timeZone = 'UTC',
): Intl.DateTimeFormat {
  let byPlace = made.get(options);
  if (!byPlace) {
    byPlace = new Map();
    made.set(options, byPlace);
  }
  const key = `${locale}|${timeZone}`;
  let f = byPlace.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone });
    byPlace.set(key, f);
  }
  return f;
}

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

/** "Sat": the weekday of `iso` in the event's zone. */
export function shortWeekday(iso: string, timeZone: string, locale: Locale): string {
  return dateFormat(WEEKDAY, locale, timeZone).format(new Date(iso));
}

/** "22:00" when `iso` falls on the local day `day` (YYYY-MM-DD), else "Sat 22:00". */
export function timeOnDay(iso: string, day: string, timeZone: string, locale: Locale): string {
  const time = formatTime(iso, timeZone);
  if (localDateKey(iso, timeZone) === day) return time;
  return `${shortWeekday(iso, timeZone, locale)} ${time}`;
}
