// @vitest-environment happy-dom
// "Changes that matter" on the now page (issue 8): when a new lineup moves, cancels or
// re-stages a liked set (or gives it a new note), the fan sees it until they dismiss it, also
// when the change happened while the app was closed.
import type { LineupResponse, LineupSet, Locale } from '@lineup/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { likesStore } from '../../src/likes/useLikes.ts';
import { NowScreen } from '../../src/now/NowScreen.tsx';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { echoLikesServer, likeActs, planLineup, renderApp, setOf } from '../plan/planFixture.tsx';
import { AT } from '../timetable/lineupFixture.ts';

const v1 = planLineup();

/** v1 with Ada Lovelace's set changed (or gone, for null), under a new hash */
function withAda(change: ((ada: LineupSet) => LineupSet) | null, hash = 'h2'): LineupResponse {
  const next = planLineup({ hash });
  const ada = setOf(next, 'Ada Lovelace');
  next.sets = next.sets.map((room) => room.filter((s) => s !== ada));
  const moved = change?.(ada);
  if (moved) {
    const room = next.sets[moved.room]!;
    room.push(moved);
    room.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  }
  return next;
}

const laterAda = withAda((ada) => ({
  ...ada,
  start: '2026-07-31T19:00:00.000Z',
  end: '2026-07-31T21:00:00.000Z',
}));

const TIME_NOTICE = 'New time for Ada Lovelace: Fri 31 Jul, 21:00–23:00 (was 20:00–22:00).';
/** a like remembers its start, not its end */
const TIME_NOTICE_FROM_LIKE = 'New time for Ada Lovelace: Fri 31 Jul, 21:00–23:00 (was 20:00).';

function showNow(data: LineupResponse, locale: Locale = 'en') {
  window.history.replaceState(null, '', '/event/testfest');
  return renderApp(<NowScreen festival="testfest" />, data, { locale });
}

/** the now page once its lazily loaded notice has looked at the lineup */
async function visit(data: LineupResponse, locale: Locale = 'en') {
  const view = showNow(data, locale);
  await waitFor(
    () => {
      const seen = JSON.parse(localStorage.getItem(LOCAL_KEYS.lineupSnapshots) ?? '{}');
      expect(seen.testfest?.hash).toBe(data.hash);
    },
    { timeout: 5000 },
  );
  return view;
}

const notices = () =>
  [...document.querySelectorAll('.change-notice__text')].map((p) => p.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT.during);
  localStorage.clear();
  sessionStorage.clear();
  const likes = echoLikesServer();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) =>
      String(url).includes('/api/likes')
        ? likes(url, init)
        : Response.json({ error: 'not found' }, { status: 404 }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('change notice', () => {
  it('tells a moved liked set once a new lineup arrives, until dismissed, also after a reload', async () => {
    likeActs(v1, 'Ada Lovelace', 'Grace Hopper');
    await visit(v1);
    expect(notices()).toEqual([]);
    cleanup();

    await visit(laterAda);
    expect(notices()).toEqual([TIME_NOTICE]);
    cleanup();

    // a reload of the same lineup still shows it
    await visit(laterAda);
    expect(notices()).toEqual([TIME_NOTICE]);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notice about Ada Lovelace' }));
    expect(notices()).toEqual([]);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.dismissedChanges)!)).toHaveLength(1);
    cleanup();

    await visit(laterAda);
    expect(notices()).toEqual([]);
  });

  it('notices a change made while the app was closed, from where the set was when liked', async () => {
    likeActs(v1, 'Ada Lovelace');
    // no lineup was ever seen on this device: the like itself remembers 20:00 on Beach
    await visit(laterAda);
    expect(notices()).toEqual([TIME_NOTICE_FROM_LIKE]);
  });

  it.each([
    [
      'another stage',
      withAda((ada) => ({ ...ada, room: 1 })),
      'New stage for Ada Lovelace: 🌲 Forest (was 🌅 Beach).',
    ],
    ['a cancellation', withAda(null), 'Cancelled: Ada Lovelace is no longer in the lineup.'],
    [
      'a new note',
      withAda((ada) => ({ ...ada, change: '*moved indoors' })),
      'News for Ada Lovelace: moved indoors',
    ],
  ])('tells %s', async (_kind, next, text) => {
    likeActs(v1, 'Ada Lovelace', 'Grace Hopper');
    await visit(v1);
    cleanup();
    await visit(next);
    expect(notices()).toEqual([text]);
  });

  it('says nothing about sets the fan does not like, and drops a notice when the heart goes', async () => {
    likeActs(v1, 'Grace Hopper');
    await visit(v1);
    cleanup();
    await visit(laterAda);
    expect(notices()).toEqual([]);
    cleanup();

    likeActs(v1, 'Ada Lovelace');
    localStorage.removeItem(LOCAL_KEYS.lineupSnapshots);
    await visit(laterAda);
    expect(notices()).toEqual([TIME_NOTICE_FROM_LIKE]);
    // the heart taken back (in the timetable, say)
    act(() => likesStore().toggle(setOf(laterAda, 'Ada Lovelace')));
    await waitFor(() => expect(notices()).toEqual([]));
  });

  it.each([
    ['de', 'Neue Zeit für Ada Lovelace: Fr., 31. Juli, 21:00–23:00 (vorher 20:00).'],
    ['fr', 'Nouvel horaire pour Ada Lovelace : Ven. 31 juil., 21:00–23:00 (au lieu de 20:00).'],
    ['pl', 'Nowa godzina – Ada Lovelace: Pt., 31 lip, 21:00–23:00 (wcześniej 20:00).'],
  ] as const)('speaks %s', async (locale, text) => {
    likeActs(v1, 'Ada Lovelace');
    await visit(laterAda, locale);
    expect(notices()).toEqual([text]);
  });
});
