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
  // the first frame lays out and paints what is on screen only: the drawn stages right of it
  // and the sets above or below it wait for the frame after (their boxes keep their place and
  // size, so nothing moves; a big festival's first screen holds several times the sets in
  // view). The stages on screen are laid out at once rather than left to `content-visibility:
  // auto` (grid.css), which skips them until a frame has found them in view: a page that
  // looked for its sets before its first frame (hit testing) found only empty columns.
  const right = target.scrollLeft + target.clientWidth;
  const top = target.scrollTop - n('headH');
  const bottom = target.scrollTop + target.clientHeight;
  const later: HTMLElement[] = [];
  for (const col of target.querySelectorAll<HTMLElement>('.grid-col')) {
    const left = n('timeW') + (Number(col.getAttribute('aria-rowindex')) - 1) * colW;
    if (left >= right) {
      col.style.contentVisibility = 'hidden';
      later.push(col);
      continue;
    }
    col.style.contentVisibility = 'visible';
    for (const cell of col.querySelectorAll<HTMLElement>('.grid-cell')) {
      const y = Number.parseFloat(cell.style.top);
      if (y <= bottom && y + Number.parseFloat(cell.style.height) >= top) continue;
      cell.style.contentVisibility = 'hidden';
      later.push(cell);
    }
  }
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const e of later) e.style.contentVisibility = '';
    }),
  );
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
