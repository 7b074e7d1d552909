import { formatTime, type Locale, zonedParts } from '@lineup/core';
import { capitalise } from '../i18n/capitalise.ts';
import { intlLocale } from '../i18n/locale.tsx';

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
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

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
  const p = zonedParts(iso, timeZone);
  const key = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  const n = zonedParts(now.toISOString(), timeZone);
  if (n.year === p.year && n.month === p.month && n.day === p.day) return { key, label: today };
  let f = dayFormats.get(locale);
  if (!f) {
    // the date is already local to the event: format it as a UTC noon
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    dayFormats.set(locale, f);
  }
  return {
    key,
    label: capitalise(f.format(new Date(Date.UTC(p.year, p.month - 1, p.day, 12))), locale),
  };
}
