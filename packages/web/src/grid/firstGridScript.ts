// The server's first screen of the grid (GridFirstView) is placed by these few lines, run by
// the page while it is parsed, before its first paint: the columns' width and the scroll to
// now, by GridView's own rule, from the grid's size in this browser (which the server cannot
// know) and the numbers the server wrote on the script. It runs twice: just before the grid's
// markup (`early`: the columns' width from the window's, so no part of the grid is ever laid
// out at another width, however the HTML arrives), and after the whole first screen, with the
// grid's own size (its height is known only then): the exact width, the scroll to now, and
// taps on its buttons held for the app (firstGrid.ts replays them).
//
// Self-contained on purpose: its source text is copied into the page (prerender/firstScreen.tsx
// and GridFirstView.tsx), and the server allows exactly these texts by their hash in its CSP.

/** lays out the first grid in `d`, if there is one */
export function placeFirstGrid(d: Document, early: boolean): void {
  const script = early
    ? (d.currentScript as HTMLElement | null)
    : d.querySelector<HTMLElement>('#first-grid script[data-cols]');
  const scroller = d.querySelector<HTMLElement>('#first-grid .grid-scroll');
  const target = early ? script?.parentElement : scroller;
  if (!script || !target) return;
  const n = (name: string) => Number(script.dataset[name]);
  const width = early ? d.documentElement.clientWidth : target.clientWidth;
  const avail = Math.max(0, width - n('timeW'));
  const min = width < n('narrow') ? Math.floor(avail / n('perScreen')) : n('minWide');
  const colW = Math.max(min, Math.floor(avail / Math.max(1, n('cols'))), n('minCol'));
  target.style.setProperty('--grid-col-w', `${colW}px`);
  if (early) return;
  if (script.dataset.openY)
    target.scrollTop = Math.max(0, n('openY') - (target.clientHeight - n('headH')) / 4);
  // a button tapped before the app has taken over: its set, or its place among the buttons
  // outside the grid, for the app to tap once it is there (links work without the app)
  const first = d.getElementById('first-grid');
  first?.addEventListener('click', (e) => {
    const button = (e.target as Element).closest('button');
    if (!button) return;
    e.preventDefault();
    const buttons = [...first.querySelectorAll('button')].filter((b) => !b.closest('.grid-scroll'));
    first.dataset.tap = button.dataset.at ?? `#${buttons.indexOf(button)}`;
  });
}

/** the classic script before the grid's markup (early) or after the whole first screen */
export function firstGridScript(early: boolean): string {
  return `(${placeFirstGrid.toString()})(document,${early})`;
}
