// Liked sets: identity, de-duplication, reading the browser's stored list, and the
// last-writer-wins merge of likes and removals between devices (spec §4–§5, DESIGN §5).
import { isValidTimeZone } from '../time/zonedTime.ts';
import type { LikeEntry, LineupSet, MetaEntry, RemovedLike } from '../types.ts';

type LikeIdentity = Pick<LikeEntry, 'dj' | 'room' | 'beginningSchedule'>;

/**
 * A like is the same when dj, room and beginning time match (spec §5). The beginning time is
 * compared as an instant, so two spellings of one instant are one like.
 */
export function likeKey(like: LikeIdentity): string {
  return JSON.stringify([like.dj, like.room, canonicalInstant(like.beginningSchedule)]);
}

export function sameLike(a: LikeIdentity, b: LikeIdentity): boolean {
  return likeKey(a) === likeKey(b);
}

export function likeFromSet(
  set: LineupSet,
  likedAt: string,
  timeZone?: string,
  eventId?: string,
): LikeEntry {
  const like: LikeEntry = {
    dj: set.dj,
    room: set.room,
    partyName: set.partyName,
    title: set.title,
    beginningSchedule: set.beginningSchedule,
    started: set.start,
    // orange is personal and recomputed on display; it is not part of the like
    meta: set.meta.map(({ key, value }) => ({ key, value })),
    likedAt,
  };
  if (timeZone) like.timeZone = timeZone;
  if (eventId && EVENT_ID.test(eventId)) like.eventId = eventId;
  return like;
}

/** an event id as event files write them (core's EVENT_ID_PATTERN), bounded */
const EVENT_ID = /^[a-z0-9-]{1,100}$/;

/**
 * `into` with each like's time zone filled in from the same like in `from` where it lacks one:
 * the server answers likes without their zone, and a sync must not forget what the device knew.
 */
export function carryLikeZones(
  from: readonly LikeEntry[],
  into: readonly LikeEntry[],
): LikeEntry[] {
  const zones = new Map<string, string>();
  for (const like of from) if (like.timeZone) zones.set(likeKey(like), like.timeZone);
  if (zones.size === 0) return [...into];
  return into.map((like) => {
    if (like.timeZone) return like;
    const zone = zones.get(likeKey(like));
    return zone ? { ...like, timeZone: zone } : like;
  });
}

/**
 * One entry per dj + room + beginningSchedule, keeping the newest likedAt (the first on a
 * tie), in the order the kept entries first appeared. The spec's other reading, dj + party
 * name, is applied to legacy entries without a beginningSchedule: such an entry goes when
 * another entry has the same dj and party name.
 */
export function dedupeLikes(list: readonly LikeEntry[]): LikeEntry[] {
  const kept = keepNewest(list, (like) => (like.beginningSchedule ? likeKey(like) : null));
  const dated = new Set(kept.filter((l) => l.beginningSchedule).map(partyKey));
  const legacy = kept.filter((l) => !l.beginningSchedule && !dated.has(partyKey(l)));
  const legacyKept = new Set(keepNewest(legacy, partyKey));
  return kept.filter((l) => l.beginningSchedule || legacyKept.has(l));
}

function partyKey(like: Pick<LikeEntry, 'dj' | 'partyName'>): string {
  return JSON.stringify([like.dj, like.partyName]);
}

/** Newest likedAt per key; entries whose key is null pass through. */
function keepNewest(
  list: readonly LikeEntry[],
  keyOf: (l: LikeEntry) => string | null,
): LikeEntry[] {
  const out: (LikeEntry | undefined)[] = [];
  const at = new Map<string, number>();
  for (const like of list) {
    const key = keyOf(like);
    const slot = key === null ? undefined : at.get(key);
    if (key !== null && slot === undefined) at.set(key, out.length);
    if (slot === undefined) {
      out.push(like);
      continue;
    }
    if (timeOf(like.likedAt) > timeOf(out[slot]?.likedAt)) out[slot] = like;
  }
  return out.filter((l): l is LikeEntry => l !== undefined);
}

export interface StoredLikes {
  likes: LikeEntry[];
  /** the stored value was unreadable and should be replaced by an empty list */
  reset: boolean;
  warnings: string[];
}

/**
 * Reads likedDJs from browser storage. Malformed JSON or a non-list is treated as empty and
 * reset (spec §5); unreadable entries are skipped with a warning; the rest is de-duplicated.
 */
export function parseStoredLikes(raw: string | null): StoredLikes {
  if (raw === null || raw === undefined) return { likes: [], reset: false, warnings: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { likes: [], reset: true, warnings: ['likedDJs is not valid JSON; reset to []'] };
  }
  if (!Array.isArray(parsed)) {
    return { likes: [], reset: true, warnings: ['likedDJs is not a list; reset to []'] };
  }
  const warnings: string[] = [];
  const likes: LikeEntry[] = [];
  parsed.forEach((item: unknown, i) => {
    const like = readLike(item);
    if (typeof like === 'string') warnings.push(`likedDJs[${i}] skipped: ${like}`);
    else likes.push(like);
  });
  return { likes: dedupeLikes(likes), reset: false, warnings };
}

