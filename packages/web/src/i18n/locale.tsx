import { LOCALES, type Locale } from '@lineup/core';
import { createContext, type ReactNode, useContext } from 'react';
import type { MessageSet, MessageValue } from './defineMessages.ts';

const PREFIXED: readonly Locale[] = ['pl', 'fr', 'de'];

/** The locale prefix is the first path segment when it is pl, fr or de (spec §2). */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  if ((PREFIXED as readonly string[]).includes(first)) {
    const rest = pathname.slice(first.length + 1) || '/';
    return { locale: first as Locale, rest };
  }
  return { locale: 'en', rest: pathname || '/' };
}

/** Locale for a first visit: the browser language when supported and not English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const base = lang.toLowerCase().split('-')[0] as Locale;
    if ((LOCALES as readonly string[]).includes(base)) return base;
  }
  return 'en';
}

/** Prefix a path with the locale segment (none for English). */
export function localePath(locale: Locale, path: string): string {
  return locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;
}

/** en is shown as en-GB (24 h clock, day-month order). */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

const LocaleContext = createContext<Locale>('en');

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `const t = useMessages(nowMessages); t.playingNow` — English is the fallback. */
export function useMessages<T extends Record<string, MessageValue>>(set: MessageSet<T>): T {
  const locale = useContext(LocaleContext);
  return set[locale] ?? set.en;
}
