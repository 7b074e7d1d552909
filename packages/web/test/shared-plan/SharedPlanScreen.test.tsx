// @vitest-environment happy-dom
// A friend's shared plan (issue 8): /plan/{encoded} lists the sets read-only, "like these
// too" adds them to this browser's likes; no account, and a broken link says so.
import { encodeSharedPlan, type Locale } from '@lineup/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import SharedPlanScreen from '../../src/shared-plan/SharedPlanScreen.tsx';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { echoLikesServer, likeActs, planLineup, renderApp, setOf } from '../plan/planFixture.tsx';
import { AT } from '../timetable/lineupFixture.ts';

const data = planLineup();
const shared = encodeSharedPlan(
  'testfest',
  ['Alan Turing', 'Ada Lovelace', 'Margaret Hamilton'].map((dj) => setOf(data, dj)),
  data,
);

function open(encoded: string, locale: Locale = 'en') {
  window.history.replaceState(null, '', `/plan/${encoded}`);
  return renderApp(<SharedPlanScreen encoded={encoded} />, data, { locale });
}

const likedDjs = () =>
  (JSON.parse(localStorage.getItem(LOCAL_KEYS.likedDJs) ?? '[]') as { dj: string }[]).map(
    (l) => l.dj,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT.before);
  localStorage.clear();
  resetLikesStore();
  vi.stubGlobal('fetch', vi.fn(echoLikesServer()));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shared plan', () => {
  it('lists the friend’s sets in time order, read-only', () => {
    open(shared);
    expect(screen.getByRole('heading', { name: 'A friend’s plan for Testfest' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'A friend’s plan for Testfest' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // each day is a heading row of its own, not glued to the first time ("Today20:00")
    // Alan at 00:00 on Saturday is Friday night's (one night model, as on the grid)
    expect(rows).toEqual([
      'Today',
      '20:00–22:00Ada Lovelace🌅 Beach',
      '00:00–02:00Alan Turing🌅 Beach',
      'Saturday 1 August',
      '06:00–10:00Margaret Hamilton🌲 Forest',
    ]);
    // read-only: no hearts, one button for all (and one to add the friend), nothing liked yet
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '♥ Like these too',
      'Add to my crew',
    ]);
    expect(likedDjs()).toEqual([]);
  });

  it('"like these too" adds the sets not liked yet to this browser’s likes', () => {
    likeActs(data, 'Ada Lovelace');
    open(shared);
    fireEvent.click(screen.getByRole('button', { name: /Like these too/ }));
    expect(likedDjs().sort()).toEqual(['Ada Lovelace', 'Alan Turing', 'Margaret Hamilton']);
    expect(screen.getByRole('status').textContent).toBe('2 sets added to your likes.');
    expect(screen.getByRole('button', { name: /Like these too/ })).toHaveProperty('disabled', true);
  });

  it.each([
    ['not a plan at all', 'hello'],
    ['an unknown format version', shared.replace(/^1\./, '9.')],
    ['a damaged code', `${shared}.xyz`],
  ])('says so for %s', (_what, encoded) => {
    open(encoded);
    expect(
      screen.getByText('This plan link does not work. Ask your friend to share it again.'),
    ).toBeTruthy();
  });

  it.each([
    ['de', 'Diese auch merken', '3 Sets gemerkt.'],
    ['fr', 'Aimer aussi ces sets', '3 sets ajoutés à tes favoris.'],
    ['pl', 'Polub też te sety', 'Dodano 3 sety do polubionych.'],
  ] as const)('speaks %s', (locale, button, done) => {
    open(shared, locale);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(button) }));
    expect(screen.getByRole('status').textContent).toBe(done);
  });
});
