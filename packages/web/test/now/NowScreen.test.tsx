// @vitest-environment happy-dom
// The now page as a fan reads it (spec §2): one line per room worded from core's room state,
// orange for followed acts, hearts beside known acts, the playing-now grid, text block 2.
import type { LineupResponse, Locale } from '@lineup/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { setFollowing } from '../../src/auth/session.ts';
import { LineupStore } from '../../src/data/lineupStore.ts';
import { LineupStoreProvider } from '../../src/data/useLineup.ts';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { resetClientMode } from '../../src/kit/clientMode.ts';
import { NowScreen } from '../../src/now/NowScreen.tsx';
import { act, NOW, nowLineup, nowMeta } from './fixture.ts';

function show(data: LineupResponse, { locale = 'en', url = '/event/nowfest' } = {}) {
  window.history.replaceState(null, '', url);
  resetClientMode();
  const store = new LineupStore();
  store.setData('nowfest', data);
  return render(
    <LineupStoreProvider store={store}>
      <Router>
        <LocaleProvider locale={locale as Locale}>
          <NowScreen festival="nowfest" />
        </LocaleProvider>
      </Router>
    </LineupStoreProvider>,
  );
}

function lines(): string[] {
  const list = screen.getByRole('region', { name: 'Stages right now' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent?.replace(/\s+/g, ' ').trim() ?? '');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
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

describe('now page', () => {
  it('words every room state, in room order', () => {
    show(nowLineup());
    expect(lines()).toEqual([
      '🌅 Beach: Ada (opens in a new tab) is playing now, next: Grace at 00:00',
      '🌲 Forest: Kim is playing now, closing soon',
      '🏭 Warehouse: pause, 30 min left, then Lin at 23:30',
      '🪩 Disco: opens Sat at 18:00 with Mo',
      '🌙 Chill: closed',
      '🎪 Tent: ⚠️ no data for this stage yet',
    ]);
  });

  const beach = (...sets: ReturnType<typeof act>[]) => {
    const data = nowLineup();
    data.sets = [sets];
    data.setCursors = [0];
    data.tracks = [[]];
    data.meta = nowMeta({ rooms: ['🌅 Beach'], stageUrls: ['beach'], emoticons: ['🌅'] });
    return data;
  };

  it.each([
    [
      'just started (5 minutes or less)',
      [act('Ada', 0, '2026-07-31T20:57:00.000Z', '2026-07-31T22:00:00.000Z')],
      '🌅 Beach: Ada has just started, closing at 00:00',
    ],
    [
      'pause after the current set',
      [
        act('Ada', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z'),
        act('Bo', 0, '2026-07-31T22:30:00.000Z', '2026-07-31T23:30:00.000Z'),
      ],
      '🌅 Beach: Ada is playing now, then a 30 min pause before Bo at 00:30',
    ],
    [
      'closing: the pause to the next set exceeds 120 minutes',
      [
        act('Ada', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z'),
        act('Bo', 0, '2026-08-01T00:01:00.000Z', '2026-08-01T01:00:00.000Z'),
      ],
      '🌅 Beach: Ada is playing now, closing at 00:00',
    ],
    [
      'closed until the next set when it opened before',
      [
        act('Ada', 0, '2026-07-31T16:00:00.000Z', '2026-07-31T18:00:00.000Z'),
        act('Bo', 0, '2026-08-01T00:00:00.000Z', '2026-08-01T01:00:00.000Z'),
      ],
      '🌅 Beach: closed until Sat 02:00, then Bo',
    ],
    [
      'will open when it never opened',
      [act('Bo', 0, '2026-07-31T21:30:00.000Z', '2026-08-01T01:00:00.000Z')],
      '🌅 Beach: opens at 23:30 with Bo',
    ],
  ])('%s', (_name, sets, line) => {
    show(beach(...sets));
    expect(lines()).toEqual([line]);
  });

  it('says "closed for a break" between opening windows, with the reopening time', () => {
    const data = beach(
      act('Ada', 0, '2026-07-31T16:00:00.000Z', '2026-07-31T18:00:00.000Z'),
      act('Bo', 0, '2026-08-01T16:00:00.000Z', '2026-08-01T18:00:00.000Z'),
    );
    data.meta.start = ['2026-07-31T16:00:00.000Z', '2026-08-01T16:00:00.000Z'];
    data.meta.end = ['2026-07-31T19:00:00.000Z', '2026-08-01T20:00:00.000Z'];
    show(data);
    expect(lines()).toEqual(['🌅 Beach: closed for a break until Sat 18:00, then Bo']);
  });

  it("a break names the next act at its own start, not the window's opening", () => {
    const data = beach(
      act('Ada', 0, '2026-07-31T16:00:00.000Z', '2026-07-31T18:00:00.000Z'),
      act('Bo', 0, '2026-08-01T19:00:00.000Z', '2026-08-01T20:00:00.000Z'),
    );
    // the second window opens at 20:00 local; Bo starts at 21:00
    data.meta.start = ['2026-07-31T16:00:00.000Z', '2026-08-01T18:00:00.000Z'];
    data.meta.end = ['2026-07-31T19:00:00.000Z', '2026-08-01T20:00:00.000Z'];
    show(data);
    expect(lines()).toEqual(['🌅 Beach: closed for a break until Sat 21:00, then Bo']);
    expect(screen.getByRole('button', { name: 'Like Bo, next' })).toBeTruthy();
  });

  it('words a "?" placeholder slot as an act to be announced, never a bare "?"', () => {
    show(
      beach(
        act('Ada', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z'),
        act('?', 0, '2026-07-31T22:00:00.000Z', '2026-08-01T00:00:00.000Z'),
      ),
    );
    const [line] = lines();
    expect(line).toContain('an act to be announced');
    expect(line).not.toMatch(/next: \?/);
  });

  it('shows followed acts in orange and links them to their first external page', () => {
    setFollowing(['https://soundcloud.com/ada']);
    show(nowLineup());
    const ada = screen.getAllByRole('link', { name: /^Ada/ })[0]!;
    expect(ada.getAttribute('href')).toBe('https://soundcloud.com/ada');
    expect(ada.className).toContain('act--orange');
    expect(screen.getByText('Grace').className).not.toContain('act--orange');
  });

  it('puts a heart beside each line with a known act, none beside closed or empty rooms', () => {
    show(nowLineup());
    const hearts = screen
      .getAllByRole('button', { pressed: false })
      .map((b) => b.getAttribute('aria-label'));
    expect(hearts).toEqual(['Like Ada, now', 'Like Kim, now', 'Like Lin, next', 'Like Mo, next']);
  });

  it('links each room to its timetable and shows the tracks link only with tracks', () => {
    const data = nowLineup();
    data.meta.showTracksPage = true;
    data.tracks[1] = [
      {
        key: 'Live',
        value: 'https://x.example/t',
        dj: 'Kim',
        room: 1,
        start: null,
        end: null,
        createdAt: null,
        image: null,
      },
    ];
    show(data);
    expect(screen.getByRole('link', { name: '🌲 Forest' }).getAttribute('href')).toBe(
      '/lineup/nowfest/1',
    );
    const tracks = screen.getAllByRole('link', { name: /Released tracks/ });
    expect(tracks.map((l) => l.getAttribute('href'))).toEqual(['/tracks/nowfest#forest']);
  });

  it('replaces ⏰ with the party time and 🔎 with a link to the lineup search', () => {
    const data = nowLineup();
    data.meta.nowText2Map = { en: 'Open ⏰. Find an act: 🔎', de: 'Offen ⏰ 🔎' };
    show(data);
    expect(screen.getByText(/Fri 31 Jul, 18:00/).textContent).toMatch(
      /⏰ Fri 31 Jul, 18:00\s*–\s*Sat 1 Aug, 22:00/,
    );
    expect(screen.getByRole('link', { name: /search the lineup/ }).getAttribute('href')).toBe(
      '/lineup/nowfest',
    );
  });

  it.each([
    ['fr', { en: 'Hello fans', de: 'Hallo' }, 'bunny', 'Hello fans'],
    ['de', { en: 'Hello fans', de: 'Hallo' }, 'bunny', 'Hallo'],
    ['en', undefined, 'duck', 'Tonight at Nowfest'],
    ['pl', undefined, 'bunny', 'Kto teraz gra na Nowfest?'],
  ] as const)('intro in %s (%s, %s)', (locale, map, kind, headline) => {
    const data = nowLineup();
    data.meta = nowMeta({ nowText1Map: map, kind });
    show(data, { locale });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(headline);
  });

  it('shows other running events as link cards, and hides them and the intro in the app', async () => {
    const data = nowLineup();
    data.meta.currentEvents = [
      { key: '/event/nowfest', value: 'Nowfest' },
      { key: '/event/other', value: 'Other Fest' },
    ];
    data.meta.nowText1Map = { en: 'Welcome' };
    show(data, { url: '/event/nowfest' });
    // the cards' code loads on demand
    expect((await screen.findByRole('link', { name: /Other Fest/ })).getAttribute('href')).toBe(
      '/event/other',
    );
    cleanup();
    data.meta.currentEvents = [
      { key: '/event/other', value: 'Other Fest' },
      { key: '/event/nowfest', value: 'Nowfest' },
    ];
    // the installed app hides them with its stylesheet (the browser test checks what shows):
    // here, the cards of an event that is not the main one are marked for it
    show(data, { url: '/event/nowfest?clientMode=mobileApp' });
    const cards = (await screen.findByRole('link', { name: /Other Fest/ })).closest('nav');
    expect(cards?.className).toBe('other-events other-events--not-in-app');
    expect(screen.getByRole('heading', { level: 1 }).className).toBe('now-intro');
  });

  it('lists the debug logs when the event has them', () => {
    const data = nowLineup();
    data.meta.debugLogs = ['⚠ set 3 has no dj', 'room 9 unknown'];
    show(data);
    expect(screen.getByText('⚠ set 3 has no dj')).toBeTruthy();
    expect(screen.getByText('room 9 unknown')).toBeTruthy();
  });

  it('shows the playing acts as copy buttons with their 300×300 picture', () => {
    show(nowLineup());
    const grid = screen.getByRole('region', { name: 'Playing now' });
    const cards = within(grid).getAllByRole('button');
    // the visible words name the card (label in name), the action follows
    expect(cards.map((c) => c.textContent)).toEqual([
      'Ada🌅 Beachsince 22:00. Copy the link to the set of Ada',
      'Kim🌲 Forestsince 21:00. Copy the link to the set of Kim',
    ]);
    const [placeholder, full] = Array.from(cards[0]!.querySelectorAll('img'));
    expect(placeholder?.getAttribute('src')).toBe('https://i1.sndcdn.com/avatars-ada-t67x67.jpg');
    expect(full?.getAttribute('src')).toBe('https://i1.sndcdn.com/avatars-ada-t300x300.jpg');
    fireEvent.error(full!);
    expect(cards[0]!.querySelector('.avatar__img')?.getAttribute('src')).toBe(
      '/festival-192x192.webp',
    );
    expect(screen.getByText(/Tap a picture to copy a link/)).toBeTruthy();
  });
});
