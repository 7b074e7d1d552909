import type { LikeEntry, LineupSet } from '@lineup/core';
import { useCallback, useSyncExternalStore } from 'react';
import { createLikesStore, type LikesStore } from './likesStore.ts';

// One store for the whole page, created on first use so storage is read once at start.
let store: LikesStore | null = null;

export function likesStore(): LikesStore {
  store ??= createLikesStore();
  return store;
}

/** For tests: forget the store so the next use reads storage again. */
export function resetLikesStore(next: LikesStore | null = null): void {
  store = next;
}

/** Sends the likes now, even an empty list: the sign-in callback calls it once. */
export function syncLikesNow(): Promise<boolean> {
  return likesStore().sync({ force: true });
}

export interface UseLikes {
  likes: LikeEntry[];
  isLiked(set: LineupSet): boolean;
  /** `timeZone`: the event's, stored with a new like */
  toggle(set: LineupSet, timeZone?: string, eventId?: string): void;
}

export function useLikes(): UseLikes {
  const s = likesStore();
  const likes = useSyncExternalStore(s.subscribe, s.getSnapshot, s.getSnapshot) as LikeEntry[];
  // `likes` in the deps makes isLiked a new function after each change, so memoised rows
  // that receive it re-render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const isLiked = useCallback((set: LineupSet) => s.isLiked(set), [s, likes]);
  const toggle = useCallback(
    (set: LineupSet, timeZone?: string, eventId?: string) => s.toggle(set, timeZone, eventId),
    [s],
  );
  return { likes, isLiked, toggle };
}
