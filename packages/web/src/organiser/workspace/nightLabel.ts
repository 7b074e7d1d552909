import type { Locale } from '@lineup/core';
import { dateFormat } from '../../i18n/dateFormat.ts';

const SHORT_DATE: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/** "Fri 31 Jul" in the page's language, for a night's date ("2026-07-31") */
export function nightLabel(night: string, locale: Locale): string {
  const [y, m, d] = night.split('-').map(Number) as [number, number, number];
  return dateFormat(SHORT_DATE, locale).format(new Date(Date.UTC(y, m - 1, d, 12)));
}
