import type { LineupResponse } from '@lineup/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { resetClientMode } from '../../src/app/clientMode.ts';
import { lineupQueryKey } from '../../src/data/useLineup.ts';

/**
 * Renders a screen at `url` with the lineup already in the query cache (fresh, so nothing is
 * fetched). `?clientMode=` in the url picks the client mode.
 */
export function renderWithLineup(
  url: string,
  festival: string | undefined,
  data: LineupResponse,
  ui: ReactNode,
) {
  window.history.replaceState(null, '', url);
  resetClientMode();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(lineupQueryKey(festival), data);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
