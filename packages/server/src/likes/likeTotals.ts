// Per-set like totals for organisers (DESIGN §5): popularity without tracking anyone.
//
// A like counts +1 once per (set, likedAt) and a removal −1 once per (set, removedAt): the
// server keeps only a SHA-256 "mark" of that pair, so a browser that sends its whole list
// again, a retried send, or the same like arriving from a second device of one user do not
// count twice. Limits: an anonymous like without likedAt is not counted (its repeats could
// not be told apart); a like made anonymously and sent again after sign-in with the same
// likedAt counts once, but one re-dated by another client counts again; removals of likes
// that were never counted are clamped at zero.
import { createHash } from 'node:crypto';
import { type LikeEntry, likeKey, type RemovedLike } from '@lineup/core';
import type { SetDirectory } from '../events/setDirectory.ts';
import type { LikeTotalChange } from '../storage/storage.ts';

function mark(kind: 'like' | 'removed', key: string, at: string): string {
  const instant = new Date(at).toISOString();
  return createHash('sha256').update(`${kind}\n${key}\n${instant}`).digest('hex');
}

function validInstant(at: string | undefined): at is string {
  return at !== undefined && !Number.isNaN(Date.parse(at));
}

export function totalChanges(
  sets: SetDirectory,
  added: readonly LikeEntry[],
  removed: readonly RemovedLike[],
): LikeTotalChange[] {
  const changes: LikeTotalChange[] = [];
  for (const like of added) {
    const set = sets.setOfLike(like);
    if (!set || !validInstant(like.likedAt)) continue;
    changes.push({ ...set, delta: 1, mark: mark('like', likeKey(like), like.likedAt) });
  }
  for (const gone of removed) {
    const set = sets.setOfLike(gone);
    if (!set || !validInstant(gone.removedAt)) continue;
    changes.push({ ...set, delta: -1, mark: mark('removed', likeKey(gone), gone.removedAt) });
  }
  return changes;
}
