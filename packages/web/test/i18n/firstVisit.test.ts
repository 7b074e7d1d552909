import { describe, expect, it } from 'vitest';
import { firstVisitTarget, withLocale } from '../../src/i18n/firstVisit.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('firstVisitTarget (spec §2: the first visit takes the browser language)', () => {
  it.each([
    ['/', ['de-DE', 'en'], '/de'],
    ['/s/abc123', ['de-DE'], '/de/s/abc123'],
    ['/event/testfest-2026', ['fr-FR', 'de'], '/fr/event/testfest-2026'],
    ['/plan/xyz', ['en-GB', 'pl'], null], // English comes first: English
    ['/event/x', ['es-ES', 'pl-PL'], '/pl/event/x'], // unsupported first, then Polish
    ['/event/x', ['es-ES'], null],
    ['/de/event/x', ['fr-FR'], null], // a prefix in the link wins
    ['/api/lineup', ['de-DE'], null],
  ] as const)('%s with %j → %s', (path, langs, expected) => {
    expect(firstVisitTarget(at(path), langs, false)).toBe(expected);
  });

  it('keeps the query and the hash of a shared link', () => {
    expect(firstVisitTarget(at('/lineup/tf', '?s=k3x9', '#top'), ['de'], false)).toBe(
      '/de/lineup/tf?s=k3x9#top',
    );
  });

  it('leaves a returning browser where the link says', () => {
    expect(firstVisitTarget(at('/lineup/tf', '?s=k3x9'), ['de-DE'], true)).toBeNull();
  });
});

describe('withLocale', () => {
  it.each([
    ['de', '/lineup/tf?s=k', '/de/lineup/tf?s=k'],
    ['de', '/', '/de'],
    ['en', '/lineup/tf', '/lineup/tf'],
    ['pl', '/fr/lineup/tf', '/fr/lineup/tf'],
    ['de', 'https://example.com/x', 'https://example.com/x'],
    ['de', '//evil.example/x', '//evil.example/x'],
  ] as const)('%s %s → %s', (locale, url, expected) => {
    expect(withLocale(locale, url)).toBe(expected);
  });
});
