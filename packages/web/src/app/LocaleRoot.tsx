import { useLayoutEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { firstVisitTargetHere, rememberLocale } from '../i18n/firstVisit.ts';
import { intlLocale, LocaleProvider, splitLocale } from '../i18n/locale.tsx';
import { Layout } from './Layout.tsx';

/**
 * Strips the optional locale prefix (/de, /fr, /pl) and provides the locale; the routes below
 * match the rest. A first visit goes to the browser's language when it is supported and not
 * English, wherever it lands (i18n/firstVisit.ts); a returning visitor keeps their choice.
 */
export function LocaleRoot() {
  const [location] = useLocation();
  const { locale, rest } = splitLocale(location);
  const [firstVisit, setFirstVisit] = useState(() => {
    const to = firstVisitTargetHere();
    return to ? { from: location, to } : null;
  });
  useLayoutEffect(() => {
    document.documentElement.lang = intlLocale(locale);
    if (!firstVisit) rememberLocale(locale);
  }, [locale, firstVisit]);
  // Only the very first page of the visit: a later click on the English home stays English.
  useLayoutEffect(() => {
    if (firstVisit) setFirstVisit(null);
  }, [firstVisit]);
  if (firstVisit && location === firstVisit.from) return <Redirect to={firstVisit.to} replace />;
  return (
    <LocaleProvider locale={locale}>
      <Layout rest={rest} />
    </LocaleProvider>
  );
}
