import type { LikeEntry, LineupResponse } from '@lineup/core';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson } from '../storage/safeStorage.ts';
import {
  type ChangeNotice,
  changesSince,
  type LineupSnapshot,
  mergeNotices,
  noticeOf,
  snapshotOf,
} from './changeTracker.ts';

// Where the change notices live between visits (local storage): the last lineup seen per
// event (so changes made while the app was closed are noticed), the notices not yet
// dismissed, and the ids of dismissed ones (so a dismissed change never shows again).

/** events whose last lineup is kept; the oldest seen goes first */
const SNAPSHOTS_MAX = 5;
const NOTICES_MAX = 50;
const DISMISSED_MAX = 300;

function readJson<T>(key: string, valid: (v: unknown) => v is T, fallback: T): T {
  try {
    const raw = readString('local', key);
    const value: unknown = raw ? JSON.parse(raw) : fallback;
    return valid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isSnapshot(v: unknown): v is LineupSnapshot {
  return (
    isObject(v) &&
    typeof v.hash === 'string' &&
    typeof v.savedAt === 'string' &&
    Array.isArray(v.sets)
  );
}

function isSnapshots(v: unknown): v is Record<string, LineupSnapshot> {
  return isObject(v) && Object.values(v).every(isSnapshot);
}

function isNotices(v: unknown): v is ChangeNotice[] {
  return (
    Array.isArray(v) &&
    v.every(
      (n) =>
        isObject(n) &&
        typeof n.id === 'string' &&
        typeof n.eventId === 'string' &&
        typeof n.likeKey === 'string' &&
        typeof n.kind === 'string' &&
        typeof n.dj === 'string',
    )
  );
}

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

export function readNotices(): ChangeNotice[] {
  return readJson(LOCAL_KEYS.changeNotices, isNotices, []);
}

function readDismissed(): string[] {
  return readJson(LOCAL_KEYS.dismissedChanges, isStrings, []);
}

/**
 * Compares the lineup with the last one seen of its event, adds the new notices, keeps the
 * lineup as the one seen, and returns every pending notice.
 */
export function trackLineup(
  likes: readonly LikeEntry[],
  lineup: LineupResponse,
  now: Date,
): ChangeNotice[] {
  const id = lineup.meta.id;
  const snapshots = readJson(LOCAL_KEYS.lineupSnapshots, isSnapshots, {});
  const snapshot = snapshots[id];
  const pending = readNotices();
  if (snapshot?.hash === lineup.hash) return pending;
  const fresh = changesSince(likes, snapshot, lineup).map((c) => noticeOf(c, id, now));
  const merged = mergeNotices(pending, fresh, new Set(readDismissed())).slice(-NOTICES_MAX);
  writeJson('local', LOCAL_KEYS.changeNotices, merged);
  const kept = Object.entries({ ...snapshots, [id]: snapshotOf(lineup, now) })
    .sort(([, a], [, b]) => Date.parse(b.savedAt) - Date.parse(a.savedAt))
    .slice(0, SNAPSHOTS_MAX);
  writeJson('local', LOCAL_KEYS.lineupSnapshots, Object.fromEntries(kept));
  return merged;
}

/** Dismisses a notice for good; returns the notices still pending. */
export function dismissNotice(id: string): ChangeNotice[] {
  const dismissed = [...readDismissed().filter((d) => d !== id), id].slice(-DISMISSED_MAX);
  writeJson('local', LOCAL_KEYS.dismissedChanges, dismissed);
  const pending = readNotices().filter((n) => n.id !== id);
  writeJson('local', LOCAL_KEYS.changeNotices, pending);
  return pending;
}
