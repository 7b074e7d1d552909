// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { HeartButton } from '../../src/likes/HeartButton.tsx';
import { LikesSync, localDayString } from '../../src/likes/LikesSync.tsx';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { set } from '../timetable/lineupFixture.ts';

const ada = set('Ada Lovelace', 0, '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z');

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  resetLikesStore();
  fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    return Promise.resolve(Response.json({ token: '', likes: body.likes, following: [] }));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeartButton', () => {
  it('is a toggle button named after the act, and every heart of the act follows it', () => {
    render(
      <>
        <HeartButton set={ada} />
        <HeartButton set={ada} />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Like Ada Lovelace' });
    expect(first!.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(first!);
    const pressed = screen.getAllByRole('button', { name: 'Unlike Ada Lovelace' });
    expect(pressed).toHaveLength(2);
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('likedDJs')!)).toHaveLength(1);
  });

  it.each([
    ['de', 'Ada Lovelace merken'],
    ['fr', 'Aimer Ada Lovelace'],
    ['pl', 'Polub: Ada Lovelace'],
  ] as const)('speaks %s', (locale, name) => {
    render(
      <LocaleProvider locale={locale}>
        <HeartButton set={ada} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name })).toBeTruthy();
  });
});

describe('LikesSync (daily sync)', () => {
  it('sends the likes once per calendar day', async () => {
    localStorage.setItem(
      'likedDJs',
      JSON.stringify([
        {
          dj: 'Ada',
          room: 0,
          partyName: 'T',
          title: 'Ada',
          beginningSchedule: '2026-07-31T18:00:00.000Z',
          started: '2026-07-31T18:00:00.000Z',
          meta: [],
        },
      ]),
    );
    render(<LikesSync />);
    await vi.waitFor(() =>
      expect(localStorage.getItem('lastLikesUpdate')).toBe(localDayString(new Date())),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    cleanup();
    resetLikesStore();
    render(<LikesSync />);
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends again on a new day', async () => {
    localStorage.setItem('lastLikesUpdate', 'Thu Jan 01 1970');
    localStorage.setItem(
      'likedDJs',
      JSON.stringify([
        {
          dj: 'Ada',
          room: 0,
          partyName: 'T',
          title: 'Ada',
          beginningSchedule: '2026-07-31T18:00:00.000Z',
          started: '2026-07-31T18:00:00.000Z',
          meta: [],
        },
      ]),
    );
    render(<LikesSync />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('sends nothing when there is nothing to send', async () => {
    render(<LikesSync />);
    await vi.waitFor(() => expect(localStorage.getItem('lastLikesUpdate')).not.toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a heart made while the server was down when the app is opened again', async () => {
    // today's sync is done; then the fan hearts Ada while the server is down
    localStorage.setItem('lastLikesUpdate', localDayString(new Date()));
    fetchMock.mockImplementation(() => Promise.resolve(new Response('', { status: 503 })));
    render(<HeartButton set={ada} />);
    fireEvent.click(screen.getByRole('button', { name: 'Like Ada Lovelace' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    cleanup();
    // the app is opened again later, the server is back
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Promise.resolve(Response.json({ token: '', likes: body.likes, following: [] }));
    });
    resetLikesStore();
    render(<LikesSync />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(sent.likes.map((l: { dj: string }) => l.dj)).toEqual(['Ada Lovelace']);
  });

  it('sends a heart made offline as soon as the browser is back online', async () => {
    localStorage.setItem('lastLikesUpdate', localDayString(new Date()));
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <>
        <LikesSync />
        <HeartButton set={ada} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Like Ada Lovelace' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    fetchMock.mockImplementation((_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Promise.resolve(Response.json({ token: '', likes: body.likes, following: [] }));
    });
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(localStorage.getItem('lastLikesUpdate')).toBe(localDayString(new Date())),
    );
  });
});
