import {
  type FestivalNight,
  formatTime,
  type LineupSet,
  type Locale,
  lineupBreakHour,
  type NightOf,
  nightOf,
  nightRangeNeedsDays,
} from '@lineup/core';
import { capitalise } from './capitalise.ts';
import { dateFormat } from './dateFormat.ts';
import { defineMessages } from './defineMessages.ts';

// One night model (issue 33): every screen names a set's day by its festival night (core's
// nightOf at the festival's break hour), in the words of the timetable's day headings, and
// says "night of" for a set past midnight, so 00:30 on Saturday reads as Friday night's.

const nightMessages = defineMessages({
  en: { nightOf: (day: string) => `Night of ${day}` },
  de: { nightOf: (day: string) => `Nacht von ${day}` },
  fr: { nightOf: (day: string) => `Nuit du ${day}` },
  pl: { nightOf: (day: string) => `${day}, w nocy` },
});

// the night's date is local to the event already: formatted as a UTC noon
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

type NightDate = Pick<FestivalNight, 'year' | 'month' | 'day'>;

function noon(night: NightDate): Date {
  return new Date(Date.UTC(night.year, night.month - 1, night.day, 12));
}

/** "Friday 31 July" (or "Fri 31 Jul"): a night is named after its evening's date. */
export function nightName(night: NightDate, locale: Locale, short = false): string {
  return capitalise(dateFormat(short ? SHORT : LONG, locale).format(noon(night)), locale);
}

/** The night of a set of `lineup` (at the festival's break hour). */
export function nightOfSet(
  set: Pick<LineupSet, 'start'>,
  lineup: Parameters<typeof lineupBreakHour>[0],
): NightOf | null {
  return nightOf(set.start, lineup.meta.timeZone, lineupBreakHour(lineup));
}

/**
 * When a set plays, the same on every sheet, print and picture: "Fri 31 Jul, 22:00–00:00", or
 * "Night of Fri 31 Jul, 00:30–02:30" past midnight.
 */
export function setWhen(
  set: Pick<LineupSet, 'start' | 'end'>,
  lineup: Parameters<typeof lineupBreakHour>[0],
  locale: Locale,
): string {
  const tz = lineup.meta.timeZone;
  const times = `${formatTime(set.start, tz)}–${formatTime(set.end, tz)}`;
  const night = nightOfSet(set, lineup);
  if (!night) return times;
  const day = nightName(night, locale, true);
  return `${night.afterMidnight ? nightMessages[locale].nightOf(day) : day}, ${times}`;
}

/**
 * A night's range, its first start to its last end: "22:00–04:00", or with the days when it
 * runs a day or more ("Fri 10:30–Sat 10:30", never "10:30–10:30").
 */
export function nightRange(
  night: Pick<FestivalNight, 'start' | 'end'>,
  timeZone: string,
  locale: Locale,
): string {
  const start = formatTime(night.start, timeZone);
  const end = formatTime(night.end, timeZone);
  if (!nightRangeNeedsDays(night)) return `${start}–${end}`;
  const f = dateFormat(WEEKDAY, locale, timeZone);
  const day = (iso: string) => capitalise(f.format(new Date(iso)), locale);
  return `${day(night.start)} ${start}–${day(night.end)} ${end}`;
}
