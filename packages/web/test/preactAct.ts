// Testing Library's `act` for the app on Preact (vitest.config.ts aliases react-dom/test-utils
// here). Preact's own act flushes once its callback has settled; React's, after an async
// callback, also lets the work that callback started settle (a fetch answered by a stub, then
// its JSON, then the state it sets) before it returns. The tests are written to that: so after
// an async callback this waits one real task (timers may be faked) and flushes again.
import { act as preactAct } from 'preact/test-utils';

const realSetTimeout = globalThis.setTimeout;

export function act(callback: () => unknown): PromiseLike<void> {
  let async = false;
  const done = preactAct(() => {
    const result = callback();
    async = typeof (result as PromiseLike<unknown> | undefined)?.then === 'function';
    return result as Promise<void> | undefined;
  });
  if (!async) return done;
  return done.then(() =>
    preactAct(() => new Promise<void>((resolve) => realSetTimeout(resolve, 0))),
  );
}
