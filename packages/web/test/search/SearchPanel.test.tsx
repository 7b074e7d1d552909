// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { MyPlanPage } from '../../src/plan/MyPlanScreen.tsx';
import { SearchPanel } from '../../src/search/SearchPanel.tsx';
import { AT, lineup, set } from '../timetable/lineupFixture.ts';

let writeText: ReturnType<typeof vi.fn>;

function open(url: string, at: Date = AT.during) {
  vi.setSystemTime(at);
  window.history.replaceState(null, '', url);
  return render(<SearchPanel lineup={lineup()} />);
}

function input(): HTMLInputElement {
  return screen.getByRole('searchbox', { name: 'Search the Testfest lineup' }) as HTMLInputElement;
}

function resultRows(): HTMLElement[] {
  const list = screen.getByRole('list', { name: 'Results' });
  return within(list).getAllByRole('listitem');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  localStorage.clear();
  sessionStorage.clear();
  resetLikesStore();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ url: '/' }))),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('search panel', () => {
  it('has the party name in its placeholder and, when empty, points to My plan', () => {
    open('/lineup/testfest');
    expect(input().placeholder).toContain('Testfest');
    const link = screen.getByRole('link', { name: 'My plan' });
    expect(link.getAttribute('href')).toBe('/my-plan/testfest');
    // the spec's likes list is below the results (here empty, with its hint); the plan is not
    expect(screen.getByRole('region', { name: 'Your liked sets' })).toBeTruthy();
    expect(document.getElementById('my-plan')).toBeNull();
  });

  it('a "?" placeholder found through its note reads as on the now page', () => {
    const data = lineup();
    const placeholder = data.sets[1]!.find((x) => x.dj === '?')!;
    placeholder.change = 'secret headliner';
    placeholder.djAndChange = '? (secret headliner)';
    vi.setSystemTime(AT.during);
    window.history.replaceState(null, '', '/lineup/testfest?q=secret+headliner');
    render(<SearchPanel lineup={data} />);
    const names = resultRows().map((row) => row.querySelector('.search-row__dj')?.textContent);
    expect(names[0]).toBe('an act to be announced (secret headliner)');
  });

  it('lists every set but the "?" placeholders for an empty input', () => {
    open('/lineup/testfest');
    const names = resultRows().map((row) => row.querySelector('.search-row__dj')?.textContent);
    expect(names).toHaveLength(5);
    expect(names).not.toContain('?');
  });

  it('mirrors the typed text into q, drops s, and removes q when cleared', () => {
    open('/lineup/testfest?s=Ada%20Lovelace');
    fireEvent.input(input(), { target: { value: 'grace' } });
    expect(new URLSearchParams(window.location.search).get('q')).toBe('grace');
    expect(window.location.search).not.toContain('s=');
    fireEvent.input(input(), { target: { value: '' } });
    expect(window.location.search).toBe('');
  });

  it('shows the act of an s link in the input and finds it exactly', () => {
    open('/lineup/testfest?s=Alan%20Turing');
    expect(input().value).toBe('Alan Turing');
    const rows = resultRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Alan Turing');
  });

  it('finds an act despite a typo', () => {
    open('/lineup/testfest?q=grase%20hoper');
    expect(resultRows()[0]!.textContent).toContain('Grace Hopper (b2b Linus)');
  });

  it('shows at most 6 results', () => {
    vi.setSystemTime(AT.during);
    window.history.replaceState(null, '', '/lineup/testfest?q=ada');
    const many = Array.from({ length: 9 }, (_, i) =>
      set(`Ada ${i + 1}`, 0, `2026-07-31T1${i}:00:00.000Z`, `2026-07-31T1${i}:30:00.000Z`),
    );
    render(<SearchPanel lineup={lineup({ sets: [many, [], []] })} />);
    expect(resultRows()).toHaveLength(6);
  });

  it.each([
    ['Ada Lovelace', 'Finished', 'finished'],
    ['Grace Hopper', 'Playing now', 'running'],
    ['Alan Turing', 'Upcoming', 'upcoming'],
  ])('says in words how %s stands: %s', (dj, word, status) => {
    open(`/lineup/testfest?q=${encodeURIComponent(dj)}`);
    const row = resultRows()[0]!;
    expect(row.textContent).toContain(word);
    expect(row.querySelector(`.search-dot--${status}`)).not.toBeNull();
  });

  it('refreshes the statuses every 60 s', () => {
    vi.useFakeTimers();
    open('/lineup/testfest?q=grace', new Date('2026-07-31T21:59:30.000Z'));
    expect(resultRows()[0]!.textContent).toContain('Playing now');
    act(() => vi.advanceTimersByTime(60_000));
    expect(resultRows()[0]!.textContent).toContain('Finished');
  });

  it('gives room, day and time of a set not playing now', () => {
    // Alan plays Saturday 00:00 Berlin time: Friday night's set (one night model, issue 33),
    // named by its night like every sheet; "Today" on Friday
    open('/lineup/testfest?q=alan', new Date('2026-07-30T10:00:00.000Z'));
    expect(resultRows()[0]!.textContent).toContain(
      'Upcoming · 🌅 Beach · Night of Fri 31 Jul, 00:00',
    );
    cleanup();
    open('/lineup/testfest?q=alan', AT.before);
    expect(resultRows()[0]!.textContent).toContain('Upcoming · 🌅 Beach · Today, 00:00');
  });

  it('copies the set link on click and says so', async () => {
    open('/lineup/testfest?q=grace');
    const row = resultRows()[0]!;
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: /^Grace Hopper/ }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/grace-hopper`);
    expect(screen.getByRole('status').textContent).toBe('Copied to clipboard!');
    expect(screen.getByText(/link to Grace Hopper's set was copied/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/s/grace-hopper`,
      expect.anything(),
    );
  });

  it('a result opens the act sheet in one tap: links, heart and the copy link', async () => {
    const data = lineup();
    const grace = data.sets.flat().find((x) => x.dj === 'Grace Hopper')!;
    grace.meta = [{ key: 'soundcloud', value: 'https://soundcloud.com/grace', orange: false }];
    vi.setSystemTime(AT.during);
    window.history.replaceState(null, '', '/lineup/testfest?q=grace');
    render(<SearchPanel lineup={data} />);
    fireEvent.click(screen.getByRole('button', { name: 'Links and sharing: Grace Hopper' }));
    const sheet = screen.getByRole('dialog', { name: /^Grace Hopper/ });
    const link = within(sheet).getByRole('link', { name: 'SoundCloud' });
    expect(link.getAttribute('href')).toBe('https://soundcloud.com/grace');
    expect(within(sheet).getByRole('button', { name: 'Like Grace Hopper' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/grace-hopper`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a set liked here is in My plan', () => {
    open('/lineup/testfest?q=grace');
    fireEvent.click(screen.getByRole('button', { name: 'Like Grace Hopper' }));
    cleanup();
    render(<MyPlanPage lineup={lineup()} />);
    const plan = document.getElementById('my-plan')!;
    expect(within(plan).getByText(/Grace Hopper/)).toBeTruthy();
  });

  it('keeps two editions with one party name apart: this year first, each with its year', () => {
    const liked = (dj: string, beginningSchedule: string, started: string) => ({
      dj,
      room: 0,
      partyName: 'Testfest',
      title: dj,
      beginningSchedule,
      started,
      meta: [],
      likedAt: '2026-07-01T00:00:00.000Z',
    });
    localStorage.setItem(
      'likedDJs',
      JSON.stringify([
        liked('Last Year Act', '2025-08-01T18:00:00.000Z', '2025-08-01T20:00:00.000Z'),
        liked('Grace Hopper', '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z'),
      ]),
    );
    resetLikesStore();
    vi.setSystemTime(AT.during);
    render(<MyPlanPage lineup={lineup()} />);
    // this edition's like is the plan; the other edition's is listed below it, with its year
    expect(within(document.getElementById('my-plan')!).getByText(/Grace Hopper/)).toBeTruthy();
    const likes = document.getElementById('likes')!;
    const headings = within(likes)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Testfest 2025']);
    const groups = likes.querySelectorAll('.likes__group');
    expect(groups[0]!.textContent).toContain('Last Year Act');
    expect(groups[0]!.textContent).not.toContain('Grace Hopper');
    // beside a finished group, in words: "⌛ all finished"
    expect(groups[0]!.querySelector('.likes__state')?.textContent).toBe('⌛ all finished');
  });

  it("a liked set's sheet copies its link; last year's names no stage of this year and has no link", async () => {
    const liked = (dj: string, room: number, beginningSchedule: string, started: string) => ({
      dj,
      room,
      partyName: 'Testfest',
      title: dj,
      beginningSchedule,
      started,
      meta: [],
      likedAt: '2026-07-01T00:00:00.000Z',
    });
    const data = lineup();
    const grace = data.sets.flat().find((x) => x.dj === 'Grace Hopper')!;
    localStorage.setItem(
      'likedDJs',
      JSON.stringify([
        liked('Last Year Act', 0, '2025-08-01T18:00:00.000Z', '2025-08-01T20:00:00.000Z'),
        liked('Grace Hopper', grace.room, data.meta.beginningSchedule ?? '', grace.start),
      ]),
    );
    resetLikesStore();
    vi.setSystemTime(AT.during);
    window.history.replaceState(null, '', '/lineup/testfest');
    render(<MyPlanPage lineup={data} />);
    expect(document.getElementById('my-plan')!.textContent).toContain(data.meta.rooms[grace.room]!);
    const groups = document.getElementById('likes')!.querySelectorAll('.likes__group');
    expect(groups[0]!.textContent).not.toContain(data.meta.rooms[0]!);

    fireEvent.click(screen.getByRole('button', { name: 'Links and sharing: Last Year Act' }));
    let sheet = screen.getByRole('dialog', { name: /^Last Year Act/ });
    expect(within(sheet).queryByRole('button', { name: 'Copy link' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));

    const plan = document.getElementById('my-plan')!;
    fireEvent.click(within(plan).getByRole('button', { name: 'Links and sharing: Grace Hopper' }));
    sheet = screen.getByRole('dialog', { name: /^Grace Hopper/ });
    await act(async () => {
      fireEvent.click(within(sheet).getByRole('button', { name: 'Copy link' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/${grace.s}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
