// @vitest-environment happy-dom
// Spec §9 pending figures: no spinner for answers under 1 s; once shown, at least 500 ms.
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { Spinner as BareSpinner } from '../../src/kit/Spinner.tsx';
import { resetSpinnerClock } from '../../src/kit/spinnerClock.ts';
import { useHeldPending } from '../../src/kit/useHeldPending.ts';

function Spinner() {
  return (
    <LocaleProvider locale="en">
      <BareSpinner />
    </LocaleProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  resetSpinnerClock();
});
afterEach(() => {
  cleanup();
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

function Screen({ pending }: { pending: boolean }) {
  const held = useHeldPending(pending);
  return held ? <Spinner /> : <p>content</p>;
}

describe('the spinner through pending and its hold', () => {
  it('stays one element from pending to the end of its hold: no blank, no restarted fade', () => {
    const view = render(<Screen pending />);
    act(() => vi.advanceTimersByTime(1100));
    const spinner = view.container.querySelector('.spinner-page');
    expect(spinner).not.toBeNull();
    const seen: string[] = [];
    const observer = new MutationObserver(() =>
      seen.push(view.container.querySelector('.spinner-page') ? 'spinner' : 'content'),
    );
    observer.observe(view.container, { childList: true, subtree: true });
    view.rerender(<Screen pending={false} />);
    // the very same element is still there: never replaced by content, then a new spinner
    expect(view.container.querySelector('.spinner-page')).toBe(spinner);
    // shown at 1 s, held 500 ms: until 1.5 s
    act(() => vi.advanceTimersByTime(399));
    expect(view.container.querySelector('.spinner-page')).toBe(spinner);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('content')).toBeTruthy();
    observer.disconnect();
    expect(seen).not.toContain('spinner');
  });

  it('a spinner replacing another of the same loading continues its fade-in clock', () => {
    const first = render(<Spinner />);
    act(() => vi.advanceTimersByTime(800));
    first.unmount();
    render(<Spinner />);
    // 800 ms have passed: the second appears 200 ms later, not 1 s later
    expect(document.querySelector<HTMLElement>('.spinner-page')!.style.animationDelay).toBe(
      '200ms',
    );
  });
});
