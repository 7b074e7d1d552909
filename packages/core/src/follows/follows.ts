// Followed acts as a browser keeps them and a server stores them per account (issue 35).
// Synced like likes: last change wins per act, a take-back is a dated tombstone.

import type { MetaEntry } from '../types.ts';
import { type ActIdentity, actKey, profileLinksOf } from './actIdentity.ts';

/** followed acts per device or account (a fan's real list is a few dozen) */
export const FOLLOWS_MAX = 500;
/** profile links kept per followed act */
export const FOLLOW_LINKS_MAX = 8;
/** take-backs kept; older ones than FOLLOW_TOMBSTONE_DAYS are forgotten */
export const FOLLOW_TOMBSTONES_MAX = 500;
export const FOLLOW_TOMBSTONE_DAYS = 90;
const LINK_MAX = 500;
const DAY_MS = 86_400_000;

export interface FollowEntry {
  /** the act's name as the fan saw it ("Ada Lovelace") */
  name: string;
  /** actKey(name): what matching uses */
  key: string;
  /** normalised profile links (profileLinksOf) known when followed */
  links: string[];
  /** when it was followed (ISO instant) */
  followedAt: string;
}

export interface RemovedFollow {
  key: string;
  removedAt: string;
}

export interface FollowsState {
  follows: FollowEntry[];
  removed: RemovedFollow[];
}

/**
 * A follow of one act of a set. For a b2b the links are left out: they may be the other act's.
 * Null for the "?" placeholder.
 */
export function followOfAct(
  name: string,
  meta: readonly MetaEntry[],
  now: Date,
  alone: boolean,
): FollowEntry | null {
  const key = actKey(name);
  if (key === null) return null;
  return {
    name: name.trim(),
    key,
    links: alone ? profileLinksOf(meta).slice(0, FOLLOW_LINKS_MAX) : [],
    followedAt: now.toISOString(),
  };
}

export function identityOfFollow(follow: FollowEntry): ActIdentity {
  return { key: follow.key, links: follow.links };
}

function timeOf(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * One entry read from anywhere (storage, a request): the key is recomputed from the name, links
 * are normalised and bounded. Null for anything that is not a follow of a real act.
 */
export function readFollow(value: unknown): FollowEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.name !== 'string' || typeof raw.followedAt !== 'string') return null;
  const key = actKey(raw.name);
  if (key === null || Number.isNaN(Date.parse(raw.followedAt))) return null;
  const links = Array.isArray(raw.links)
    ? profileLinksOf(
        raw.links
          .filter((v): v is string => typeof v === 'string' && v.length <= LINK_MAX)
          .map((value) => ({ key: 'soundcloud', value })),
      ).slice(0, FOLLOW_LINKS_MAX)
    : [];
  return { name: raw.name.trim(), key, links, followedAt: new Date(raw.followedAt).toISOString() };
}

export function readRemovedFollow(value: unknown): RemovedFollow | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.key !== 'string' || typeof raw.removedAt !== 'string') return null;
  const key = actKey(raw.key);
  if (key === null || Number.isNaN(Date.parse(raw.removedAt))) return null;
  return { key, removedAt: new Date(raw.removedAt).toISOString() };
}

/** The browser's stored follows; anything unreadable is left out. */
export function parseStoredFollows(raw: string | null): FollowsState {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    const follows = Array.isArray(parsed?.follows) ? parsed.follows : [];
    const removed = Array.isArray(parsed?.removed) ? parsed.removed : [];
    return {
      follows: follows.map(readFollow).filter((f): f is FollowEntry => f !== null),
      removed: removed.map(readRemovedFollow).filter((r): r is RemovedFollow => r !== null),
    };
  } catch {
    return { follows: [], removed: [] };
  }
}

/**
 * Last-writer-wins merge per act key; a follow beats a take-back only when strictly newer;
 * ties between follows go to a fixed choice so that every device ends the same. The result is
 * bounded: follows held before are kept first, then the newest, up to `max`; take-backs
 * younger than FOLLOW_TOMBSTONE_DAYS, newest first.
 */
export function mergeFollows(
  state: FollowsState,
  incoming: FollowsState,
  now: Date,
  max: number = FOLLOWS_MAX,
): FollowsState {
  const follows = new Map<string, FollowEntry>();
  for (const follow of [...state.follows, ...incoming.follows]) {
    const held = follows.get(follow.key);
    const at = timeOf(follow.followedAt);
    const heldAt = held ? timeOf(held.followedAt) : Number.NEGATIVE_INFINITY;
    if (!held || at > heldAt || (at === heldAt && JSON.stringify(follow) > JSON.stringify(held))) {
      follows.set(follow.key, follow);
    }
  }
  const removals = new Map<string, RemovedFollow>();
  for (const removal of [...state.removed, ...incoming.removed]) {
    const held = removals.get(removal.key);
    if (!held || timeOf(removal.removedAt) > timeOf(held.removedAt)) {
      removals.set(removal.key, removal);
    }
  }
  const had = new Set(state.follows.map((f) => f.key));
  const kept = [...follows.values()]
    .filter((follow) => {
      const removal = removals.get(follow.key);
      if (removal && timeOf(follow.followedAt) <= timeOf(removal.removedAt)) return false;
      removals.delete(follow.key);
      return true;
    })
    .sort(
      (a, b) =>
        Number(had.has(b.key)) - Number(had.has(a.key)) ||
        timeOf(b.followedAt) - timeOf(a.followedAt) ||
        (a.key < b.key ? -1 : 1),
    )
    .slice(0, max)
    .sort((a, b) => timeOf(a.followedAt) - timeOf(b.followedAt) || (a.key < b.key ? -1 : 1));
  const oldest = now.getTime() - FOLLOW_TOMBSTONE_DAYS * DAY_MS;
  const removed = [...removals.values()]
    .filter((r) => timeOf(r.removedAt) >= oldest)
    .sort((a, b) => timeOf(b.removedAt) - timeOf(a.removedAt))
    .slice(0, FOLLOW_TOMBSTONES_MAX);
  return { follows: kept, removed };
}
