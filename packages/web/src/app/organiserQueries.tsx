import { QUERY_GC_MS, QUERY_MAX_BACKOFF_MS, QUERY_RETRIES } from '@lineup/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

// The organiser page fetches its own report and like totals with TanStack Query (spec §9's
// query cache: garbage time 5 min, 3 retries with backoff up to 30 s). Lineups never go
// through it: every screen reads them from the one lineup store (data/lineupStore.ts). The
// library loads with the organiser page only, never with a fan's screen.

let client: QueryClient | undefined;

function queryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_MS,
        retry: QUERY_RETRIES,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, QUERY_MAX_BACKOFF_MS),
        refetchOnWindowFocus: true,
      },
    },
  });
  return client;
}

export function withOrganiserQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryClientProvider client={queryClient()}>
      <Page {...props} />
    </QueryClientProvider>
  );
  Wrapped.displayName = `WithOrganiserQueries(${Page.displayName ?? Page.name})`;
  return Wrapped;
}
