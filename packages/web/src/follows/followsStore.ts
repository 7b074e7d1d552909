import {
  actKey,
  FOLLOWS_MAX,
  type FollowEntry,
  type FollowedSet,
  type FollowsState,
  followOfAct,
  type MetaEntry,
  parseStoredFollows,
} from '@lineup/core';
import { getToken } from '../auth/session.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson } from '../storage/safeStorage.ts';

// The acts this browser follows (issue 35): kept in local storage like likes, synced through
// POST /api/follows with the signed-in account or device link. Sends are serialised as the
// likes' are, so an older answer never overwrites a newer tap. The answer also brings the
// followed acts' sets on the server ("Your acts"), kept as the offline copy.

export interface YourActsCopy {
  sets: FollowedSet[];
  /** when the server made the list */
  at: string;
  /** set identities the fan has seen on the Your acts screen */
  seen: string[];
  /** when the fan last looked: a set of an act followed before then and not seen is new */
  seenAt: string | null;
}

export interface FollowsStore {
  getSnapshot(): FollowsState;
  getActs(): YourActsCopy | null;
  subscribe(listener: () => void): () => void;
  isFollowed(name: string): boolean;
  /** `alone`: the act plays the set alone, so its links are its own */
  toggle(name: string, meta: readonly MetaEntry[], alone: boolean): void;
  /** follows many at once (SoundCloud); those followed already stay as they are */
  followAll(acts: readonly { name: string; meta: readonly MetaEntry[] }[]): void;
  sync(): Promise<boolean>;
  /** the sets shown now are seen: their "new" badges go next time */
  markSeen(): void;
}

/** a set of a followed act is new when the fan looked after following it and did not see it */
export function isNewSet(
  set: FollowedSet,
  copy: YourActsCopy,
  follows: readonly FollowEntry[],
): boolean {
  if (copy.seenAt === null || copy.seen.includes(setIdentity(set))) return false;
  const follow = follows.find((f) => f.key === set.act);
  return follow !== undefined && Date.parse(follow.followedAt) <= Date.parse(copy.seenAt);
}

export function setIdentity(set: Pick<FollowedSet, 'event' | 'dj' | 'room' | 'start'>): string {
  return `${set.event}|${set.dj.trim().toLowerCase()}|${set.room}|${set.start}`;
}

function loadActs(): YourActsCopy | null {
  try {
    const raw = JSON.parse(readString('local', LOCAL_KEYS.yourActs) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const r = raw as Record<string, unknown>;
    if (!Array.isArray(r.sets) || typeof r.at !== 'string') return null;
    const seen = Array.isArray(r.seen) ? r.seen.filter((s) => typeof s === 'string') : [];
    const seenAt = typeof r.seenAt === 'string' ? r.seenAt : null;
    return { sets: r.sets as FollowedSet[], at: r.at, seen: seen as string[], seenAt };
  } catch {
    return null;
  }
}

function readAnswer(
  body: unknown,
): (FollowsState & { token: string; sets: FollowedSet[]; at: string }) | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.token !== 'string' || !Array.isArray(b.sets) || typeof b.at !== 'string')
    return null;
  const state = parseStoredFollows(JSON.stringify({ follows: b.follows, removed: b.removed }));
  return { ...state, token: b.token, sets: b.sets as FollowedSet[], at: b.at };
}

