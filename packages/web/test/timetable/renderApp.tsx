import type { LineupResponse } from '@lineup/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LineupStore } from '../../src/data/lineupStore.ts';
import { LineupStoreProvider } from '../../src/data/useLineup.ts';
import { resetClientMode } from '../../src/kit/clientMode.ts';

/**
 * Renders a screen at `url` with the lineup already in the lineup cache (fresh, so nothing is
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
  const store = new LineupStore();
  store.setData(festival, data);
  return render(<LineupStoreProvider store={store}>{ui}</LineupStoreProvider>);
}
