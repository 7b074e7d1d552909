// POST /api/likes behind the route (DESIGN §5): anonymous sends only feed the like totals;
// a valid token merges the send into the user's stored likes (last writer wins, tombstones).
import {
  boundLikesState,
  dedupeLikes,
  type LikeEntry,
  type LikesResponse,
  likeKey,
  mergeLikes,
  type RemovedLike,
} from '@lineup/core';
import { userOfToken } from '../auth/tokens.ts';
import type { Deps } from '../deps.ts';
import { totalChanges } from './likeTotals.ts';
import { LikesPace } from './pace.ts';

/** a send whose entries were read one by one (readSend.ts): only known fields */
export interface LikesSend {
  token: string;
  likes: LikeEntry[];
  removed?: RemovedLike[];
}

/** one pace per running server (tests start several in one process) */
const paces = new WeakMap<Deps, LikesPace>();
function paceOf(deps: Deps): LikesPace {
  const held = paces.get(deps);
  if (held) return held;
  const pace = new LikesPace(deps.config.likesPace);
  paces.set(deps, pace);
  return pace;
}

export async function syncLikes(deps: Deps, send: LikesSend): Promise<LikesResponse> {
  const now = deps.clock.now();
  const incoming = { likes: send.likes, removed: send.removed ?? [] };
  const user = await userOfToken(deps, send.token);
  // the checks of a full send took a stretch of the event loop: let lineup answers go first
  await new Promise<void>((resolve) => setImmediate(resolve));
  const pace = paceOf(deps);
  if (user) await pace.wait(user.id);
  const started = performance.now();
  const merged = user
    ? await deps.storage.updateLikes(user.id, (state) =>
        boundLikesState(mergeLikes(state, incoming, now), state, now),
      )
    : null;
  if (user) pace.took(user.id, performance.now() - started);

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
  if (added.length > 0 || removed.length > 0) await deps.push.likesChanged(user.id, after.likes);
  return { token: send.token, likes: after.likes, following: user.following };
}
