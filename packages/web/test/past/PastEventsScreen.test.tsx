// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import PastEventsScreen from '../../src/past/PastEventsScreen.tsx';
import { lineup, meta } from '../timetable/lineupFixture.ts';
import { renderWithLineup } from '../timetable/renderApp.tsx';

const data = lineup({
  meta: meta({
    previousEvents: [
      {
        key: 'Testfest 2024',
        value: 'testfest-2024',
        start: '2024-08-02T16:00:00.000Z',
        end: '2024-08-04T08:00:00.000Z',
      },
      {
        key: 'Testfest 2025',
        value: 'testfest-2025',
        start: '2025-08-01T16:00:00.000Z',
        end: '2025-08-03T08:00:00.000Z',
      },
      {
        key: 'Testfest Spring 2025',
        value: 'spring-2025',
        start: '2025-04-01T16:00:00.000Z',
        end: null,
      },
    ],
    otherEvents: [
      { key: '/event/duck-club', value: 'Duck Club' },
      { key: '/event/testfest-2025', value: 'Testfest 2025' },
    ],
  }),
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('festival', 'testfest');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('past events', () => {
  it('groups events by year, newest first, Unknown last', () => {
    renderWithLineup('/past-events', 'testfest', data, <PastEventsScreen />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '2026',
      '2025',
      '2024',
      'Unknown',
    ]);
    const names = screen
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.past__name')?.textContent);
    expect(names).toEqual([
      'Testfest (this event)',
      'Testfest 2025',
      'Testfest Spring 2025',
      'Testfest 2024',
      'Duck Club',
    ]);
  });

  it('links every event but the current one to its event page, in the locale', () => {
    renderWithLineup(
      '/de/past-events',
      'testfest',
      data,
      <LocaleProvider locale="de">
        <PastEventsScreen />
      </LocaleProvider>,
    );
    expect(screen.getByRole('link', { name: 'Testfest 2024' }).getAttribute('href')).toBe(
      '/de/event/testfest-2024',
    );
    expect(screen.queryByRole('link', { name: /^Testfest \(/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Unbekannt' })).toBeTruthy();
  });
});

describe('past events: other events', () => {
  it('places an ended other event by its year and leaves out one that is still to come', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-08-01T00:00:00.000Z'));
    try {
      const withDates = lineup({
        meta: meta({
          previousEvents: [],
          otherEvents: [
            {
              key: '/event/winter-2025',
              value: 'Winter Rave',
              start: '2025-12-20T20:00:00.000Z',
              end: '2025-12-21T06:00:00.000Z',
            },
            {
              key: '/event/duck-club',
              value: 'Duck Club',
              start: '2026-08-07T20:00:00.000Z',
              end: '2026-08-08T04:00:00.000Z',
            },
          ],
        }),
      });
      renderWithLineup('/past-events', 'testfest', withDates, <PastEventsScreen />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        '2026',
        '2025',
      ]);
      expect(screen.getByRole('link', { name: 'Winter Rave' })).toBeTruthy();
      expect(screen.queryByText('Duck Club')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
