// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { tabHeightPx } from '../../src/timetable/selectedTab.ts';
import TimetableScreen from '../../src/timetable/TimetableScreen.tsx';
import { AT, lineup } from './lineupFixture.ts';
import { renderWithLineup } from './renderApp.tsx';

function open(url: string, stage?: string, at: Date = AT.during, data = lineup()) {
  vi.setSystemTime(at);
  return renderWithLineup(
    url,
    'testfest',
    data,
    <TimetableScreen festival="testfest" {...(stage === undefined ? {} : { stage })} />,
  );
}

function selectedTab(): HTMLElement {
  return screen.getByRole('tab', { selected: true });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  sessionStorage.clear();
  resetLikesStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tab height', () => {
  it.each([
    [844, 3, 225],
    [844, 2, 337],
    [844, 9, 75],
    [600, 12, 75],
  ])('viewport %i px, %i stages: %i px per tab (80 %% / stages, at least 75)', (vh, n, px) => {
    expect(tabHeightPx(vh, n)).toBe(px);
  });

  it('sizes the stage tabs by that rule', () => {
    open('/lineup/testfest/beach', 'beach');
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs[1]!.style.height).toBe('225px');
  });
});

describe('tab strip', () => {
  it('has a search tab and one tab per stage, named after the stage', () => {
    open('/lineup/testfest');
    const strip = screen.getByRole('tablist');
    expect(strip.getAttribute('aria-orientation')).toBe('vertical');
    expect(
      within(strip)
        .getAllByRole('tab')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['Search', '🌅 Beach', '🌲 Forest', '🌙 Chill']);
  });

  it.each([
    ['no stage', undefined, 'Search'],
    ['a slug', 'forest', '🌲 Forest'],
    ['an index', '0', '🌅 Beach'],
    ['an unknown slug', 'main-floor', 'Search'],
    ['an index out of range', '7', 'Search'],
  ])('selects from the URL: %s', (_what, stage, name) => {
    open(`/lineup/testfest${stage ? `/${stage}` : ''}`, stage);
    expect(selectedTab().getAttribute('aria-label')).toBe(name);
  });

  it('goes to the stage URL on click and remembers the stage in selectedRoom', () => {
    open('/lineup/testfest');
    fireEvent.click(screen.getByRole('tab', { name: '🌲 Forest' }));
    expect(window.location.pathname).toBe('/lineup/testfest/forest');
    expect(sessionStorage.getItem('selectedRoom')).toBe('1');
  });

  it('moves between tabs with the arrow keys', () => {
    open('/lineup/testfest/beach', 'beach');
    const beach = screen.getByRole('tab', { name: '🌅 Beach' });
    fireEvent.keyDown(beach, { key: 'ArrowDown' });
    expect(window.location.pathname).toBe('/lineup/testfest/forest');
    fireEvent.keyDown(beach, { key: 'ArrowUp' });
    expect(window.location.pathname).toBe('/lineup/testfest');
  });

  it('keeps the URL in mobile app mode and reopens the stored tab there', () => {
    open('/lineup/testfest?clientMode=mobileApp');
    fireEvent.click(screen.getByRole('tab', { name: '🌲 Forest' }));
    expect(window.location.pathname).toBe('/lineup/testfest');
    expect(selectedTab().getAttribute('aria-label')).toBe('🌲 Forest');
    cleanup();
    open('/lineup/testfest?clientMode=mobileApp');
    expect(selectedTab().getAttribute('aria-label')).toBe('🌲 Forest');
  });

  it('opens the search tab for a link with s, whatever was stored', () => {
    sessionStorage.setItem('selectedRoom', '1');
    open('/lineup/testfest?s=Ada%20Lovelace&clientMode=mobileApp');
    expect(selectedTab().getAttribute('aria-label')).toBe('Search');
  });

  it('keeps only the selected tab in the Tab order', () => {
    open('/lineup/testfest/forest', 'forest');
    const order = screen.getAllByRole('tab').map((t) => t.tabIndex);
    expect(order).toEqual([-1, -1, 0, -1]);
  });
});

