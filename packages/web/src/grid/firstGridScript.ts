// The server's first screen of the grid (GridFirstView) is placed by these few lines, run by
// the page while it is parsed, before its first paint: the columns' width and the scroll to
// now, by GridView's own rule, from the grid's size in this browser (which the server cannot
// know) and the numbers the server wrote on the script. It runs twice: just before the grid's
// markup (`early`: the columns' width from the window's, so no part of the grid is ever laid
// out at another width, however the HTML arrives), and after the whole first screen, with the
// grid's own size (its height is known only then): the exact width, the scroll to now, and
// taps on its buttons held for the app (firstGrid.ts replays them).
//
// Self-contained on purpose (placeFirstGrid.ts): its text is copied into the page
// (prerender/firstScreen.tsx and GridFirstView.tsx), and the server allows exactly these texts
// by their hash in its CSP, for its own pages and for those the service worker writes.

import placeFirstGrid from './placeFirstGrid.ts?script';

/** the classic script before the grid's markup (early) or after the whole first screen */
export function firstGridScript(early: boolean): string {
  return `(${placeFirstGrid})(document,${early})`;
}
