// @vitest-environment happy-dom
// The store starts from the lineup the server put into the page's HTML (issue 15): the first
// screen needs no request, and the next revalidation sends the inline answer's hash.
import { INLINE_ID, LINEUP_REFETCH_MS, type LineupResponse } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeInlineLineup } from '../../src/data/inlineLineup.ts';
import { type Fetcher, LineupStore } from '../../src/data/lineupStore.ts';
import { prefetchLineup } from '../../src/data/prefetch.ts';

function lineup(id: string, hash: string): LineupResponse {
  return {
    hash,
    meta: { id, rooms: ['A'] },
    sets: [[]],
    setCursors: [0],
    tracks: [[]],
    latestTracks: [],
  } as unknown as LineupResponse;
}

/** the element as the server writes it (JSON with <, > and & as \u escapes) */
function putInline(festival: string, text: string, checkedAt?: number): void {
  const script = document.createElement('script');
  script.id = INLINE_ID;
  script.type = 'application/json';
  script.setAttribute('data-festival', festival);
  if (checkedAt !== undefined) script.setAttribute('data-checked-at', String(checkedAt));
  script.textContent = text;
  document.body.append(script);
}

function recording(answer: LineupResponse) {
  const calls: { festival: string | undefined; previous: LineupResponse | undefined }[] = [];
  const fetcher: Fetcher = async (festival, previous, onResponse) => {
    calls.push({ festival, previous });
    onResponse(new Response(null));
    return previous?.hash === answer.hash ? previous : answer;
  };
  return { fetcher, calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-07-30T22:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the inline lineup', () => {
  it('fills the store so the now page shows it without a request, then revalidates with its hash', async () => {
    const inline = lineup('fest', 'h1');
    putInline('fest', JSON.stringify(inline).replace(/</g, '\\u003c'));
    const { fetcher, calls } = recording(inline);
    const store = new LineupStore({ fetcher });

    expect(takeInlineLineup(store)).toBe(true);
    prefetchLineup(store, '/de/event/fest');
    const stop = store.entry('fest').subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(store.peek('fest')).toEqual(inline);
    expect(store.entry('fest').state.checkedAt).toBe(Date.now());
    expect(calls).toHaveLength(0);
    // read once: the element is gone
    expect(document.getElementById(INLINE_ID)).toBeNull();

    await vi.advanceTimersByTimeAsync(LINEUP_REFETCH_MS);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.previous?.hash).toBe('h1');
    stop();
  });

  it("from the worker's cache keeps the time the server last confirmed it, and is asked for again at once", async () => {
    const inline = lineup('fest', 'h1');
    const checkedAt = Date.parse('2026-07-29T10:00:00Z');
    putInline('fest', JSON.stringify(inline), checkedAt);
    const { fetcher, calls } = recording(inline);
    const store = new LineupStore({ fetcher });

    expect(takeInlineLineup(store)).toBe(true);
    // the fan sees the cached lineup at once, and when it was last confirmed
    expect(store.peek('fest')).toEqual(inline);
    expect(store.entry('fest').state.checkedAt).toBe(checkedAt);
    await vi.advanceTimersByTimeAsync(0);
    // asked again without waiting for the refetch interval, with the cached hash
    expect(calls).toHaveLength(1);
    expect(calls[0]?.previous?.hash).toBe('h1');
  });

  it('is filed as the main current event on the start page, and under its id for the redirect', async () => {
    const inline = lineup('fest', 'h1');
    putInline('', JSON.stringify(inline));
    const { fetcher, calls } = recording(inline);
    const store = new LineupStore({ fetcher });
    takeInlineLineup(store);
    prefetchLineup(store, '/');
    prefetchLineup(store, '/event/fest');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.peek(undefined)?.hash).toBe('h1');
    expect(store.peek('fest')?.hash).toBe('h1');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['unreadable JSON', '{"hash":'],
    ['not a lineup', '{"hash":"h1"}'],
  ])('%s is skipped with a warning and the page fetches its lineup', async (_what, text) => {
    putInline('fest', text);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetcher, calls } = recording(lineup('fest', 'h2'));
    const store = new LineupStore({ fetcher });
    expect(takeInlineLineup(store)).toBe(false);
    expect(warn).toHaveBeenCalled();
    prefetchLineup(store, '/event/fest');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ festival: 'fest', previous: undefined }]);
    expect(store.peek('fest')?.hash).toBe('h2');
    warn.mockRestore();
  });

  it('leaves a page without one (the service worker’s shell) to fetch', async () => {
    const { fetcher, calls } = recording(lineup('fest', 'h1'));
    const store = new LineupStore({ fetcher });
    expect(takeInlineLineup(store)).toBe(false);
    prefetchLineup(store, '/event/fest');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  describe("a big festival's grid, which names the night it opens on instead of carrying it", () => {
    function putSource(festival: string, src: string): void {
      const script = document.createElement('script');
      script.id = INLINE_ID;
      script.type = 'application/json';
      script.setAttribute('data-festival', festival);
      script.setAttribute('data-src', src);
      document.body.append(script);
    }
    const SRC = '/api/lineup/fest?night=2026-07-30';
    const part = { ...lineup('fest', 'h1-2026-07-30'), part: { night: '2026-07-30', nights: [] } };

    afterEach(() => vi.unstubAllGlobals());

    it('files that night from the request the page started, and asks for the whole beside it', async () => {
      putSource('fest', SRC);
      const asked: string[] = [];
      vi.stubGlobal('fetch', async (url: string) => {
        asked.push(url);
        return new Response(JSON.stringify(part));
      });
      let answer: (value: LineupResponse) => void = () => {};
      const calls: (string | undefined)[] = [];
      const store = new LineupStore({
        fetcher: (festival) => {
          calls.push(festival);
          return new Promise((resolve) => (answer = resolve));
        },
      });
      expect(takeInlineLineup(store)).toBe(true);
      expect(document.getElementById(INLINE_ID)).toBeNull();
      prefetchLineup(store, '/grid/fest');
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toEqual([SRC]);
      expect(calls).toEqual(['fest']);
      expect(store.peek('fest')?.part?.night).toBe('2026-07-30');
      answer(lineup('fest', 'h1'));
      await vi.advanceTimersByTimeAsync(0);
      expect(store.peek('fest')?.hash).toBe('h1');
    });

    it('leaves the whole in place when it came first', async () => {
      putSource('fest', SRC);
      let send: (res: Response) => void = () => {};
      vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (send = resolve)));
      const { fetcher } = recording(lineup('fest', 'h1'));
      const store = new LineupStore({ fetcher });
      takeInlineLineup(store);
      prefetchLineup(store, '/grid/fest');
      await vi.advanceTimersByTimeAsync(0);
      expect(store.peek('fest')?.hash).toBe('h1');
      send(new Response(JSON.stringify(part)));
      await vi.advanceTimersByTimeAsync(0);
      expect(store.peek('fest')?.hash).toBe('h1');
    });
  });
});
