// One night model in words (issue 33): every screen, sheet, print, picture, calendar and push
// text names a set's day by its festival night (nightOf at the festival's break hour), in the
// words of the timetable's day headings, and says "night of" for a set past midnight, so 00:30
// on Saturday reads "Night of Fri 31 Jul, 00:30". The app's screens, the service worker's push
// texts and the server's calendar feed all word it here.
import type { Locale } from '../types.ts';
import { type NightOf, nightOf } from './nights.ts';
import { formatTime } from './zonedTime.ts';

const NIGHT_OF: Record<Locale, (day: string) => string> = {
  en: (day) => `Night of ${day}`,
  de: (day) => `Nacht von ${day}`,
  fr: (day) => `Nuit du ${day}`,
  pl: (day) => `${day}, w nocy`,
};

/** the language tag dates are written in: English as in Britain ("Fri 31 Jul", 24 h) */
export function dateLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };
const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, short: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${short}`;
  let f = formats.get(key);
  if (!f) {
    // a night's date is local to the event already: formatted as a UTC noon
    f = new Intl.DateTimeFormat(dateLocale(locale), { ...(short ? SHORT : LONG), timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

/** French and Polish write weekdays in lower case; as a heading they start with a capital. */
export function capitalFirst(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(dateLocale(locale)) + text.slice(1);
}

export type NightDate = Pick<NightOf, 'year' | 'month' | 'day'>;

/** "Friday 31 July" (or "Fri 31 Jul"): a night is named after its evening's date. */
export function nightName(night: NightDate, locale: Locale, short = false): string {
  const noon = new Date(Date.UTC(night.year, night.month - 1, night.day, 12));
  return capitalFirst(format(locale, short).format(noon), locale);
}

export interface NightWhenOptions {
  /** the set's end: "00:30–02:30" instead of "00:30" */
  end?: string | null;
  /** with `now`: the word for the night playing at `now` ("Today"), said instead of its name */
  today?: string;
  now?: Date;
}

/**
 * When a set plays, the same on every screen and message: "Fri 31 Jul, 22:00–00:00", or
 * "Night of Fri 31 Jul, 00:30–02:30" past midnight; "Today, 02:00" during that night when
 * `today` is given. The time alone when `start` is no instant.
 */
export function nightWhen(
  start: string,
  timeZone: string,
  breakHour: number,
  locale: Locale,
  options: NightWhenOptions = {},
): string {
  const night = nightOf(start, timeZone, breakHour);
  if (!night) return '';
  const { end, today, now } = options;
  const times =
    end && Number.isFinite(Date.parse(end))
      ? `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`
      : formatTime(start, timeZone);
  if (today && now && nightOf(now.toISOString(), timeZone, breakHour)?.key === night.key) {
    return `${today}, ${times}`;
  }
  const day = nightName(night, locale, true);
  return `${night.afterMidnight ? NIGHT_OF[locale](day) : day}, ${times}`;
}

/** Whether two instants belong to the same festival night. */
export function sameNight(a: string, b: string, timeZone: string, breakHour: number): boolean {
  const x = nightOf(a, timeZone, breakHour);
  return x !== null && x.key === nightOf(b, timeZone, breakHour)?.key;
}
