// What one account may keep on the server (issue 12): a fan flooding likes of made-up acts
// must not grow their stored list, their answers or the server's memory without limit.
import type { LikeEntry, RemovedLike } from '../types.ts';
import { type LikesState, likeKey } from './likes.ts';

export interface LikeBounds {
  /** stored likes per account (a real fan's plan is a few dozen sets; the client keeps 500) */
  likes: number;
  /** JSON size of the stored likes per account, so 1,000 likes with huge link lists cannot grow the answer */
  likeBytes: number;
  /** stored take-backs per account; the newest are kept */
  tombstones: number;
  /** a take-back older than this is forgotten (a device offline longer may bring the like back) */
  tombstoneDays: number;
}

export const ACCOUNT_LIKE_BOUNDS: LikeBounds = {
  likes: 1000,
  likeBytes: 1024 * 1024,
  tombstones: 1000,
  tombstoneDays: 90,
};

const DAY_MS = 86_400_000;

function timeOf(iso: string | undefined): number {
  const t = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

/**
 * Bounds a merged state. Likes stored before are kept first (a flood of new likes never pushes
 * out a fan's real ones), then the newest new likes while the count and size allow; the rest
 * is not stored (the answer leaves it out, so the client sees it). Take-backs: the newest that
 * are younger than `tombstoneDays`. The order of the kept likes is the merged order.
 */
export function boundLikesState(
  merged: LikesState,
  before: LikesState,
  now: Date,
  bounds: LikeBounds = ACCOUNT_LIKE_BOUNDS,
): LikesState {
  const stored = new Set(before.likes.map(likeKey));
  const ranked = merged.likes
    .map((like, index) => ({
      like,
      index,
      old: stored.has(likeKey(like)),
      at: timeOf(like.likedAt),
    }))
    .sort((a, b) => Number(b.old) - Number(a.old) || b.at - a.at || a.index - b.index);
  const keep = new Set<number>();
  let bytes = 0;
  for (const { like, index } of ranked) {
    if (keep.size >= bounds.likes) break;
    const size = JSON.stringify(like).length;
    if (bytes + size > bounds.likeBytes) continue;
    bytes += size;
    keep.add(index);
  }
  const likes: LikeEntry[] = merged.likes.filter((_, index) => keep.has(index));

  const oldest = now.getTime() - bounds.tombstoneDays * DAY_MS;
  const tombstones: RemovedLike[] = merged.tombstones
    .map((removal) => ({ removal, at: timeOf(removal.removedAt) }))
    .filter(({ at }) => at >= oldest)
    .sort((a, b) => b.at - a.at)
    .slice(0, bounds.tombstones)
    .map(({ removal }) => removal);
  return { likes, tombstones };
}
