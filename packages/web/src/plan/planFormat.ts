import { formatTime, type Locale, nightOf } from '@lineup/core';
import { nightName } from '../i18n/nightText.ts';

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

/**
 * The festival night of `iso` (core's nightOf at the festival's `breakHour`), worded like the
 * timetable's headings: "Today" for tonight, or the night's weekday with the date ("Friday 31
 * July"), so a set at 00:30 on Saturday stands under Friday like on the grid.
 */
export function planDay(
  iso: string,
  timeZone: string,
  now: Date,
  locale: Locale,
  today: string,
  breakHour: number,
): PlanDay {
  return planDays(timeZone, now, locale, today, breakHour)(iso);
}

/**
 * planDay for many sets of one plan: tonight is found once and each night is named once (a
 * plan of hundreds of sets has a handful of nights; naming one formats a date).
 */
export function planDays(
  timeZone: string,
  now: Date,
  locale: Locale,
  today: string,
  breakHour: number,
): (iso: string) => PlanDay {
  const tonight = nightOf(now.toISOString(), timeZone, breakHour)?.key;
  const named = new Map<string, PlanDay>();
  return (iso) => {
    const night = nightOf(iso, timeZone, breakHour);
    if (!night) return { key: '', label: '', date: '' };
    let day = named.get(night.key);
    if (!day) {
      const date = nightName(night, locale);
      day = { key: night.key, label: tonight === night.key ? today : date, date };
      named.set(night.key, day);
    }
    return day;
  };
}