/** this device's push endpoint when reminders are on (its follows then reach the server's pushes) */
async function pushEndpoint(): Promise<string | undefined> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    return (await registration?.pushManager?.getSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

export interface FollowsStoreOptions {
  fetch?: typeof fetch;
  now?: () => Date;
}

export function createFollowsStore(options: FollowsStoreOptions = {}): FollowsStore {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => new Date());
  let state: FollowsState = parseStoredFollows(readString('local', LOCAL_KEYS.followedActs));
  let keys = new Set(state.follows.map((f) => f.key));
  let acts = loadActs();
  let version = 0;
  let inFlight: Promise<boolean> | null = null;
  let queued = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };

  const setState = (next: FollowsState) => {
    state = next;
    keys = new Set(next.follows.map((f) => f.key));
    writeJson('local', LOCAL_KEYS.followedActs, next);
  };
  const setActs = (next: YourActsCopy) => {
    acts = next;
    // the calendar link kept in the same item (calendar/feeds.ts) stays
    let feed: unknown;
    try {
      feed = (JSON.parse(readString('local', LOCAL_KEYS.yourActs) ?? '{}') as { feed?: unknown })
        .feed;
    } catch {
      feed = undefined;
    }
    writeJson('local', LOCAL_KEYS.yourActs, feed === undefined ? next : { ...next, feed });
  };

  async function sendOnce(): Promise<boolean> {
    const sentVersion = version;
    try {
      const endpoint = await pushEndpoint();
      const response = await doFetch('/api/follows', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          token: getToken() ?? '',
          ...(endpoint ? { endpoint } : {}),
          follows: state.follows,
          removed: state.removed,
        }),
      });
      if (!response.ok) throw new Error(`Server responded with ${response.status}`);
      const answer = readAnswer(await response.json());
      if (!answer) throw new Error('unexpected follows answer');
      // a token the server no longer knows is dropped by the likes' sync; here it only tells
      // whether the account's list is the answer
      if (answer.token !== '' && version === sentVersion) {
        setState({ follows: answer.follows, removed: answer.removed });
      }
      setActs({
        sets: answer.sets,
        at: answer.at,
        seen: acts?.seen ?? [],
        seenAt: acts?.seenAt ?? null,
      });
      emit();
      return true;
    } catch (err) {
      console.warn('follows: sync failed', err);
      return false;
    }
  }

  function sync(): Promise<boolean> {
    if (inFlight) {
      queued = true;
      return inFlight;
    }
    const run = sendOnce().then((ok) => {
      inFlight = null;
      if (!queued) return ok;
      queued = false;
      return sync();
    });
    inFlight = run;
    return run;
  }

  function change(next: FollowsState) {
    setState(next);
    version += 1;
    emit();
    void sync();
  }

  function toggle(name: string, meta: readonly MetaEntry[], alone: boolean): void {
    const key = actKey(name);
    if (key === null) return;
    const at = now().toISOString();
    if (keys.has(key)) {
      change({
        follows: state.follows.filter((f) => f.key !== key),
        removed: [...state.removed.filter((r) => r.key !== key), { key, removedAt: at }],
      });
      return;
    }
    const follow = followOfAct(name, meta, now(), alone);
    if (!follow) return;
    change({
      // over the bound the oldest follow makes room (the server keeps the same number)
      follows: [...state.follows, follow].slice(-FOLLOWS_MAX),
      removed: state.removed.filter((r) => r.key !== key),
    });
  }

  function followAll(list: readonly { name: string; meta: readonly MetaEntry[] }[]): void {
    const added: FollowEntry[] = [];
    const seen = new Set(keys);
    for (const { name, meta } of list) {
      const follow = followOfAct(name, meta, now(), true);
      if (!follow || seen.has(follow.key)) continue;
      seen.add(follow.key);
      added.push(follow);
    }
    if (added.length === 0) return;
    const addedKeys = new Set(added.map((f) => f.key));
    change({
      follows: [...state.follows, ...added].slice(-FOLLOWS_MAX),
      removed: state.removed.filter((r) => !addedKeys.has(r.key)),
    });
  }

  function markSeen(): void {
    if (!acts) return;
    setActs({ ...acts, seen: acts.sets.map(setIdentity), seenAt: now().toISOString() });
  }

  const onStorage = (e: StorageEvent) => {
    if (e.key !== null && e.key !== LOCAL_KEYS.followedActs && e.key !== LOCAL_KEYS.yourActs)
      return;
    state = parseStoredFollows(readString('local', LOCAL_KEYS.followedActs));
    keys = new Set(state.follows.map((f) => f.key));
    acts = loadActs();
    version += 1;
    emit();
  };

  return {
    getSnapshot: () => state,
    getActs: () => acts,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
    isFollowed: (name) => {
      const key = actKey(name);
      return key !== null && keys.has(key);
    },
    toggle,
    followAll,
    sync,
    markSeen,
  };
}