/** A like entry, or the reason it cannot be one. */
function readLike(item: unknown): LikeEntry | string {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'not an object';
  const o = item as Record<string, unknown>;
  if (typeof o.dj !== 'string' || o.dj.trim() === '') return 'dj missing';
  const room = typeof o.room === 'string' && /^\d+$/.test(o.room) ? Number(o.room) : o.room;
  if (typeof room !== 'number' || !Number.isInteger(room) || room < 0) return 'room invalid';
  const text = (value: unknown, fallback: string): string =>
    typeof value === 'string' ? value : fallback;
  const like: LikeEntry = {
    dj: o.dj,
    room,
    partyName: text(o.partyName, ''),
    title: text(o.title, o.dj),
    beginningSchedule: text(o.beginningSchedule, ''),
    started: text(o.started, text(o.start, '')),
    meta: Array.isArray(o.meta) ? o.meta.filter(isMetaEntry) : [],
  };
  if (typeof o.likedAt === 'string' && !Number.isNaN(Date.parse(o.likedAt))) {
    like.likedAt = o.likedAt;
  }
  // an unknown zone is dropped, not the like: it then shows in the device's zone as before
  if (typeof o.timeZone === 'string' && isValidTimeZone(o.timeZone)) like.timeZone = o.timeZone;
  if (typeof o.eventId === 'string' && EVENT_ID.test(o.eventId)) like.eventId = o.eventId;
  return like;
}

function isMetaEntry(value: unknown): value is MetaEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.key === 'string' && typeof entry.value === 'string';
}

/** Reads the stored following list; anything unreadable is treated as empty (spec §5). */
export function parseStoredFollowing(raw: string | null): string[] {
  if (raw === null || raw === undefined) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export interface LikesState {
  likes: LikeEntry[];
  tombstones: RemovedLike[];
}

/**
 * Last-writer-wins merge (DESIGN §5). Every like has a likedAt (missing: now), every removal
 * a removedAt (unreadable: now). Per like key the newest event wins; a like beats a removal
 * only when strictly newer. Ties between two likes go to a fixed choice so that every device
 * ends with the same result whatever the order of merges.
 */
export function mergeLikes(
  state: LikesState,
  incoming: { likes: readonly LikeEntry[]; removed: readonly RemovedLike[] },
  now: Date,
): LikesState {
  const nowMs = now.getTime();
  const nowIso = now.toISOString();
  const likes = new Map<string, { like: LikeEntry; at: number }>();
  for (const like of [...state.likes, ...incoming.likes]) {
    const parsed = Date.parse(like.likedAt ?? '');
    const dated = Number.isNaN(parsed) ? { ...like, likedAt: nowIso } : like;
    const at = Number.isNaN(parsed) ? nowMs : parsed;
    const key = likeKey(dated);
    const held = likes.get(key);
    if (!held || at > held.at || (at === held.at && tieBreak(dated, held.like))) {
      likes.set(key, { like: dated, at });
    }
  }
  const removals = new Map<string, { removal: RemovedLike; at: number }>();
  for (const removal of [...state.tombstones, ...incoming.removed]) {
    const parsed = Date.parse(removal.removedAt);
    const at = Number.isNaN(parsed) ? nowMs : parsed;
    const dated = Number.isNaN(parsed) ? { ...removal, removedAt: nowIso } : removal;
    const key = likeKey(removal);
    const held = removals.get(key);
    if (!held || at > held.at) removals.set(key, { removal: dated, at });
  }
  const kept: LikeEntry[] = [];
  for (const [key, { like, at }] of likes) {
    const removal = removals.get(key);
    if (removal && at <= removal.at) continue;
    removals.delete(key);
    kept.push(like);
  }
  return {
    likes: carryLikeZones([...state.likes, ...incoming.likes], dedupeLikes(kept)),
    tombstones: [...removals.values()].map(({ removal }) => removal),
  };
}

/** Deterministic pick between two different likes with the same key and time. */
function tieBreak(candidate: LikeEntry, held: LikeEntry): boolean {
  return JSON.stringify(candidate) > JSON.stringify(held);
}

function timeOf(iso: string | undefined): number {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

// likeKey runs for every like of every send; the beginning times are few (one per set of a
// handful of events), and parsing them dominated a send of 1,000 likes, so they are remembered
const canonical = new Map<string, string>();
const CANONICAL_MAX = 10_000;

export function canonicalInstant(iso: string): string {
  const held = canonical.get(iso);
  if (held !== undefined) return held;
  const t = Date.parse(iso);
  const value = Number.isNaN(t) ? iso : new Date(t).toISOString();
  if (canonical.size >= CANONICAL_MAX) canonical.clear();
  canonical.set(iso, value);
  return value;
}
