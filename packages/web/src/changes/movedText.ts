import { formatTime, type Locale, nightWhen, sameNight } from '@lineup/core';

/**
 * A moved set's new and old times, named by festival night like every screen ("Night of Fri
 * 31 Jul, 00:30–02:30 (was 23:00–01:00)"); the old time names its night only when it differs.
 */
export function movedText(
  to: { start: string; end: string },
  from: { start: string; end: string | null },
  timeZone: string,
  breakHour: number,
  locale: Locale,
): { to: string; from: string } {
  const toText = nightWhen(to.start, timeZone, breakHour, locale, { end: to.end });
  const fromTimes = `${formatTime(from.start, timeZone)}${from.end ? `–${formatTime(from.end, timeZone)}` : ''}`;
  const fromText = sameNight(from.start, to.start, timeZone, breakHour)
    ? fromTimes
    : nightWhen(from.start, timeZone, breakHour, locale, { end: from.end });
  return { to: toText, from: fromText };
}
