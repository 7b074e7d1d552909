import { type DayGroup, dayHeading, groupByDay, type LineupSet, type Locale } from '@lineup/core';
import { capitalise } from '../i18n/capitalise.ts';
import { dateFormat } from '../i18n/dateFormat.ts';

// The group's date is already local to the event, so it is formatted as a UTC noon.
const HEADINGS: Record<'long' | 'short', Record<'weekday' | 'date', Intl.DateTimeFormatOptions>> = {
  long: { weekday: { weekday: 'long' }, date: { weekday: 'long', day: 'numeric', month: 'long' } },
  short: {
    weekday: { weekday: 'short' },
    date: { weekday: 'short', day: 'numeric', month: 'short' },
  },
};

function format(locale: Locale, withDate: boolean, short: boolean): Intl.DateTimeFormat {
  return dateFormat(HEADINGS[short ? 'short' : 'long'][withDate ? 'date' : 'weekday'], locale);
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
