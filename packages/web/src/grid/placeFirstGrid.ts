// The grid's placing script (firstGridScript.ts), on its own: the pages run this function's
// text inline, imported as text (build/scriptText.ts), so every build carries the same bytes.
// Nothing outside it may be used in it.

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
