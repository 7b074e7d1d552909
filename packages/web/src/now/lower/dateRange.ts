import type { Locale } from '@lineup/core';
import { plainSpaces } from '../../i18n/intlText.ts';
import { intlLocale } from '../../i18n/locale.tsx';

/**
 * A date range of a previous event, e.g. "30 Jul – 3 Aug 2025", in the event's zone (a fan
 * abroad must see the festival's dates, not their device's).
 */
export function dateRange(
  start: string | null,
  end: string | null,
  locale: Locale,
  timeZone: string,
): string | null {
  if (!start) return null;
  const f = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  try {
    return plainSpaces(
      end ? f.formatRange(new Date(start), new Date(end)) : f.format(new Date(start)),
    );
  } catch {
    return null;
  }
}
