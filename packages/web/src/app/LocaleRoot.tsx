import { useLayoutEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import {
  browserLocale,
  intlLocale,
  LocaleProvider,
  localePath,
  splitLocale,
} from '../i18n/locale.tsx';
import { getStoredFestival } from './festival.ts';
import { Layout } from './Layout.tsx';

/**
 * Strips the optional locale prefix (/de, /fr, /pl) and provides the locale; the routes below
 * match the rest. A first visit at '/' goes to the browser's language when it is supported
 * and not English (a returning visitor has a remembered festival and keeps their choice).
 */
export function LocaleRoot() {
  const [location] = useLocation();
  const { locale, rest } = splitLocale(location);
  const [firstVisitTarget, setFirstVisitTarget] = useState(() => firstVisitLocalePath(location));
  useLayoutEffect(() => {
    document.documentElement.lang = intlLocale(locale);
  }, [locale]);
  // Only the very first page of the visit: a later click on the English home stays English.
  useLayoutEffect(() => {
    if (firstVisitTarget) setFirstVisitTarget(null);
  }, [firstVisitTarget]);
  if (firstVisitTarget && location === '/') return <Redirect to={firstVisitTarget} replace />;
  return (
    <LocaleProvider locale={locale}>
      <Layout rest={rest} />
    </LocaleProvider>
  );
}

function firstVisitLocalePath(location: string): string | null {
  if (location !== '/' || getStoredFestival()) return null;
  const locale = browserLocale(navigator.languages ?? [navigator.language]);
  return locale === 'en' ? null : localePath(locale, '/');
}
