import { useEffect } from 'react';

interface HeldTap {
  index: number;
  label: string | null;
}

/**
 * Taps on the server's first screen while the app waits for a lineup too large to go inline
 * (main.tsx): React is not attached yet, so a heart tapped then would do nothing. The tap is
 * held and made again once the app has taken the page over. Buttons only: links work without
 * the app. Returns the release, to run once React handles the page (<OnCommit>); running it
 * again does nothing.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HeldTap[] = [];
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({
      index: [...root.querySelectorAll('button')].indexOf(button),
      label: button.getAttribute('aria-label'),
    });
  };
  root.addEventListener('click', onClick, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('click', onClick, true);
    for (const tap of held) buttonFor(root, tap)?.click();
  };
}

/**
 * The same button after the takeover: at its place when it still says the same (React kept
 * the server's elements), else the first with its label (React rendered afresh).
 */
function buttonFor(root: HTMLElement, tap: HeldTap): HTMLButtonElement | undefined {
  const buttons = [...root.querySelectorAll('button')];
  const atPlace = buttons[tap.index];
  if (atPlace && atPlace.getAttribute('aria-label') === tap.label) return atPlace;
  return tap.label === null
    ? undefined
    : buttons.find((b) => b.getAttribute('aria-label') === tap.label);
}

/**
 * Runs `run` once React has committed the tree it sits in, in a task of its own: a tap made
 * inside React's commit would be dropped, and parts of the page React has yet to take over
 * (a Suspense boundary) it takes over at once for a tap made after it.
 */
export function OnCommit({ run }: { run: () => void }) {
  useEffect(() => {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }, [run]);
  return null;
}
