// The lineup cache with the figures of spec §9: refetch and stale 120 s (also in the
// background), kept 10 minutes, retried every 3 s (3 times) unless the error is final
// (404, 308, 400), the cached answer sent along for the ETag, and what the service worker
// says after it asked the server.
import {
  LINEUP_CACHE_MS,
  LINEUP_REFETCH_MS,
  LINEUP_RETRY_DELAY_MS,
  LINEUP_STALE_MS,
  type LineupResponse,
  QUERY_RETRIES,
} from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_NOT_FOUND, MSG_UNREACHABLE } from '../../src/data/lineupFetch.ts';
import { applyRevalidated } from '../../src/data/lineupSignals.ts';
import { type Fetcher, LineupStore } from '../../src/data/lineupStore.ts';
import { CHECKED_HEADER, FROM_CACHE_HEADER } from '../../src/sw/protocol.ts';

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

type Answer = LineupResponse | Error | ((previous: LineupResponse | undefined) => LineupResponse);

/** A fetcher answering from a script of answers (the last one repeats). */
function scripted(answers: Answer[], headers: Record<string, string> = {}) {
  const calls: (LineupResponse | undefined)[] = [];
  const fetcher: Fetcher = async (_festival, previous, onResponse) => {
    calls.push(previous);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (next instanceof Error) throw next;
    onResponse(new Response(null, { headers }));
    return typeof next === 'function' ? next(previous) : next;
  };
  return { fetcher, calls };
}

