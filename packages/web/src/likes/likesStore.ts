import {
  carryLikeZones,
  dedupeLikes,
  LIKES_MAX,
  type LikeEntry,
  type LikesResponse,
  type LineupSet,
  likeFromSet,
  likeKey,
  parseStoredLikes,
  type RemovedLike,
} from '@lineup/core';
import { getToken, setFollowing, setToken } from '../auth/session.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson, writeString } from '../storage/safeStorage.ts';

// The likes of this browser: one store shared by every heart, kept in local storage
// (likedDJs) and synced with the server (DESIGN §5). Sends are serialised: while one is on
// its way, later changes wait and go out together, so answers can never arrive out of order.

export interface LikesStore {
  getSnapshot(): readonly LikeEntry[];
  subscribe(listener: () => void): () => void;
  isLiked(set: Pick<LineupSet, 'dj' | 'room' | 'beginningSchedule'>): boolean;
  toggle(set: LineupSet, timeZone?: string, eventId?: string): void;
  /**
   * Sends the likes (and the likes taken back) to the server. Resolves to true when the
   * server answered, or when there was nothing to send; false on failure. `force` sends an
   * empty list too (once right after sign-in, so a new device receives its likes).
   */
  sync(options?: { force?: boolean }): Promise<boolean>;
}

export interface LikesStoreOptions {
  fetch?: typeof fetch;
  now?: () => Date;
  endpoint?: string;
}

function loadLikes(): LikeEntry[] {
  const stored = parseStoredLikes(readString('local', LOCAL_KEYS.likedDJs));
  for (const warning of stored.warnings) console.warn(`likes: ${warning}`);
  // Spec §5: malformed likedDJs is treated as empty and reset to an empty list.
  if (stored.reset) writeJson('local', LOCAL_KEYS.likedDJs, []);
  return stored.likes.slice(-LIKES_MAX);
}

function isRemovedLike(value: unknown): value is RemovedLike {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.dj === 'string' &&
    typeof r.room === 'number' &&
    typeof r.beginningSchedule === 'string' &&
    typeof r.removedAt === 'string'
  );
}

function loadRemoved(): RemovedLike[] {
  const raw = readString('local', LOCAL_KEYS.removedLikes);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter(isRemovedLike);
  } catch {
    // fall through: a broken list of take-backs is dropped
  }
  writeJson('local', LOCAL_KEYS.removedLikes, []);
  return [];
}

function readAnswer(body: unknown): LikesResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.token !== 'string' || !Array.isArray(b.likes)) return null;
  const { likes } = parseStoredLikes(JSON.stringify(b.likes));
  const following = Array.isArray(b.following)
    ? b.following.filter((f): f is string => typeof f === 'string')
    : [];
  return { token: b.token, likes, following };
}

function sameList(a: readonly LikeEntry[], b: readonly LikeEntry[]): boolean {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(likeKey));
  return b.every((like) => keys.has(likeKey(like)));
}

export function createLikesStore(options: LikesStoreOptions = {}): LikesStore {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? (() => new Date());
  const endpoint = options.endpoint ?? '/api/likes';

  let likes: readonly LikeEntry[] = loadLikes();
  let removed: readonly RemovedLike[] = loadRemoved();
  let keys = new Set(likes.map(likeKey));
  // bumped on every local change, so an answer to an older send never overwrites a newer tap
  let version = 0;
  let inFlight: Promise<boolean> | null = null;
  let queued: { force: boolean } | null = null;
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const l of listeners) l();
  };

  const setLikes = (next: readonly LikeEntry[]) => {
    likes = next;
    keys = new Set(next.map(likeKey));
    writeJson('local', LOCAL_KEYS.likedDJs, next);
  };

  const setRemoved = (next: readonly RemovedLike[]) => {
    removed = next;
    writeJson('local', LOCAL_KEYS.removedLikes, next);
  };

  async function sendOnce(force: boolean): Promise<boolean> {
    if (likes.length === 0 && removed.length === 0 && !force) return true;
    const sentVersion = version;
    const sentRemoved = new Set(removed.map((r) => `${likeKey(r)}|${r.removedAt}`));
    try {
      const response = await doFetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: getToken() ?? '', likes, removed }),
      });
      if (!response.ok) throw new Error(`Server responded with ${response.status}`);
      const answer = readAnswer(await response.json());
      if (!answer) throw new Error('unexpected likes answer');
      setToken(answer.token === '' ? null : answer.token);
      setFollowing(answer.following);
      setRemoved(removed.filter((r) => !sentRemoved.has(`${likeKey(r)}|${r.removedAt}`)));
      if (version === sentVersion && answer.likes.length > 0 && !sameList(answer.likes, likes)) {
        // the server keeps no zones: the device's copies lend theirs
        setLikes(carryLikeZones(likes, dedupeLikes(answer.likes)).slice(-LIKES_MAX));
        emit();
      }
      return true;
    } catch (err) {
      // Spec §8: a failed sync only warns; the local likes stay as they are. The day's sync
      // is no longer done: the likes go out when the app is back online or opened again
      // (LikesSync), not only tomorrow.
      console.warn('likes: sync failed', err);
      writeString('local', LOCAL_KEYS.lastLikesUpdate, null);
      return false;
    }
  }

  function sync(opts?: { force?: boolean }): Promise<boolean> {
    const force = opts?.force === true;
    if (inFlight) {
      // the running send resolves only after the queued one went out
      queued = { force: force || queued?.force === true };
      return inFlight;
    }
    const run = sendOnce(force).then((ok) => {
      inFlight = null;
      const next = queued;
      queued = null;
      return next ? sync(next) : ok;
    });
    inFlight = run;
    return run;
  }

  function toggle(set: LineupSet, timeZone?: string, eventId?: string): void {
    const key = likeKey(set);
    const at = now().toISOString();
    if (keys.has(key)) {
      setLikes(likes.filter((l) => likeKey(l) !== key));
      setRemoved([
        ...removed.filter((r) => likeKey(r) !== key),
        { dj: set.dj, room: set.room, beginningSchedule: set.beginningSchedule, removedAt: at },
      ]);
    } else {
      // Over the cap the oldest like makes room for the new one.
      setLikes([...likes, likeFromSet(set, at, timeZone, eventId)].slice(-LIKES_MAX));
      setRemoved(removed.filter((r) => likeKey(r) !== key));
    }
    version += 1;
    emit();
    void sync();
  }

  function reloadFromStorage(): void {
    const next = loadLikes();
    if (sameList(next, likes)) return;
    likes = next;
    keys = new Set(next.map(likeKey));
    removed = loadRemoved();
    version += 1;
    emit();
  }

  // Another tab changed the likes: show the same hearts here.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.likedDJs) reloadFromStorage();
  };

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  return {
    getSnapshot: () => likes,
    subscribe,
    isLiked: (set) => keys.has(likeKey(set)),
    toggle,
    sync,
  };
}
