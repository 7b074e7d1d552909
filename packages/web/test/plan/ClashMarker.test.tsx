// @vitest-environment happy-dom
// The clash marker beside the hearts of the timetable (issue 8): a liked set that overlaps
// another liked set says so, in words for screen readers; other rows stay as they were.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StagePanel } from '../../src/timetable/StagePanel.tsx';
import { AT } from '../timetable/lineupFixture.ts';
import { echoLikesServer, likeActs, planLineup, renderApp } from './planFixture.tsx';

const data = planLineup();

function rowOf(dj: string): HTMLElement {
  const row = [...document.querySelectorAll<HTMLElement>('.tt-row--set')].find((li) =>
    li.querySelector('.tt-dj')?.textContent?.startsWith(dj),
  );
  if (!row) throw new Error(`no row of ${dj}`);
  return row;
}

const marker = (dj: string) => rowOf(dj).querySelector('.clash-marker')?.textContent ?? null;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT.before);
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal('fetch', vi.fn(echoLikesServer()));
  window.history.replaceState(null, '', '/lineup/testfest/beach');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('clash marker', () => {
  it('marks a liked set that overlaps another liked set, with the overlap in words', () => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson', 'Alan Turing');
    renderApp(<StagePanel lineup={data} stage={0} />, data);
    expect(marker('Ada Lovelace')).toBe('⚠️Clash: Clashes with Katherine Johnson for 60 min');
    expect(rowOf('Ada Lovelace').querySelector('.clash-marker')?.getAttribute('title')).toBe(
      'Clash: Clashes with Katherine Johnson for 60 min',
    );
    // liked but clashing with nothing, and not liked at all
    expect(marker('Alan Turing')).toBeNull();
    expect(marker('Grace Hopper')).toBeNull();
  });

  it('shows on the other stage too, and goes when a heart is taken back', () => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson');
    renderApp(<StagePanel lineup={data} stage={1} />, data);
    expect(marker('Katherine Johnson')).toBe('⚠️Clash: Clashes with Ada Lovelace for 60 min');
    fireEvent.click(screen.getByRole('button', { name: 'Unlike Katherine Johnson' }));
    expect(marker('Katherine Johnson')).toBeNull();
  });

  it('is not shown for sets that only touch (one ends as the other starts)', () => {
    likeActs(data, 'Ada Lovelace', 'Grace Hopper');
    renderApp(<StagePanel lineup={data} stage={0} />, data);
    expect(marker('Ada Lovelace')).toBeNull();
    expect(marker('Grace Hopper')).toBeNull();
  });
});
