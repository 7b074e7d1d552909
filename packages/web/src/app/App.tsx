import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { connectLineupStore } from '../data/lineupSignals.ts';
import { LineupStore } from '../data/lineupStore.ts';
import { LineupStoreProvider } from '../data/useLineup.ts';
import { LikesSync } from '../likes/LikesSync.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FatalError } from './FatalError.tsx';
import { LocaleRoot } from './LocaleRoot.tsx';

/**
 * The whole app. `lineups` may come from main.tsx with a request under way and already
 * connected to the page's events; without it the app makes and connects its own. `ssrPath`:
 * the page rendered on the server (prerender/firstScreen.tsx), where there is no location.
 */
export function App({ lineups, ssrPath }: { lineups?: LineupStore; ssrPath?: string }) {
  const [store] = useState(() => lineups ?? new LineupStore());
  useEffect(() => (lineups ? undefined : connectLineupStore(store)), [lineups, store]);
  return (
    <ErrorBoundary fallback={(error) => <FatalError message={error.message} />}>
      <LineupStoreProvider store={store}>
        <LikesSync />
        <Router {...(ssrPath === undefined ? {} : { ssrPath })}>
          <LocaleRoot />
        </Router>
      </LineupStoreProvider>
    </ErrorBoundary>
  );
}
