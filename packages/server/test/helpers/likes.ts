import { type LikeEntry, type LineupResponse, likeFromSet } from '@lineup/core';

/** the like a browser stores for the act `dj` of a served lineup */
export async function likeOf(url: string, event: string, dj: string, likedAt: string) {
  const lineup = (await (await fetch(`${url}/api/lineup/${event}`)).json()) as LineupResponse;
  const set = lineup.sets.flat().find((s) => s.dj === dj);
  if (!set) throw new Error(`no set of ${dj}`);
  return likeFromSet(set, likedAt);
}

export function removal(like: LikeEntry, removedAt: string) {
  return { dj: like.dj, room: like.room, beginningSchedule: like.beginningSchedule, removedAt };
}

export const djs = (likes: unknown) => (likes as LikeEntry[]).map((l) => l.dj).sort();
