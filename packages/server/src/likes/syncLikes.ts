// POST /api/likes behind the route (DESIGN §5): anonymous sends only feed the like totals;
// a valid token merges the send into the user's stored likes (last writer wins, tombstones).
import {
  dedupeLikes,
  type LikeEntry,
  type LikesResponse,
  likeKey,
  mergeLikes,
  type RemovedLike,
} from '@lineup/core';
import { hashToken } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { totalChanges } from './likeTotals.ts';

export interface LikesSend {
  token: string;
  likes: LikeEntry[];
  removed?: RemovedLike[];
}

/** orange is personal and recomputed by each client: never stored */
function clean(like: LikeEntry): LikeEntry {
  return { ...like, meta: like.meta.map(({ key, value }) => ({ key, value })) };
}

export async function syncLikes(deps: Deps, send: LikesSend): Promise<LikesResponse> {
  const now = deps.clock.now();
  const incoming = { likes: send.likes.map(clean), removed: send.removed ?? [] };
  const user = send.token ? await deps.storage.userByTokenHash(hashToken(send.token)) : null;
  const merged = user
    ? await deps.storage.updateLikes(user.id, (state) => mergeLikes(state, incoming, now))
    : null;

  if (!user || !merged) {
    const likes = dedupeLikes(incoming.likes);
    await deps.storage.changeLikeTotals(totalChanges(deps.sets, likes, incoming.removed), now);
    return { token: '', likes, following: [] };
  }

  const { before, after } = merged;
  const had = new Set(before.likes.map(likeKey));
  const has = new Set(after.likes.map(likeKey));
  const added = after.likes.filter((like) => !had.has(likeKey(like)));
  const removed = after.tombstones.filter((t) => had.has(likeKey(t)) && !has.has(likeKey(t)));
  await deps.storage.changeLikeTotals(totalChanges(deps.sets, added, removed), now);
  return { token: send.token, likes: after.likes, following: user.following };
}
