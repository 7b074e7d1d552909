import type { Locale } from '@lineup/core';
import { useEffect } from 'react';
import { useLocale } from '../i18n/locale.tsx';

// schema.org JSON-LD for search engines (spec §7): fetched from the server and placed in the
// head as data (type application/ld+json never executes, so the CSP is untouched). Failures
// are only logged, and a generated description of the app stands in (EUR, price 0).

export const schemaPaths = {
  all: (locale: Locale) => `/api/schemaAll/${locale}`,
  party: (locale: Locale, party: string) =>
    `/api/schemaParty/${locale}/${encodeURIComponent(party)}`,
  stage: (locale: Locale, party: string, stage: string | number) =>
    `/api/schemaStage/${locale}/${encodeURIComponent(party)}/${encodeURIComponent(String(stage))}`,
};

/**
 * Puts the JSON-LD of `path` (see schemaPaths) into the head; null (e.g. no party yet) places
 * the default description. `appName` names the app in that default.
 */
export function useStructuredData(path: string | null, appName = 'Lineup'): void {
  const locale = useLocale();
  useEffect(() => {
    let current = true;
    // Crawlers wait for it; visitors should not: it loads once the page is idle.
    const run = () => {
      import('./placeStructuredData.ts')
        .then((m) => m.placeStructuredData(path, locale, appName, () => current))
        .catch((err: unknown) => console.warn('structured data: not loaded', err));
    };
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 3000 })
      : window.setTimeout(run, 1500);
    return () => {
      current = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [path, locale, appName]);
}
