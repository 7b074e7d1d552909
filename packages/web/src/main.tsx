import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/controlledInputs.ts';
import './app/inputEffects.ts';
import { holdEarlyTaps, OnCommit } from './app/earlyTaps.tsx';
import { loadFirstScreenParts } from './app/firstScreenParts.ts';
import { captureInstallPrompt } from './app/installPrompt.ts';
import { applyLaunchTarget } from './app/launch.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { takeOver } from './app/takeOver.ts';
import { warmUp } from './app/warmUp.ts';
import { takeInlineLineup } from './data/inlineLineup.ts';
import { connectLineupStore } from './data/lineupSignals.ts';
import { LineupStore } from './data/lineupStore.ts';
import { prefetchLineup } from './data/prefetch.ts';
import './styles/global.css';

// The browser may offer the install prompt before the app mounts: catch it from the start.
captureInstallPrompt();
registerServiceWorker();
// the installed app's icon and shortcuts (manifest) open the remembered festival
applyLaunchTarget();

const lineups = new LineupStore();
// before the page has loaded: the service worker's word about this very request may come
// sooner than the app's first render
connectLineupStore(lineups);
// the lineup the server put into this page's HTML, else a request started at once (the
// page's own preload, when its lineup was too large to inline)
takeInlineLineup(lineups);
const lineupRequest = prefetchLineup(lineups, window.location.pathname);

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <App lineups={lineups} />
  </StrictMode>
);
if (root?.hasAttribute('data-prerendered')) {
  // The server rendered the first screen into the page (prerender/firstScreen.tsx): the app
  // takes over those elements instead of painting them again (app/takeOver.ts). Where this
  // browser's first render differs (another minute, likes kept in this browser; never the
  // layout, which the page's head picked before this screen was painted: kit/layoutRule.ts)
  // the differing attributes and text are corrected in place, which is what an unrendered
  // page would show anyway: worth a note, not an error.
  // The page is on screen already: the one-off costs (warmUp) get a task of their own after
  // this module's, and the take-over one more, so neither holds a tap for long on a phone.
  // A tap before the take-over is held and made once the app handles the page (earlyTaps.tsx).
  // A page too large to carry its lineup inline preloads it: the app takes the screen over
  // once it has arrived, or it would replace the stages by its loading screen meanwhile.
  const releaseTaps = holdEarlyTaps(root);
  const start = () =>
    setTimeout(() =>
      takeOver(
        root,
        <>
          {app}
          <OnCommit run={releaseTaps} />
        </>,
        (what) => console.info('first screen: rendered afresh', what),
      ),
    );
  setTimeout(warmUp);
  // the code of the parts the server drew that load on demand (an event that is over) comes
  // first, or the app's first render would not match the server's (app/firstScreenParts.ts)
  const parts = loadFirstScreenParts(root);
  const before = [lineupRequest, parts].filter((p) => p !== null);
  if (before.length > 0) void Promise.all(before).then(start);
  else start();
} else if (root) {
  warmUp();
  createRoot(root).render(app);
}
