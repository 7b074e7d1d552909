import {
  type DayGroup,
  dayHeading,
  formatTime,
  groupByDay,
  type LineupSet,
  type Locale,
  localDateKey,
} from '@lineup/core';
import { capitalise } from '../i18n/capitalise.ts';
import { intlLocale } from '../i18n/locale.tsx';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, withDate: boolean, short: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withDate}|${short}`;
  let f = formats.get(key);
  if (!f) {
    // The group's date is already local to the event, so it is formatted as a UTC noon.
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      timeZone: 'UTC',
      weekday: short ? 'short' : 'long',
      ...(withDate ? { day: 'numeric', month: short ? 'short' : 'long' } : {}),
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * Spec §2: "Today" for the current day, otherwise the weekday, plus the date when the party
 * is not ongoing (while it is, the weekday alone is unambiguous).
 */
export function dayLabel(
  group: Pick<DayGroup, 'isToday' | 'weekday' | 'year' | 'month' | 'day'>,
  ongoing: boolean,
  locale: Locale,
  today: string,
  short = false,
): string {
  const heading = dayHeading(group, ongoing);
  if (heading.kind === 'today') return today;
  const noon = new Date(Date.UTC(group.year, group.month - 1, group.day, 12));
  return capitalise(format(locale, heading.date !== null, short).format(noon), locale);
}

/** The day of one set, worded like the timetable's headings (short form). */
export function setDayLabel(
  set: LineupSet,
  timeZone: string,
  now: Date,
  ongoing: boolean,
  locale: Locale,
  today: string,
): string {
  const group = groupByDay([set], timeZone, now)[0];
  return group ? dayLabel(group, ongoing, locale, today, true) : '';
}

/**
 * The time of `iso`, with the short weekday in front when it falls on another local day than
 * `day` ("Tue 18:00"), the local date (YYYY-MM-DD) of the heading the row sits under: a stage
 * that reopens the next evening must not read as the heading's evening.
 */
export function timeWithDay(iso: string, day: string, timeZone: string, locale: Locale): string {
  const time = formatTime(iso, timeZone);
  if (localDateKey(iso, timeZone) === day) return time;
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    timeZone,
  }).format(new Date(iso));
  return `${weekday} ${time}`;
}
