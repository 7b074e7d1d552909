// Reads the entries of a likes send one by one (issue 12, item 6): an entry the like schema
// refuses is dropped with a warning, and the rest of the send is merged as usual. Before, one
// act whose name or links were over the limits made every later send of that fan a 400.
import type { LikeEntry, RemovedLike } from '@lineup/core';
import { Compile } from 'typebox/compile';
import { LikeEntrySchema, RemovedLikeSchema } from '../routes/schemas.ts';

const likeCheck = Compile(LikeEntrySchema);
const removalCheck = Compile(RemovedLikeSchema);

export interface ReadSend {
  likes: LikeEntry[];
  removed: RemovedLike[];
  /** entries that were not a valid like or take-back */
  dropped: number;
}

/** only the known fields: unknown ones (and the personal orange flag) are never stored */
function pickLike(like: LikeEntry): LikeEntry {
  const picked: LikeEntry = {
    dj: like.dj,
    room: like.room,
    partyName: like.partyName,
    title: like.title,
    beginningSchedule: like.beginningSchedule,
    started: like.started,
    meta: like.meta.map(({ key, value }) => ({ key, value })),
  };
  if (like.likedAt !== undefined) picked.likedAt = like.likedAt;
  if (like.eventId !== undefined) picked.eventId = like.eventId;
  return picked;
}

function pickRemoval(removal: RemovedLike): RemovedLike {
  const { dj, room, beginningSchedule, removedAt } = removal;
  return { dj, room, beginningSchedule, removedAt };
}

export function readSend(likes: readonly unknown[], removed: readonly unknown[] = []): ReadSend {
  const read: ReadSend = { likes: [], removed: [], dropped: 0 };
  for (const entry of likes) {
    if (likeCheck.Check(entry)) read.likes.push(pickLike(entry as LikeEntry));
    else read.dropped++;
  }
  for (const entry of removed) {
    if (removalCheck.Check(entry)) read.removed.push(pickRemoval(entry as RemovedLike));
    else read.dropped++;
  }
  return read;
}
