import { formatTime, type Locale, localDateKey } from '@lineup/core';
import { plainSpaces } from '../i18n/intlText.ts';
import { intlLocale } from '../i18n/locale.tsx';

// Times on the now page: 24 h in the event's time zone (core), weekdays and dates through
// Intl in the visitor's language (en shown as en-GB).

const OPTIONS = {
  weekday: { weekday: 'short' },
  range: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

/** made once per kind, language and zone: a formatter costs more to make than to use */
function formatOf(kind: keyof typeof OPTIONS, locale: Locale, timeZone: string) {
  const key = `${kind}|${locale}|${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { ...OPTIONS[kind], timeZone });
    formats.set(key, f);
  }
  return f;
}

/** The short weekday of `iso` ("Sat") when it is not on the local day of `now`, else null. */
export function otherDayOf(
  iso: string,
  timeZone: string,
  now: Date,
  locale: Locale,
): string | null {
  if (localDateKey(iso, timeZone) === localDateKey(now.toISOString(), timeZone)) return null;
  return formatOf('weekday', locale, timeZone).format(new Date(iso));
}

/** "22:00" on the same local day as `now`, else "Sat 22:00". */
export function whenOf(iso: string, timeZone: string, now: Date, locale: Locale): string {
  const time = formatTime(iso, timeZone);
  if (localDateKey(iso, timeZone) === localDateKey(now.toISOString(), timeZone)) return time;
  return `${formatOf('weekday', locale, timeZone).format(new Date(iso))} ${time}`;
}

/** The party's from–to time for the ⏰ marker, e.g. "Fri 30 Jul, 22:00 – Sun 2 Aug, 06:00". */
export function partyRange(
  begin: string | null,
  end: string | null,
  timeZone: string,
  locale: Locale,
): string {
  if (!begin || !end) return '';
  const f = formatOf('range', locale, timeZone);
  try {
    return plainSpaces(f.formatRange(new Date(begin), new Date(end)));
  } catch {
    return `${f.format(new Date(begin))} – ${f.format(new Date(end))}`;
  }
}
