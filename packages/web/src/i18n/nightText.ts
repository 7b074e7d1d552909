import {
  type FestivalNight,
  formatTime,
  type LineupSet,
  type Locale,
  lineupBreakHour,
  type NightOf,
  nightOf,
  nightRangeNeedsDays,
  nightWhen,
} from '@lineup/core';
import { capitalise } from './capitalise.ts';
import { dateFormat } from './dateFormat.ts';

// One night model (issue 33): every screen names a set's day by its festival night (core's
// nightOf at the festival's break hour), in core's words (nightWords.ts), which the push texts
// and calendar files use too: 00:30 on Saturday reads as Friday night's.

export { nightName } from '@lineup/core';

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };

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
  return (
    nightWhen(set.start, tz, lineupBreakHour(lineup), locale, { end: set.end }) ||
    `${formatTime(set.start, tz)}–${formatTime(set.end, tz)}`
  );
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