/** lets pending promise callbacks run */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-07-30T22:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lineup cache', () => {
  it('fetches when the first screen shows it and shares that request with the next', async () => {
    const { fetcher, calls } = scripted([lineup('fest', 'h1')]);
    const store = new LineupStore({ fetcher });
    const entry = store.entry('fest');
    entry.subscribe(() => {});
    store.entry('fest').subscribe(() => {});
    await settle();
    expect(calls).toHaveLength(1);
    expect(entry.state.data?.hash).toBe('h1');
  });

  it('refetches every 120 s while shown, in the background too, sending the cached answer', async () => {
    const first = lineup('fest', 'h1');
    const { fetcher, calls } = scripted([first, (previous) => previous!]);
    const store = new LineupStore({ fetcher });
    const stop = store.entry('fest').subscribe(() => {});
    await settle();
    await vi.advanceTimersByTimeAsync(LINEUP_REFETCH_MS);
    expect(calls).toEqual([undefined, first]);
    // a 304 hands back the same object: screens keep what they render
    expect(store.peek('fest')).toBe(first);
    stop();
    await vi.advanceTimersByTimeAsync(3 * LINEUP_REFETCH_MS);
    expect(calls).toHaveLength(2);
  });

  it('re-renders nothing when a refetch brings the same lineup (a 304)', async () => {
    const { fetcher } = scripted([lineup('fest', 'h1'), (previous) => previous!]);
    const store = new LineupStore({ fetcher });
    const render = vi.fn();
    store.entry('fest').subscribe(render);
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3 * LINEUP_REFETCH_MS);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('refetches for a newly shown screen only when the answer is older than 120 s', async () => {
    const { fetcher, calls } = scripted([lineup('fest', 'h1')]);
    const store = new LineupStore({ fetcher });
    const stop = store.entry('fest').subscribe(() => {});
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(LINEUP_STALE_MS - 1000);
    const again = store.entry('fest').subscribe(() => {});
    await settle();
    expect(calls).toHaveLength(1);
    again();
    await vi.advanceTimersByTimeAsync(2000);
    store.entry('fest').subscribe(() => {});
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('retries every 3 s, 3 times, before it shows the error', async () => {
    const { fetcher, calls } = scripted([new Error('500: Server messed up')]);
    const store = new LineupStore({ fetcher });
    const entry = store.entry('fest');
    entry.subscribe(() => {});
    await settle();
    for (let retry = 1; retry <= QUERY_RETRIES; retry++) {
      expect(entry.state.shownError).toBeNull();
      await vi.advanceTimersByTimeAsync(LINEUP_RETRY_DELAY_MS);
      expect(calls).toHaveLength(1 + retry);
    }
    expect(entry.state.shownError?.message).toBe('500: Server messed up');
    await vi.advanceTimersByTimeAsync(10 * LINEUP_RETRY_DELAY_MS);
    expect(calls).toHaveLength(1 + QUERY_RETRIES);
  });

  it.each([MSG_NOT_FOUND, '308: redirect to /lineup/fest-2026', '400: bad request'])(
    'shows "%s" at once and never retries it',
    async (message) => {
      const { fetcher, calls } = scripted([new Error(message)]);
      const store = new LineupStore({ fetcher });
      const entry = store.entry('fest');
      entry.subscribe(() => {});
      await settle();
      expect(entry.state.shownError?.message).toBe(message);
      await vi.advanceTimersByTimeAsync(10 * LINEUP_RETRY_DELAY_MS);
      expect(calls).toHaveLength(1);
    },
  );

  it('keeps the lineup shown when the network goes away, and says it is offline', async () => {
    const { fetcher } = scripted([lineup('fest', 'h1'), new Error(MSG_UNREACHABLE)]);
    const store = new LineupStore({ fetcher });
    const entry = store.entry('fest');
    entry.subscribe(() => {});
    await settle();
    expect(entry.state.offline).toBe(false);
    await vi.advanceTimersByTimeAsync(LINEUP_REFETCH_MS);
    expect(entry.state.data?.hash).toBe('h1');
    expect(entry.state.offline).toBe(true);
  });

  it('drops a lineup 10 minutes after the last screen showing it left', async () => {
    const { fetcher } = scripted([lineup('fest', 'h1')]);
    const store = new LineupStore({ fetcher });
    const stop = store.entry('fest').subscribe(() => {});
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(LINEUP_CACHE_MS - 1000);
    expect(store.peek('fest')?.hash).toBe('h1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.peek('fest')).toBeUndefined();
  });

  it('files the main current event under its own id too (no second fetch on its now page)', async () => {
    const { fetcher, calls } = scripted([lineup('fest-2026', 'h1')]);
    const store = new LineupStore({ fetcher });
    store.entry(undefined).subscribe(() => {});
    await settle();
    store.entry('fest-2026').subscribe(() => {});
    await settle();
    expect(calls).toHaveLength(1);
    expect(store.peek('fest-2026')?.hash).toBe('h1');
  });

  it('takes the time of the data from the server: its Date, or the worker’s last check', async () => {
    const served = Date.parse('2026-07-30T22:28:00Z');
    const network = scripted([lineup('a', 'h1')], { date: new Date(served).toUTCString() });
    const fromNetwork = new LineupStore({ fetcher: network.fetcher }).entry('a');
    fromNetwork.subscribe(() => {});
    await settle();
    expect(fromNetwork.state.checkedAt).toBe(served);

    const cached = scripted([lineup('b', 'h1')], {
      [FROM_CACHE_HEADER]: '1',
      [CHECKED_HEADER]: String(served - 3_600_000),
      date: new Date().toUTCString(),
    });
    const fromWorker = new LineupStore({ fetcher: cached.fetcher }).entry('b');
    fromWorker.subscribe(() => {});
    await settle();
    expect(fromWorker.state.checkedAt).toBe(served - 3_600_000);
  });
});

describe("the service worker's word after revalidating", () => {
  async function shown() {
    const { fetcher, calls } = scripted([lineup('fest', 'h1'), lineup('fest', 'h2')], {
      [FROM_CACHE_HEADER]: '1',
    });
    const store = new LineupStore({ fetcher });
    const entry = store.entry('fest');
    entry.subscribe(() => {});
    await settle();
    return { store, entry, calls };
  }

  it('no network: the page keeps the cached lineup and says it is offline', async () => {
    const { store, entry, calls } = await shown();
    applyRevalidated(store, {
      type: 'lineup-revalidated',
      path: '/api/lineup/fest',
      ok: false,
      changed: false,
      checkedAt: 1000,
    });
    expect(entry.state.offline).toBe(true);
    expect(entry.state.checkedAt).toBe(1000);
    expect(calls).toHaveLength(1);
  });

  it('a newer lineup in its cache: the page fetches it and is online again', async () => {
    const { store, entry, calls } = await shown();
    entry.set({ offline: true });
    applyRevalidated(store, {
      type: 'lineup-revalidated',
      path: '/api/lineup/fest',
      ok: true,
      changed: true,
      checkedAt: 2000,
    });
    await settle();
    expect(calls).toHaveLength(2);
    expect(entry.state.data?.hash).toBe('h2');
    expect(entry.state.offline).toBe(false);
  });

  it('a newer lineup announced while the page still reads the old one: fetched after it', async () => {
    let release: (() => void) | undefined;
    const answers = [lineup('fest', 'h1'), lineup('fest', 'h2')];
    let calls = 0;
    const store = new LineupStore({
      fetcher: async (_f, _p, onResponse) => {
        const answer = answers[Math.min(calls++, 1)]!;
        if (calls === 1) await new Promise<void>((r) => (release = r));
        onResponse(new Response(null, { headers: { [FROM_CACHE_HEADER]: '1' } }));
        return answer;
      },
    });
    const entry = store.entry('fest');
    entry.subscribe(() => {});
    await settle();
    applyRevalidated(store, {
      type: 'lineup-revalidated',
      path: '/api/lineup/fest',
      ok: true,
      changed: true,
      checkedAt: 2000,
    });
    release?.();
    await settle();
    expect(calls).toBe(2);
    expect(entry.state.data?.hash).toBe('h2');
  });

  it('a worker taking control mid-request: the lineup goes through it after that request', async () => {
    let release: (() => void) | undefined;
    const calls: (LineupResponse | undefined)[] = [];
    const store = new LineupStore({
      fetcher: async (_f, previous, onResponse) => {
        calls.push(previous);
        if (calls.length === 1) await new Promise<void>((r) => (release = r));
        onResponse(new Response(null));
        return lineup('fest', 'h1');
      },
    });
    // the request of a page whose first screen waits for it: no screen subscribed yet
    void store.entry('fest').fetch();
    store.entry('other');
    await settle();
    store.refetchLoaded();
    release?.();
    await settle();
    expect(calls).toEqual([undefined, lineup('fest', 'h1')]);
    // the lineup nobody loaded is not asked for
    expect(store.peek('other')).toBeUndefined();
  });

  it('ignores other lineups', async () => {
    const { store, entry } = await shown();
    applyRevalidated(store, {
      type: 'lineup-revalidated',
      path: '/api/lineup/other',
      ok: false,
      changed: true,
      checkedAt: null,
    });
    expect(entry.state.offline).toBe(false);
  });
});
