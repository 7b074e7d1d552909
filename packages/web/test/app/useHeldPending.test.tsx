// @vitest-environment happy-dom
// Spec §9 pending figures: no spinner for answers under 1 s; once shown, at least 500 ms.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHeldPending } from '../../src/app/useHeldPending.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useHeldPending', () => {
  it('lets a fast answer through at once (the spinner never showed)', () => {
    const { result, rerender } = renderHook(({ p }) => useHeldPending(p), {
      initialProps: { p: true },
    });
    act(() => vi.advanceTimersByTime(400));
    rerender({ p: false });
    expect(result.current).toBe(false);
  });

  it.each([
    [1100, true, 399],
    [1100, false, 400],
    [1600, false, 0],
  ])('answer after %i ms: still pending %s for %i ms more', (answerAfter, stillHeld, thenWait) => {
    const { result, rerender } = renderHook(({ p }) => useHeldPending(p), {
      initialProps: { p: true },
    });
    act(() => vi.advanceTimersByTime(answerAfter));
    rerender({ p: false });
    act(() => vi.advanceTimersByTime(thenWait));
    expect(result.current).toBe(stillHeld);
  });
});
