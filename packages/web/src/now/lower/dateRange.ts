import type { Locale } from '@lineup/core';
import { intlLocale } from '../../i18n/locale.tsx';

/** A date range of a previous event, e.g. "30 Jul 2025 – 3 Aug 2025". */
export function dateRange(start: string | null, end: string | null, locale: Locale): string | null {
  if (!start) return null;
  const f = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  try {
    return end ? f.formatRange(new Date(start), new Date(end)) : f.format(new Date(start));
  } catch {
    return null;
  }
}
