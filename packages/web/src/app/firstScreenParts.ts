// Parts of the now page's first screen whose code loads on demand (an event that is over,
// other events running now): the server draws them into its first screen, but a part whose
// code has not arrived when the app takes the page over (takeOver.ts) is pending in the app's
// first render, and Preact then lines the following elements up with the wrong ones of the
// server's page and corrects them all. So the app fetches the code of the parts the server
// drew before it takes the page over, and such a part renders in that very first pass.
import { type ComponentType, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

const parts: { selector: string; load(): Promise<unknown> }[] = [];

/** a thenable that answers at once: lazy renders the part in the same pass */
function answered<T>(value: T): PromiseLike<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what lazy takes
  return { then: (done) => done?.(value) } as PromiseLike<T>;
}

/**
 * `lazy` for a part of the first screen found in the server's page by `selector`: once
 * `loadFirstScreenParts` has fetched its code, it renders without suspending.
 */
export function firstScreenPart<P>(
  selector: string,
  load: () => Promise<Module<P>>,
): ComponentType<P> {
  let loaded: Module<P> | undefined;
  const fetchCode = () => {
    const code = load();
    code.then(
      (m) => {
        loaded = m;
      },
      () => undefined,
    );
    return code;
  };
  parts.push({ selector, load: fetchCode });
  return lazy(() => (loaded ? (answered(loaded) as Promise<Module<P>>) : fetchCode()));
}

/** fetches the code of the parts the server drew into `root`; never fails (the page goes without) */
export function loadFirstScreenParts(root: Element): Promise<void> | null {
  const drawn = parts.filter((p) => root.querySelector(p.selector));
  if (drawn.length === 0) return null;
  return Promise.all(drawn.map((p) => p.load().catch(() => undefined))).then(() => undefined);
}
