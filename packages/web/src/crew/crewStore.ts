import { type CrewFriend, parseCrew } from '@lineup/core';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';

// The crew lives in local storage (no account): one cached reading per stored text, so every
// screen shares the same objects, and other tabs' changes show here too.

const listeners = new Set<() => void>();
let cache: { raw: string | null; crew: CrewFriend[] } = { raw: null, crew: [] };

export function getCrew(): CrewFriend[] {
  const raw = readString('local', LOCAL_KEYS.crew);
  if (raw !== cache.raw) cache = { raw, crew: parseCrew(raw) };
  return cache.crew;
}

export function setCrew(next: readonly CrewFriend[]): void {
  // an empty crew leaves nothing behind in the browser
  if (next.length === 0) writeString('local', LOCAL_KEYS.crew, null);
  else writeJson('local', LOCAL_KEYS.crew, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.crew) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const EMPTY: CrewFriend[] = [];

export function useCrew(): CrewFriend[] {
  return useSyncExternalStore(subscribe, getCrew, () => EMPTY);
}

/** a new friend's id: random, so two friends of the same name stay apart */
export function newFriendId(): string {
  return crypto.randomUUID();
}
