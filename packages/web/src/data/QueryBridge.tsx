import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import type { LineupStore } from './lineupStore.ts';
import { createQueryClient } from './queryClient.ts';
import { lineupQueryKey, useLineupStore } from './useLineup.ts';

// TanStack Query for screens loaded on demand (organiser tools, reminders), never for the now
// page's first load (see lineupStore.ts). The app's lineups are mirrored into its cache under
// lineupQueryKey, so code that reads lineups from the query cache finds them there.

const clients = new WeakMap<LineupStore, QueryClient>();

function clientFor(store: LineupStore): QueryClient {
  const held = clients.get(store);
  if (held) return held;
  const client = createQueryClient();
  const mirror = () => {
    for (const [festival, data] of store.cached()) {
      const key = lineupQueryKey(festival);
      if (client.getQueryData(key) !== data) client.setQueryData(key, data);
    }
  };
  mirror();
  store.onChange(mirror);
  clients.set(store, client);
  return client;
}

export function QueryBridge({ children }: { children: ReactNode }) {
  const store = useLineupStore();
  const [client] = useState(() => clientFor(store));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function wrap<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryBridge>
      <Component {...props} />
    </QueryBridge>
  );
  Wrapped.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return Wrapped;
}