describe('stage panel', () => {
  function headings(): string[] {
    return screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
  }

  it('heads each day with weekday and date before the party', () => {
    open('/lineup/testfest/beach', 'beach', AT.before);
    expect(headings()).toEqual(['Today', 'Saturday 1 August']);
  });

  it('heads with the weekday alone while the party is on', () => {
    open('/lineup/testfest/forest', 'forest', new Date('2026-08-01T05:00:00.000Z'));
    // Saturday 07:00 Berlin: the party is on, Friday is not today
    expect(headings()).toEqual(['Friday', 'Today']);
  });

  it('speaks German day names in the event time zone', () => {
    vi.setSystemTime(AT.after);
    renderWithLineup(
      '/de/lineup/testfest/beach',
      'testfest',
      lineup(),
      <LocaleProvider locale="de">
        <TimetableScreen festival="testfest" stage="beach" />
      </LocaleProvider>,
    );
    expect(headings()).toEqual(['Freitag, 31. Juli', 'Samstag, 1. August']);
  });

  it('shows times (24 h, event zone), change notes and the you-are-here row', () => {
    open('/lineup/testfest/beach?clientMode=mobileWeb', 'beach', AT.during);
    const rows = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^20:00Ada Lovelace/),
      expect.stringMatching(/^22:00Grace Hopper \(b2b Linus\)/),
      '📍You are here',
      expect.stringMatching(/^00:00Alan TuringLive with modular synths/),
      'Closes at 02:00',
    ]);
    expect(screen.getByText('Live with modular synths').tagName).toBe('EM');
  });

  it('shows a long break as closing, then closed', () => {
    open('/lineup/testfest/forest', 'forest', AT.during);
    expect(screen.getByText('Closed until Sat 06:00')).toBeTruthy();
    cleanup();
    open('/lineup/testfest/forest', 'forest', AT.before);
    expect(screen.getByText('Closes at 21:30, reopens Sat 06:00')).toBeTruthy();
  });

  it('has no you-are-here row when the party is not on', () => {
    open('/lineup/testfest/beach', 'beach', AT.after);
    expect(screen.queryByText('You are here')).toBeNull();
  });

  it('warns when a stage has no data', () => {
    open('/lineup/testfest/chill', 'chill');
    expect(screen.getByText(/No timetable for this stage yet/)).toBeTruthy();
  });

  it('shows the stage image, lazily', () => {
    open('/lineup/testfest/beach', 'beach');
    const img = screen.getByRole('img', { name: 'Stage 🌅 Beach' }) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('prints followed acts in orange', () => {
    localStorage.setItem('following', JSON.stringify(['https://soundcloud.com/ada']));
    open('/lineup/testfest/beach', 'beach');
    expect(screen.getByText('Ada Lovelace').className).toContain('tt-dj--orange');
    expect(screen.getByText('Grace Hopper').className).not.toContain('tt-dj--orange');
  });

  it('shows safe links with tooltips on desktop only', () => {
    open('/lineup/testfest/beach?clientMode=desktop', 'beach');
    const links = within(screen.getByRole('list', { name: 'Links of Ada Lovelace' })).getAllByRole(
      'link',
    );
    expect(links.map((a) => [a.textContent, a.getAttribute('title')])).toEqual([
      ['SoundCloud', 'SoundCloud'],
      ['Instagram', 'Ada’s photos'],
    ]);
    cleanup();
    open('/lineup/testfest/beach?clientMode=mobileWeb', 'beach');
    expect(screen.queryByRole('list', { name: 'Links of Ada Lovelace' })).toBeNull();
  });

  it('has no heart for a "?" placeholder', () => {
    open('/lineup/testfest/forest', 'forest');
    expect(
      screen.getAllByRole('button', { name: /^Like / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Like Katherine Johnson', 'Like Margaret Hamilton']);
  });
});
