// Per-set like totals for organisers (DESIGN §5): popularity without tracking anyone.
//
// A like counts +1 once per (set, likedAt) and a removal −1 once per (set, removedAt): the
// server keeps only a SHA-256 "mark" of that pair, so a browser that sends its whole list
// again, a retried send, or the same like arriving from a second device of one user do not
// count twice. Limits: an anonymous like without likedAt is not counted (its repeats could
// not be told apart); a like made anonymously and sent again after sign-in with the same
// likedAt counts once, but one re-dated by another client counts again; removals of likes
// that were never counted are clamped at zero.
//
// What a send can do (issue 12): one change per set per send, so a forger needs one send per
// +1 or −1, and sends are rate-limited per address. Marks expire after MARK_DAYS, long after
// an edition is over, so the table does not grow for ever.
import { createHash } from 'node:crypto';
import { type LikeEntry, likeKey, type RemovedLike } from '@lineup/core';
import type { SetDirectory } from '../events/setDirectory.ts';
import type { LikeTotalChange } from '../storage/storage.ts';

/** a mark older than this is forgotten (storage.pruneLikeTotalMarks) */
export const MARK_DAYS = 400;

function mark(kind: 'like' | 'removed', key: string, at: string): string {
  const instant = new Date(at).toISOString();
  return createHash('sha256').update(`${kind}\n${key}\n${instant}`).digest('hex');
}

function validInstant(at: string | undefined): at is string {
  return at !== undefined && !Number.isNaN(Date.parse(at));
}

/**
 * The total changes of one send: at most one per set (like key), so one send cannot move a
 * set by more than one however many entries name it (500 re-dated likes, or 500 take-backs
 * of a rival, count once). A like of a set beats a take-back of it in the same send; among
 * several entries the newest instant gives the mark, so a repeated send stays idempotent.
 */
export function totalChanges(
  sets: SetDirectory,
  added: readonly LikeEntry[],
  removed: readonly RemovedLike[],
): LikeTotalChange[] {
  const liked = new Map<string, { like: LikeEntry; at: number }>();
  for (const like of added) {
    if (!validInstant(like.likedAt)) continue;
    const key = likeKey(like);
    const at = Date.parse(like.likedAt);
    const held = liked.get(key);
    if (!held || at > held.at) liked.set(key, { like, at });
  }
  const gone = new Map<string, { removal: RemovedLike; at: number }>();
  for (const removal of removed) {
    if (!validInstant(removal.removedAt)) continue;
    const key = likeKey(removal);
    if (liked.has(key)) continue;
    const at = Date.parse(removal.removedAt);
    const held = gone.get(key);
    if (!held || at > held.at) gone.set(key, { removal, at });
  }
  const changes: LikeTotalChange[] = [];
  for (const [key, { like }] of liked) {
    const set = sets.setOfLike(like);
    if (set && like.likedAt)
      changes.push({ ...set, delta: 1, mark: mark('like', key, like.likedAt) });
  }
  for (const [key, { removal }] of gone) {
    const set = sets.setOfLike(removal);
    if (set) changes.push({ ...set, delta: -1, mark: mark('removed', key, removal.removedAt) });
  }
  return changes;
}
