// The liked sets of other events, for the list under "My plan": every like of the open event
// is in the plan (read from its lineup as it is now), so it must not show a second time there.
import type { EventMeta, LikeEntry } from '../types.ts';
import { likeBelongsTo } from './matchLikes.ts';

export function likesOfOtherEvents(likes: readonly LikeEntry[], meta: EventMeta): LikeEntry[] {
  return likes.filter((like) => !likeBelongsTo(like, meta));
}
