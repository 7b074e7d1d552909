// Effects (useEffect) of a render caused by a person's key, tap or field change run at once
// after that render, and effects still waiting run before the next key is handled: React's
// rule for discrete events, which the app's components were written for. Preact runs every
// effect after the next paint, and runs a component's waiting effects with their old values
// when it renders again: with keys faster than frames, an effect that copies a prop into
// state (the search box from the address, the text editor from the draft) wrote an older
// text over the letter just typed.
import { options } from 'preact';

/**
 * events a person makes one at a time, each expecting the page to have caught up (not focus
 * events: the page's own renders fire them, when a focused field goes or a dialog takes the
 * focus, and effects must not run in the middle of a render)
 */
const DISCRETE = [
  'keydown',
  'keyup',
  'beforeinput',
  'input',
  'change',
  'compositionend',
  'pointerdown',
  'pointerup',
  'click',
  'submit',
  'paste',
  'cut',
  'drop',
] as const;

/** as long as a frame takes at 30 Hz: a hidden tab paints no frame, effects still run */
const FRAME_TIMEOUT_MS = 35;

let waiting: (() => void) | null = null;
let discrete = false;

function runWaiting(): void {
  const flush = waiting;
  waiting = null;
  flush?.();
}

function afterNextFrame(): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(runWaiting);
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  const frame = requestAnimationFrame(done);
}

// Not where there is no window (a server's render, tests of plain functions).
if (typeof window !== 'undefined') {
  options.requestAnimationFrame = (flush) => {
    waiting = flush;
    if (discrete) queueMicrotask(runWaiting);
    else afterNextFrame();
  };
  const clear = () => {
    discrete = false;
  };
  for (const type of DISCRETE) {
    window.addEventListener(
      type,
      () => {
        // the page catches up before this event's handlers see it
        runWaiting();
        if (!discrete) setTimeout(clear);
        discrete = true;
      },
      { capture: true },
    );
  }
}
