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
 * connected to the page's events; without it the app makes and connects its own.
 */
export function App({ lineups }: { lineups?: LineupStore }) {
  const [store] = useState(() => lineups ?? new LineupStore());
  useEffect(() => (lineups ? undefined : connectLineupStore(store)), [lineups, store]);
  return (
    <ErrorBoundary fallback={(error) => <FatalError message={error.message} />}>
      <LineupStoreProvider store={store}>
        <LikesSync />
        <Router>
          <LocaleRoot />
        </Router>
      </LineupStoreProvider>
    </ErrorBoundary>
  );
}
