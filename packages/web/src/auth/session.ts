import { normalizeProfileUrl, parseStoredFollowing } from '@lineup/core';
import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';

// The signed-in state lives in local storage (bunny_token, following). A tiny store lets
// components re-render when sign-in, sign-out or a likes sync changes it, also across tabs.

const listeners = new Set<() => void>();
let followingCache: { raw: string | null; set: ReadonlySet<string> } | null = null;

function emit(): void {
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.bunnyToken || e.key === LOCAL_KEYS.following) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getToken(): string | null {
  const t = readString('local', LOCAL_KEYS.bunnyToken);
  return t ? t : null;
}

export function setToken(token: string | null): void {
  writeString('local', LOCAL_KEYS.bunnyToken, token ? token : null);
  emit();
}

/** The followed profile URLs; malformed storage reads as empty (spec §5). */
export function getFollowing(): string[] {
  return parseStoredFollowing(readString('local', LOCAL_KEYS.following));
}

export function setFollowing(list: string[]): void {
  writeJson('local', LOCAL_KEYS.following, list);
  emit();
}

const EMPTY: ReadonlySet<string> = new Set();

function followingSnapshot(): ReadonlySet<string> {
  const raw = readString('local', LOCAL_KEYS.following);
  if (followingCache && followingCache.raw === raw) return followingCache.set;
  const set = new Set<string>();
  for (const url of parseStoredFollowing(raw)) {
    const n = normalizeProfileUrl(url);
    if (n) set.add(n);
  }
  // nobody followed: the server's value itself, so React keeps the page it took over
  followingCache = { raw, set: set.size > 0 ? set : EMPTY };
  return followingCache.set;
}

/** Normalised followed profile URLs, for orange (followed) acts. */
export function useFollowing(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, followingSnapshot, () => EMPTY);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
