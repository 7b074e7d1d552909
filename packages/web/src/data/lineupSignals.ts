import { isLineupPath, type LineupRevalidated } from '../sw/protocol.ts';
import type { LineupStore } from './lineupStore.ts';

// What moves the lineup cache besides its timers: the service worker's word after it asked
// the server (offline or not, a newer answer in its cache), the network coming back, and a
// tab shown again after a while.

function isRevalidated(data: unknown): data is LineupRevalidated {
  const m = data as Partial<LineupRevalidated> | null;
  return m?.type === 'lineup-revalidated' && typeof m.path === 'string' && isLineupPath(m.path);
}

export function applyRevalidated(store: LineupStore, message: LineupRevalidated): void {
  for (const entry of store.byPath(message.path)) {
    entry.set({
      offline: !message.ok,
      ...(message.checkedAt ? { checkedAt: message.checkedAt } : {}),
    });
    if (message.changed) void entry.invalidate();
  }
}

/** Connects the store to the page's events; returns the disconnect. */
export function connectLineupStore(store: LineupStore): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') store.refetchShown(true);
  };
  const onOnline = () => store.refetchShown(false);
  const onMessage = (event: MessageEvent) => {
    if (isRevalidated(event.data)) applyRevalidated(store, event.data);
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  // A service worker just took control (first visit): the lineups go through it once.
  const onController = () => store.refetchLoaded();
  const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  sw?.addEventListener('message', onMessage);
  sw?.addEventListener('controllerchange', onController);
  // messages posted before this point were queued for the page: deliver them now
  sw?.startMessages();
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
    sw?.removeEventListener('message', onMessage);
    sw?.removeEventListener('controllerchange', onController);
  };
}
