import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { holdEarlyTaps, OnCommit } from './app/earlyTaps.tsx';
import { captureInstallPrompt } from './app/installPrompt.ts';
import { applyLaunchTarget } from './app/launch.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import { warmUp } from './app/warmUp.ts';
import { takeInlineLineup } from './data/inlineLineup.ts';
import { connectLineupStore } from './data/lineupSignals.ts';
import { LineupStore } from './data/lineupStore.ts';
import { prefetchLineup } from './data/prefetch.ts';
import './styles/global.css';

// The browser may offer the install prompt before React mounts: catch it from the start.
captureInstallPrompt();
registerServiceWorker();
// the installed app's icon and shortcuts (manifest) open the remembered festival
applyLaunchTarget();

const lineups = new LineupStore();
// before the page has loaded: the service worker's word about this very request may come
// sooner than React's first render
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
  // The server rendered the first screen into the page (prerender/firstScreen.tsx): React takes
  // over those elements instead of painting them again. Where this browser's first render
  // differs (another minute, likes kept in this browser, another layout) React renders afresh
  // in place, which is what an unrendered page gets anyway: worth a note, not an error.
  // In a transition, hydration yields to the browser every few milliseconds, so the page is
  // painted as soon as it is parsed, not after the app has taken it over; a tap meanwhile
  // hydrates its part of the page at once (React replays it).
  // The page is on screen already: the one-off costs (warmUp) get a task of their own after
  // this module's, so neither holds a tap for long on a phone.
  // A page too large to carry its lineup inline preloads it: the app takes the screen over
  // once it has arrived, or it would replace the stages by its loading screen meanwhile; a
  // heart tapped meanwhile counts once it has (earlyTaps.tsx).
  const hydrate = (tree = app) =>
    startTransition(() => {
      hydrateRoot(root, tree, {
        onRecoverableError: (error) => console.info('first screen: rendered afresh', error),
      });
    });
  if (lineupRequest) {
    const releaseTaps = holdEarlyTaps(root);
    setTimeout(warmUp);
    void lineupRequest.then(() =>
      setTimeout(() =>
        hydrate(
          <>
            {app}
            <OnCommit run={releaseTaps} />
          </>,
        ),
      ),
    );
  } else {
    setTimeout(() => {
      warmUp();
      hydrate();
    });
  }
} else if (root) {
  warmUp();
  const created = createRoot(root);
  // a transition: React renders the first screen in slices and keeps the phone responsive
  startTransition(() => created.render(app));
}
