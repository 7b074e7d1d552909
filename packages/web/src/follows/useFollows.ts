import { useSyncExternalStore } from 'react';
import { getToken } from '../auth/session.ts';
import { createFollowsStore, type FollowsStore } from './followsStore.ts';

// One store for the whole page, created on first use (never on the now page's first load).
let store: FollowsStore | null = null;

export function followsStore(): FollowsStore {
  if (!store) {
    store = createFollowsStore();
    // with an account or device link, the acts followed on the fan's other devices come in
    // before this one shows its follow buttons
    if (getToken() !== null) void store.sync();
  }
  return store;
}

/** For tests: forget the store so the next use reads storage again. */
export function resetFollowsStore(next: FollowsStore | null = null): void {
  store = next;
}

export function useFollows() {
  const s = followsStore();
  const state = useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot);
  const acts = useSyncExternalStore(s.subscribe, s.getActs, s.getActs);
  return { state, acts, store: s };
}
