// @vitest-environment happy-dom
// "My plan" in the search tab (issue 8): the liked sets of the event in time order, clashes
// with their overlap in minutes, the free time between sets, a calendar file per set and for
// all, and a share link that holds nothing but the sets.
import { decodeSharedPlan, type Locale, likeFromSet } from '@lineup/core';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { MyPlanPage as MyPlan } from '../../src/plan/MyPlanScreen.tsx';
import { SearchPanel } from '../../src/search/SearchPanel.tsx';
import { AT } from '../timetable/lineupFixture.ts';
import { echoLikesServer, likeActs, planLineup, renderApp, setOf } from './planFixture.tsx';

const section = () => document.getElementById('my-plan') as HTMLElement;
const texts = (selector: string) =>
  [...section().querySelectorAll(selector)].map((el) => el.textContent ?? '');

let saved: { name: string; blob: Blob }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT.before);
  localStorage.clear();
  vi.stubGlobal('fetch', vi.fn(echoLikesServer()));
  saved = [];
  let lastBlob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:plan';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** unfolded content lines of an .ics text */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('my plan', () => {
  const data = planLineup();

  it('lists the liked sets of the event by time, grouped by day, with clashes and breaks', () => {
    likeActs(data, 'Margaret Hamilton', 'Ada Lovelace', 'Alan Turing', 'Katherine Johnson');
    renderApp(<MyPlan lineup={data} />, data);
    // the clock stands on Friday afternoon
    expect(texts('.plan__day-heading')).toEqual(['TodayFriday 31 July', 'Saturday 1 August']);
    // "Today" on screen, its date on paper (print.css shows one of the two)
    expect(texts('.plan__day-label')).toEqual(['Today']);
    expect(texts('.plan__day-date')).toEqual(['Friday 31 July']);
    expect(texts('.plan__dj')).toEqual([
      'Katherine Johnson',
      'Ada Lovelace',
      'Alan Turing',
      'Margaret Hamilton',
    ]);
    expect(texts('.plan__time')).toEqual([
      '20:00–21:00',
      '20:00–22:00',
      '00:00–02:00',
      '06:00–10:00',
    ]);
    // Katherine 20:00–21:00 and Ada 20:00–22:00 play at once for 60 minutes
    expect(texts('.plan__clash')).toEqual([
      '⚠️ Clashes with Ada Lovelace for 60 min',
      '⚠️ Clashes with Katherine Johnson for 60 min',
    ]);
    // Alan (00:00 on Saturday) is Friday night's, as on the grid: Ada ends 22:00, Alan starts
    // 00:00; Margaret (06:00) opens Saturday's day afresh
    expect(texts('.plan__gap')).toEqual(['2 h free']);
  });

  it('says "straight on" for back-to-back sets and words breaks in hours and minutes', () => {
    const shifted = planLineup();
    // Grace 22:00–00:00 follows Ada 20:00–22:00; Alan moves to 00:30
    shifted.sets[0]![2] = { ...setOf(shifted, 'Alan Turing'), start: '2026-07-31T22:30:00.000Z' };
    likeActs(shifted, 'Ada Lovelace', 'Grace Hopper');
    renderApp(<MyPlan lineup={shifted} />, shifted);
    expect(texts('.plan__gap')).toEqual(['straight on']);
    cleanup();
    likeActs(shifted, 'Katherine Johnson', 'Grace Hopper');
    renderApp(<MyPlan lineup={shifted} />, shifted);
    expect(texts('.plan__gap')).toEqual(['1 h free']);
  });

  it('shows every row’s heart on, and a tap on one takes its set out of the plan', () => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson', 'Alan Turing');
    renderApp(<MyPlan lineup={data} />, data);
    const hearts = () =>
      [...section().querySelectorAll('.plan__item .heart')].map((b) => [
        b.getAttribute('aria-label'),
        b.getAttribute('aria-pressed'),
      ]);
    expect(hearts()).toEqual([
      ['Unlike Katherine Johnson', 'true'],
      ['Unlike Ada Lovelace', 'true'],
      ['Unlike Alan Turing', 'true'],
    ]);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Unlike Ada Lovelace' }));
    });
    expect(texts('.plan__dj')).toEqual(['Katherine Johnson', 'Alan Turing']);
    expect(texts('.plan__clash')).toEqual([]);
    expect(hearts()).toEqual([
      ['Unlike Katherine Johnson', 'true'],
      ['Unlike Alan Turing', 'true'],
    ]);
  });

  it('leaves out likes of other events and invites to like when there are none', () => {
    const other = likeFromSet({ ...setOf(data, 'Ada Lovelace'), partyName: 'Otherfest' }, 'x');
    other.beginningSchedule = '2025-07-31T18:00:00.000Z';
    other.started = '2025-07-31T18:00:00.000Z';
    localStorage.setItem('likedDJs', JSON.stringify([other]));
    resetLikesStore();
    renderApp(<MyPlan lineup={data} />, data);
    expect(screen.getByText('Like sets of this event and your plan appears here.')).toBeTruthy();
    expect(texts('.plan__dj')).toEqual([]);
  });

  it.each([
    ['en', 'Clashes with Ada Lovelace for 60 min', '2 h free', 'My plan'],
    ['de', 'Überschneidet sich 60 Min. mit Ada Lovelace', '2 Std. frei', 'Mein Plan'],
    ['fr', 'Chevauche le set d’Ada Lovelace pendant 60 min', '2 h de libre', 'Mon planning'],
    ['pl', 'Koliduje z Ada Lovelace przez 60 min', '2 godz. wolnego', 'Mój plan'],
  ] as const)('speaks %s', (locale, clash, gap, heading) => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson', 'Alan Turing', 'Margaret Hamilton');
    renderApp(<MyPlan lineup={data} />, data, { locale: locale as Locale });
    expect(screen.getByRole('heading', { name: new RegExp(`^${heading}`), level: 1 })).toBeTruthy();
    expect(texts('.plan__clash')[0]).toContain(clash);
    expect(texts('.plan__gap')).toEqual([gap]);
  });

  it('downloads one set as an .ics in the event time zone', async () => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson');
    renderApp(<MyPlan lineup={data} />, data);
    fireEvent.click(
      screen.getByRole('button', { name: 'Add Ada Lovelace to your calendar (.ics)' }),
    );
    expect(saved.map((s) => s.name)).toEqual(['testfest-ada-lovelace.ics']);
    const lines = icsLines(await saved[0]!.blob.text());
    expect(saved[0]!.blob.type).toContain('text/calendar');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;TZID=Europe/Berlin:20260731T200000');
    expect(lines).toContain('DTEND;TZID=Europe/Berlin:20260731T220000');
    expect(lines).toContain('SUMMARY:Ada Lovelace @ 🌅 Beach');
    expect(lines).toContain('TZID:Europe/Berlin');
  });

  it('downloads every liked set of the event as one calendar', async () => {
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson', 'Alan Turing');
    renderApp(<MyPlan lineup={data} />, data);
    fireEvent.click(screen.getByRole('button', { name: /Add all to calendar/ }));
    expect(saved.map((s) => s.name)).toEqual(['testfest-my-plan.ics']);
    const lines = icsLines(await saved[0]!.blob.text());
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Katherine Johnson @ 🌲 Forest',
      'SUMMARY:Ada Lovelace @ 🌅 Beach',
      'SUMMARY:Alan Turing @ 🌅 Beach',
    ]);
    expect(lines).toContain('X-WR-CALNAME:Testfest: my plan');
  });

  it('shares a link that names the event and the sets, nothing else', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    likeActs(data, 'Ada Lovelace', 'Margaret Hamilton');
    renderApp(<MyPlan lineup={data} />, data);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Share my plan/ }));
    });
    const input = (await screen.findByLabelText(/Link copied/)) as HTMLInputElement;
    const url = new URL(input.value);
    expect(writeText).toHaveBeenCalledWith(input.value);
    expect(url.pathname).toMatch(/^\/plan\/[0-9a-z.-]+$/);
    expect(url.search).toBe('');
    const decoded = decodeSharedPlan(url.pathname.slice('/plan/'.length));
    expect(decoded?.eventId).toBe('testfest');
    expect(decoded?.codes.map((c) => c.s)).toEqual([
      setOf(data, 'Ada Lovelace').s,
      setOf(data, 'Margaret Hamilton').s,
    ]);
  });

  it('is on its own page: the search tab links there instead of listing the sets again', () => {
    likeActs(data, 'Ada Lovelace');
    window.history.replaceState(null, '', '/lineup/testfest');
    renderApp(<SearchPanel lineup={data} />, data);
    expect(screen.queryByRole('region', { name: 'My plan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My plan' }).getAttribute('href')).toBe(
      '/my-plan/testfest',
    );
  });
});
