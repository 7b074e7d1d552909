import { intlLocale } from '../../i18n/locale.tsx';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "Fri 31 Jul" in the page's language, for a night's date ("2026-07-31") */
export function nightLabel(night: string, locale: Parameters<typeof intlLocale>[0]): string {
  const key = String(locale);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(key, f);
  }
  const [y, m, d] = night.split('-').map(Number) as [number, number, number];
  return f.format(new Date(Date.UTC(y, m - 1, d, 12)));
}
