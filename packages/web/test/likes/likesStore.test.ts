// @vitest-environment happy-dom
import { LIKES_MAX, type LikeEntry, likeFromSet } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLikesStore } from '../../src/likes/likesStore.ts';
import { set } from '../timetable/lineupFixture.ts';

const ada = set('Ada Lovelace', 0, '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z');
const grace = set('Grace Hopper', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z');
const NOW = new Date('2026-07-31T21:00:00.000Z');

function stored(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

/** A fetch that records request bodies and answers with what `reply` returns. */
function fakeServer(
  reply: (body: { token: string; likes: LikeEntry[] }) => unknown = (b) => ({
    token: '',
    likes: b.likes,
    following: [],
  }),
) {
  const bodies: { token: string; likes: LikeEntry[]; removed?: unknown[] }[] = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    return answer(reply(body));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, bodies, calls: fetch };
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('likes store', () => {
  it('saves a like to likedDJs and takes it back on the second tap', async () => {
    const server = fakeServer();
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    expect(store.isLiked(ada)).toBe(true);
    expect(store.isLiked(grace)).toBe(false);
    expect(stored('likedDJs')).toEqual([likeFromSet(ada, NOW.toISOString())]);
    await store.sync();
    store.toggle(ada);
    expect(store.isLiked(ada)).toBe(false);
    expect(stored('likedDJs')).toEqual([]);
    expect(stored('removedLikes')).toEqual([
      {
        dj: 'Ada Lovelace',
        room: 0,
        beginningSchedule: ada.beginningSchedule,
        removedAt: NOW.toISOString(),
      },
    ]);
  });

  it('reads likes saved by an earlier visit, de-duplicated', () => {
    const like = likeFromSet(ada, NOW.toISOString());
    localStorage.setItem('likedDJs', JSON.stringify([like, like]));
    const store = createLikesStore({ fetch: fakeServer().fetch });
    expect(store.getSnapshot()).toEqual([like]);
    expect(store.isLiked(ada)).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"dj":"Ada"}'],
  ])('treats malformed likedDJs (%s) as empty and resets it to []', (_why, raw) => {
    localStorage.setItem('likedDJs', raw);
    const store = createLikesStore({ fetch: fakeServer().fetch });
    expect(store.getSnapshot()).toEqual([]);
    expect(localStorage.getItem('likedDJs')).toBe('[]');
  });

  it('sends token, likes and the likes taken back to POST /api/likes', async () => {
    localStorage.setItem('bunny_token', 'tok-1');
    const server = fakeServer((b) => ({ token: 'tok-1', likes: b.likes, following: [] }));
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    store.toggle(grace);
    store.toggle(ada);
    await store.sync();
    const [url, init] = server.calls.mock.calls[0]!;
    expect(url).toBe('/api/likes');
    expect(init?.method).toBe('POST');
    const last = server.bodies.at(-1)!;
    expect(last.token).toBe('tok-1');
    expect(last.likes.map((l) => l.dj)).toEqual(['Grace Hopper']);
    expect(last.removed).toEqual([
      {
        dj: 'Ada Lovelace',
        room: 0,
        beginningSchedule: ada.beginningSchedule,
        removedAt: NOW.toISOString(),
      },
    ]);
    // the server took the removal: it is not sent again
    expect(stored('removedLikes')).toEqual([]);
  });

  it('keeps the likes taken back when the send fails, and only warns', async () => {
    const failing = vi.fn(() => answer({ error: 'down' }, 500));
    const store = createLikesStore({ fetch: failing as unknown as typeof fetch, now: () => NOW });
    store.toggle(ada);
    store.toggle(ada);
    store.toggle(grace);
    await store.sync();
    expect(store.getSnapshot().map((l) => l.dj)).toEqual(['Grace Hopper']);
    expect(stored('removedLikes')).toHaveLength(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('does not send an empty list, except when forced (right after sign-in)', async () => {
    const server = fakeServer();
    const store = createLikesStore({ fetch: server.fetch });
    expect(await store.sync()).toBe(true);
    expect(server.calls).not.toHaveBeenCalled();
    await store.sync({ force: true });
    expect(server.bodies).toEqual([{ token: '', likes: [], removed: [] }]);
  });

  it('takes the server list when it is non-empty and differs, and keeps token and following', async () => {
    const fromOtherDevice = likeFromSet(grace, '2026-07-30T10:00:00.000Z');
    const server = fakeServer((b) => ({
      token: 'tok-2',
      likes: [...b.likes, fromOtherDevice],
      following: ['https://soundcloud.com/ada'],
    }));
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    await store.sync();
    expect(store.getSnapshot().map((l) => l.dj)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(store.isLiked(grace)).toBe(true);
    expect((stored('likedDJs') as LikeEntry[]).map((l) => l.dj)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(localStorage.getItem('bunny_token')).toBe('tok-2');
    expect(stored('following')).toEqual(['https://soundcloud.com/ada']);
  });

  it('keeps the local list when the server answers with an empty list', async () => {
    const server = fakeServer(() => ({ token: '', likes: [], following: [] }));
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    await store.sync();
    expect(store.isLiked(ada)).toBe(true);
  });

  it('removes the stored token when the server answers with an empty token', async () => {
    localStorage.setItem('bunny_token', 'expired');
    const server = fakeServer(() => ({ token: '', likes: [], following: [] }));
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    await store.sync();
    expect(localStorage.getItem('bunny_token')).toBeNull();
  });

  it('sends quick taps one after another, the last send carrying the final list', async () => {
    const server = fakeServer();
    const store = createLikesStore({ fetch: server.fetch, now: () => NOW });
    store.toggle(ada);
    store.toggle(grace);
    await store.sync();
    expect(server.bodies.length).toBeLessThanOrEqual(2);
    expect(server.bodies.at(-1)!.likes.map((l) => l.dj)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it(`keeps at most ${LIKES_MAX} likes, dropping the oldest`, () => {
    const many = Array.from({ length: LIKES_MAX }, (_, i) =>
      likeFromSet(
        set(`Act ${i}`, 0, '2026-07-31T18:00:00.000Z', '2026-07-31T19:00:00.000Z'),
        NOW.toISOString(),
      ),
    );
    localStorage.setItem('likedDJs', JSON.stringify(many));
    const store = createLikesStore({ fetch: fakeServer().fetch, now: () => NOW });
    store.toggle(ada);
    const likes = store.getSnapshot();
    expect(likes).toHaveLength(LIKES_MAX);
    expect(likes[0]!.dj).toBe('Act 1');
    expect(likes.at(-1)!.dj).toBe('Ada Lovelace');
  });
});
