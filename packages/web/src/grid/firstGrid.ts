// The grid the server drew (GridFirstView) stays over the app, which draws its own grid under
// it unseen (`.first-grid ~ #root` in grid.css), until the app's grid has its sets at now in
// the page: then it goes, in the same task, so the next frame shows the app's blocks where the
// server's were. Nothing flashes and nothing moves; a fan who scrolled the server's grid keeps
// that position, and a button tapped on it meanwhile is tapped on the app's (firstGridScript.ts
// noted which).

/** removes the server's grid, the app's `scroller` taking over its scroll position */
export function releaseFirstGrid(scroller?: HTMLElement | null): void {
  const first = document.getElementById('first-grid');
  if (!first) return;
  const shown = first.querySelector<HTMLElement>('.grid-scroll');
  if (scroller && shown) {
    if (scroller.scrollTop !== shown.scrollTop) scroller.scrollTop = shown.scrollTop;
    if (scroller.scrollLeft !== shown.scrollLeft) scroller.scrollLeft = shown.scrollLeft;
  }
  const tap = first.dataset.tap;
  first.remove();
  if (tap) setTimeout(() => tapHeld(tap));
}

/** taps the app's button that stands where the one tapped on the server's grid stood */
function tapHeld(tap: string): void {
  const root = document.getElementById('root');
  if (!root) return;
  if (!tap.startsWith('#')) {
    root.querySelector<HTMLElement>(`.grid-scroll button[data-at="${CSS.escape(tap)}"]`)?.click();
    return;
  }
  const buttons = [...root.querySelectorAll('button')].filter((b) => !b.closest('.grid-scroll'));
  buttons[Number(tap.slice(1))]?.click();
}
