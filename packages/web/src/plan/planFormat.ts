import { formatTime, type Locale, localDateKey, zonedParts } from '@lineup/core';
import { capitalise } from '../i18n/capitalise.ts';
import { dateFormat } from '../i18n/dateFormat.ts';

/** "1 h 30 min" from whole minutes, with the locale's unit words. */
export function durationText(
  minutes: number,
  words: { hours: (h: number) => string; minutes: (m: number) => string },
): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return words.minutes(m);
  return m === 0 ? words.hours(h) : `${words.hours(h)} ${words.minutes(m)}`;
}

/** "22:00–00:00" in the event's zone. */
export function timeRange(start: string, end: string, timeZone: string): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}

export interface PlanDay {
  /** 'YYYY-MM-DD' in the event zone */
  key: string;
  label: string;
  /** the weekday and date, also when `label` says "Today" (paper keeps longer than a day) */
  date: string;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/**
 * The local day of `iso` in the event zone, worded like the timetable's headings: "Today", or
 * the weekday with the date ("Friday 31 July").
 */
export function planDay(
  iso: string,
  timeZone: string,
  now: Date,
  locale: Locale,
  today: string,
): PlanDay {
  const key = localDateKey(iso, timeZone);
  const p = zonedParts(iso, timeZone);
  // the date is already local to the event: formatted as a UTC noon
  const f = dateFormat(LONG_DATE, locale);
  const date = capitalise(f.format(new Date(Date.UTC(p.year, p.month - 1, p.day, 12))), locale);
  if (localDateKey(now.toISOString(), timeZone) === key) {
    return { key, label: today, date };
  }
  return { key, label: date, date };
}
