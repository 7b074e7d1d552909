import { LOCALES } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../src/i18n/errorText.ts';

// every message the app can show from spec §5 and §8, as the app produces it
const CATALOGUE = [
  '404: This page does not exist',
  '308: redirect to /lineup/new-fest/2',
  'Invalid 308 response format',
  '500: meta.rooms is missing or invalid',
  '502: Server messed up',
  'Server is down or unreachable',
  'Failed to fetch',
  'Unknown error: Failed to fetch',
  'Server responded with 503',
  'Missing authorization code or PKCE verifier',
  'No bunny_token returned from backend',
  'Unexpected error during authentication',
  'Unexpected error during logout.',
];

describe('errorText', () => {
  it('leaves English exactly as the spec words it', () => {
    for (const m of CATALOGUE) expect(errorText(m, 'en')).toBe(m);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('translates every catalogue text into %s', (l) => {
    for (const m of CATALOGUE) {
      const out = errorText(m, l);
      expect(out, m).not.toBe(m);
      expect(out, m).not.toMatch(
        /Failed to fetch|Server is down|messed|responded|error|Unexpected|Missing|redirect to/,
      );
    }
  });

  it('keeps the numbers and targets', () => {
    expect(errorText('502: Server messed up', 'de')).toBe('502: Fehler auf dem Server');
    expect(errorText('308: redirect to /lineup/x/2', 'pl')).toBe(
      '308: przekierowanie do /lineup/x/2',
    );
    expect(errorText('Server responded with 503', 'fr')).toBe('Le serveur a répondu 503');
  });

  it('shows a text it does not know as it is', () => {
    expect(errorText('Keine Daten verfügbar', 'de')).toBe('Keine Daten verfügbar');
  });
});
