// @vitest-environment happy-dom
import { COPIED_HINT_MS, COPIED_OVERLAY_MS } from '@lineup/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyShortLink } from '../../src/share/useCopyShortLink.ts';
import { set } from '../timetable/lineupFixture.ts';

const ada = set('Ada Lovelace', 0, '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z');

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response('{}'))),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function copied() {
  const hook = renderHook(() => useCopyShortLink());
  await act(async () => {
    hook.result.current.copy(ada);
    // the clipboard's answer, then the state it sets
    await vi.advanceTimersByTimeAsync(0);
  });
  return hook;
}

describe('copy a short link', () => {
  it('copies origin/s/{code} and issues a GET to it', async () => {
    await copied();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/s/ada-lovelace`);
    expect(fetch).toHaveBeenCalledWith(
      `${window.location.origin}/s/ada-lovelace`,
      expect.anything(),
    );
  });

  it(`shows the overlay for ${COPIED_OVERLAY_MS} ms`, async () => {
    const { result } = await copied();
    expect(result.current.overlayVisible).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_OVERLAY_MS - 1));
    expect(result.current.overlayVisible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.overlayVisible).toBe(false);
  });

  it('remembers the copied set across a reload for 5 minutes, then forgets it', async () => {
    const first = await copied();
    expect(first.result.current.copied?.dj).toBe('Ada Lovelace');
    first.unmount();
    const again = renderHook(() => useCopyShortLink());
    expect(again.result.current.copied?.dj).toBe('Ada Lovelace');
    act(() => vi.advanceTimersByTime(COPIED_HINT_MS));
    expect(again.result.current.copied).toBeNull();
    expect(sessionStorage.getItem('copiedSet')).toBeNull();
  });

  it('falls back to a hidden textarea when the Clipboard API refuses', async () => {
    writeText.mockImplementation(() => Promise.reject(new Error('denied')));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { result } = await copied();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(result.current.overlayVisible).toBe(true);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
