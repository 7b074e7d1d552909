import { useSyncExternalStore } from 'react';
import { createFollowsStore, type FollowsStore } from './followsStore.ts';

// One store for the whole page, created on first use (never on the now page's first load).
let store: FollowsStore | null = null;

export function followsStore(): FollowsStore {
  store ??= createFollowsStore();
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
