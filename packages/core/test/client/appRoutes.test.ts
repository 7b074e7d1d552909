import { describe, expect, it } from 'vitest';
import { isAppPage } from '../../src/client/appRoutes.ts';

describe('the app pages the server knows', () => {
  it.each([
    '/',
    '/de',
    '/de/',
    '/fr/event/demo-2026',
    '/event/demo-2026/',
    '/lineup/demo-2026',
    '/pl/lineup/demo-2026/2',
    '/tracks/demo-2026',
    '/de/my-plan/demo-2026',
    '/past-events',
    '/About',
    '/impressum',
    '/datenschutzerklaerung',
    '/login',
    '/logout',
    '/callback',
    '/organiser',
    '/choose',
    '/s/abc123',
    '/plan/eyJ4Ijox',
    '/api/soundcloud',
  ])('%s is a page of the app', (path) => {
    expect(isAppPage(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/de/nope',
    '/event',
    '/event/',
    '/lineup/demo-2026/2/3',
    '/wp-login.php',
    '/DE/about',
    '/about/more',
    '/en/about',
  ])('%s is not', (path) => {
    expect(isAppPage(path)).toBe(false);
  });
});
