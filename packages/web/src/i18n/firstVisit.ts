import type { Locale } from '@lineup/core';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { browserLocale, localePath, splitLocale } from './locale.tsx';

/**
 * Spec §2: on the first visit the locale prefix comes from the browser language when it is
 * supported and not English, wherever the fan lands (a shared /s/… or /lineup/…?s= link, an
 * event page). Returns the address to go to instead, search and hash kept, or null.
 * `visited`: this browser has been here before, so the fan's own choice (the URL) stands.
 */
export function firstVisitTarget(
  url: { pathname: string; search: string; hash: string },
  languages: readonly string[],
  visited: boolean,
): string | null {
  if (visited) return null;
  if (splitLocale(url.pathname).locale !== 'en') return null;
  // the server's own addresses are not pages of the app
  if (/^\/(api|health)(\/|$)/.test(url.pathname)) return null;
  const locale = browserLocale(languages);
  if (locale === 'en') return null;
  return `${localePath(locale, url.pathname)}${url.search}${url.hash}`;
}

/** Whether this browser has seen the app before (older versions left other items behind). */
export function hasVisitedBefore(): boolean {
  return [LOCAL_KEYS.locale, LOCAL_KEYS.festival, LOCAL_KEYS.likedDJs].some(
    (key) => readString('local', key) !== null,
  );
}

/** Remembers the language in use, which also marks every later visit as not the first. */
export function rememberLocale(locale: Locale): void {
  if (readString('local', LOCAL_KEYS.locale) !== locale) {
    writeString('local', LOCAL_KEYS.locale, locale);
  }
}

/** The first-visit target of the page the browser opened, read from `window`. */
export function firstVisitTargetHere(): string | null {
  // the server's prerender has no browser to ask: the browser decides once the app runs
  if (typeof window === 'undefined') return null;
  return firstVisitTarget(
    window.location,
    navigator.languages?.length ? navigator.languages : [navigator.language],
    hasVisitedBefore(),
  );
}

/**
 * A same-origin address keeps the locale of the page that follows it (a short link opened in
 * German leads to the German lineup); other addresses, and ones with a prefix, are kept.
 */
export function withLocale(locale: Locale, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  if (splitLocale(url.split(/[?#]/)[0] ?? '/').locale !== 'en') return url;
  return localePath(locale, url);
}
