// The first screen as HTML, rendered by the server into the page (issue 15): a phone on a slow
// link paints who plays now as soon as the HTML and the stylesheet are in, instead of after
// the script has arrived and run. The app then starts as usual and replaces this snapshot with
// the same markup (main.tsx), so nothing moves.
//
// Built as a separate bundle for Node (vite.prerender.config.ts); the server imports it when
// present (packages/server/src/web/firstScreen.ts) and caches its output per minute.
import type { FirstScreenInput } from '@lineup/core';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App.tsx';
import { LineupStore } from '../data/lineupStore.ts';
import { firstGridScript } from '../grid/firstGridScript.ts';
import { forceClientMode } from '../kit/clientMode.ts';

/** the inline scripts the pages with a first screen carry: the server allows them by hash */
export function firstScreenScripts(): string[] {
  return [firstGridScript(true), firstGridScript(false)];
}

import { FixedNow } from '../kit/clock.ts';

export function renderFirstScreen(input: FirstScreenInput): string {
  const store = new LineupStore();
  store.setData(input.festival ?? undefined, input.lineup);
  if (!input.festival) store.seed(input.lineup);
  // The markup is the same for a phone and a desktop (the page's head picks the layout, on
  // <html>: kit/layoutRule.ts), so one render serves both; rendering is synchronous: the mode
  // holds for exactly this render.
  const restore = forceClientMode('mobileWeb');
  try {
    return renderToString(
      <FixedNow.Provider value={new Date(input.now)}>
        <App lineups={store} ssrPath={input.path} />
      </FixedNow.Provider>,
    );
  } finally {
    restore();
  }
}

/**
 * The grid's first screen (issue 37): the app's page as it opens on a grid's address, with the
 * sets around now (grid/GridFirstView.tsx), in an element over the app's root
 * (grid/firstGrid.ts), followed by the script that places it in this browser
 * (grid/firstGridScript.ts). The app draws its own page under it and removes it.
 */
export function renderFirstGrid(input: FirstScreenInput): string {
  const screen = renderFirstScreen(input);
  return `<div id="first-grid" class="first-grid">${screen}</div><script>${firstGridScript(false)}</script>`;
}
