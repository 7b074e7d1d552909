import type { FestivalNight, Locale } from '@lineup/core';
import { capitalise } from '../i18n/capitalise.ts';
import { dateFormat } from '../i18n/dateFormat.ts';

// the night's date is local to the event already: formatted as a UTC noon
const LONG: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const SHORT: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** "Friday 23 June" (or "Fri 23 Jun"): a night is named after its evening's date. */
export function nightName(
  night: Pick<FestivalNight, 'year' | 'month' | 'day'>,
  locale: Locale,
  short = false,
): string {
  const noon = new Date(Date.UTC(night.year, night.month - 1, night.day, 12));
  return capitalise(dateFormat(short ? SHORT : LONG, locale).format(noon), locale);
}
