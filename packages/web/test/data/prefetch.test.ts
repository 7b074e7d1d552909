// The page's own lineup request (issue 15): a page whose lineup was too large to inline waits
// for it before the app takes the server's first screen over. Until then that first screen
// counts as a screen showing the lineup: a failed request is retried (spec §9: every 3 s,
// 3 times) instead of the app replacing the stages with its loading screen.
import { LINEUP_RETRY_DELAY_MS, type LineupResponse } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_NOT_FOUND, MSG_UNREACHABLE } from '../../src/data/lineupFetch.ts';
import { LineupStore } from '../../src/data/lineupStore.ts';
import { prefetchLineup } from '../../src/data/prefetch.ts';

const LINEUP = { hash: 'h1', meta: { id: 'fest', rooms: ['A'] } } as unknown as LineupResponse;

/** answers with the given failures first, then the lineup */
function failingFirst(...failures: Error[]) {
  let calls = 0;
  const store = new LineupStore({
    fetcher: async (_f, _p, onResponse) => {
      const failure = failures[calls++];
      if (failure) throw failure;
      onResponse(new Response(null));
      return LINEUP;
    },
  });
  return { store, calls: () => calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page waiting for its lineup', () => {
  it('is done once the lineup is there', async () => {
    const { store } = failingFirst();
    let done = false;
    void prefetchLineup(store, '/event/fest')?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(store.peek('fest')).toBe(LINEUP);
  });

  it('keeps waiting through a failed request, retried 3 s later', async () => {
    const { store, calls } = failingFirst(new Error(MSG_UNREACHABLE));
    let done = false;
    void prefetchLineup(store, '/event/fest')?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(LINEUP_RETRY_DELAY_MS);
    expect(calls()).toBe(2);
    expect(done).toBe(true);
    expect(store.peek('fest')).toBe(LINEUP);
  });

  it('is done at once with an error retrying cannot fix', async () => {
    const { store, calls } = failingFirst(new Error(MSG_NOT_FOUND));
    let done = false;
    void prefetchLineup(store, '/event/fest')?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(calls()).toBe(1);
    expect(store.entry('fest').state.shownError?.message).toBe(MSG_NOT_FOUND);
  });

  it('asks for nothing on a page without a lineup', () => {
    const { store, calls } = failingFirst();
    expect(prefetchLineup(store, '/callback')).toBeNull();
    expect(calls()).toBe(0);
  });
});
