import { describe, expect, it } from 'vitest';
import { callbackLocale, callbackPrefix, loginState } from '../../src/auth/callback.ts';

// The provider returns to /callback without the locale prefix: the OAuth state carries the
// variant (which server callback redeems the code) and the fan's language (where they land).
describe('sign-in state', () => {
  it.each([
    ['festival', 'de', '', 'de'],
    ['duck', 'pl', 'duck', 'pl'],
    ['festival', 'en', '', 'en'],
  ] as const)('%s in %s round-trips', (prefix, locale, server, back) => {
    const state = loginState(prefix, locale);
    expect(callbackPrefix(state)).toBe(server);
    expect(callbackLocale(state)).toBe(back);
  });

  it.each([
    [null, '', null],
    ['duck', 'duck', null],
    ['festival.xx', '', null],
    ['<script>.de', '', 'de'],
  ])('state %s → prefix "%s", locale %s', (state, prefix, locale) => {
    expect(callbackPrefix(state)).toBe(prefix);
    expect(callbackLocale(state)).toBe(locale);
  });
});
