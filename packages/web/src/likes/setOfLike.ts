import type { LikeEntry, LineupSet } from '@lineup/core';

/**
 * A like whose set is not in this lineup (another edition, or cancelled): its heart and act
 * sheet still need a set, built from what the like remembers.
 */
export function setOfLike(like: LikeEntry): LineupSet {
  return {
    dj: like.dj,
    room: like.room,
    start: like.started,
    end: like.started,
    meta: like.meta,
    s: '',
    djAndChange: like.dj,
    isMarkerSet: false,
    isItalic: false,
    partyName: like.partyName,
    title: like.title,
    beginningSchedule: like.beginningSchedule,
  };
}
