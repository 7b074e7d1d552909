import { useEffect } from 'react';

interface HeldTap {
  button: HTMLButtonElement;
  /** its place among the page's buttons, to find it again if React rendered afresh */
  index: number;
  /** a toggle (a heart): the state the fan asked for, from the state it showed */
  wanted: boolean | null;
  /** any other button: how often it was tapped */
  taps: number;
}

/** marks a held toggle the fan turned on, so it shows on at once (likes.css) */
const HELD_ON = 'data-tap-held';

/**
 * Taps on the server's first screen while the app waits for a lineup too large to go inline
 * (main.tsx): React is not attached yet, so a heart tapped then would do nothing, and a fan
 * seeing nothing happen taps again. The tap is held, a heart shows its new state at once, and
 * the tap is made once the app has taken the page over. A toggle ends in the state the fan
 * asked for (a heart the app then shows as liked already is left as it is); links are left
 * alone, they work without the app. Returns the release, to run once React handles the page
 * (<OnCommit>); running it again does nothing.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held = new Map<HTMLButtonElement, HeldTap>();
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    let tap = held.get(button);
    if (!tap) {
      const index = [...root.querySelectorAll('button')].indexOf(button);
      tap = { button, index, wanted: null, taps: 0 };
      held.set(button, tap);
    }
    const shown = button.getAttribute('aria-pressed');
    if (shown === null) {
      tap.taps++;
      return;
    }
    tap.wanted = !(tap.wanted ?? shown === 'true');
    if (tap.wanted && shown !== 'true') button.setAttribute(HELD_ON, '');
    else button.removeAttribute(HELD_ON);
  };
  root.addEventListener('click', onClick, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    root.removeEventListener('click', onClick, true);
    for (const tap of held.values()) {
      tap.button.removeAttribute(HELD_ON);
      const button = tap.button.isConnected
        ? tap.button
        : root.querySelectorAll('button')[tap.index];
      if (!button) continue;
      if (tap.wanted === null) {
        for (let i = 0; i < tap.taps; i++) button.click();
      } else if ((button.getAttribute('aria-pressed') === 'true') !== tap.wanted) {
        button.click();
      }
    }
  };
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
