// @vitest-environment happy-dom
// "opens 23:30 with Bo" lacked its preposition in every language (issue 16, item 16): the
// time gets at / um / à / o, and a later day reads "opens Sat at 18:00".
import type { LineupResponse, Locale } from '@lineup/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { LineupStore } from '../../src/data/lineupStore.ts';
import { LineupStoreProvider } from '../../src/data/useLineup.ts';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { resetClientMode } from '../../src/kit/clientMode.ts';
import { NowScreen } from '../../src/now/NowScreen.tsx';
import { act, NOW, nowLineup } from './fixture.ts';

function beachLine(sets: ReturnType<typeof act>[], locale: Locale): string {
  const data: LineupResponse = nowLineup();
  data.sets = [sets];
  data.meta.rooms = ['Beach'];
  data.meta.emoticons = [];
  data.meta.stageUrls = ['beach'];
  window.history.replaceState(null, '', '/event/nowfest');
  resetClientMode();
  const store = new LineupStore();
  store.setData('nowfest', data);
  const view = render(
    <LineupStoreProvider store={store}>
      <Router>
        <LocaleProvider locale={locale}>
          <NowScreen festival="nowfest" />
        </LocaleProvider>
      </Router>
    </LineupStoreProvider>,
  );
  return (
    view.container.querySelector('.room-line__what')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW); // 23:00 on Friday 31 July in Berlin
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const tonight = [act('Bo', 0, '2026-07-31T21:30:00.000Z', '2026-08-01T01:00:00.000Z')];
const tomorrow = [act('Bo', 0, '2026-08-01T16:00:00.000Z', '2026-08-01T18:00:00.000Z')];

describe('a stage that has not opened yet', () => {
  it.each([
    ['en', 'opens at 23:30 with Bo', 'opens Sat at 18:00 with Bo'],
    ['de', 'öffnet um 23:30 mit Bo', 'öffnet am Sa um 18:00 mit Bo'],
    ['fr', 'ouvre à 23:30 avec Bo', 'ouvre sam. à 18:00 avec Bo'],
    ['pl', 'otwiera się o 23:30, zagra Bo', 'otwiera się w sob. o 18:00, zagra Bo'],
  ] as const)('%s: "%s", "%s"', (locale, later, nextDay) => {
    expect(beachLine(tonight, locale)).toBe(later);
    cleanup();
    // the short weekday's dot depends on the Intl data ("Sa" or "Sa.")
    expect(beachLine(tomorrow, locale).replace(/(Sa|sam|sob)\.? /, '$1 ')).toBe(
      nextDay.replace(/(Sa|sam|sob)\.? /, '$1 '),
    );
  });

  it('pl: "we wt." for a Tuesday, as Polish says "we wtorek"', () => {
    const tuesday = [act('Bo', 0, '2026-08-04T16:00:00.000Z', '2026-08-04T18:00:00.000Z')];
    expect(beachLine(tuesday, 'pl')).toMatch(/^otwiera się we wt\.? o 18:00, zagra Bo$/);
  });
});
