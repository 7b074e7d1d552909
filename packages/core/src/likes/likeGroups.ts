// Liked sets grouped by the edition they belong to (spec §2: "the likes list grouped by
// party"). Two editions share a party name year after year, so the group is the party name
// plus the edition's beginningSchedule; the year is added to the label only where names repeat.
import type { LikeEntry } from '../types.ts';
import { canonicalInstant } from './likes.ts';

export interface LikeEditionGroup<T extends LikeEntry = LikeEntry> {
  partyName: string;
  /** the edition's beginningSchedule (canonical instant), '' for legacy likes without one */
  beginningSchedule: string;
  /** the year of the edition, set only when another group has the same party name */
  year: number | null;
  /** the edition open in the app */
  current: boolean;
  /** the likes, by set start */
  likes: T[];
}

/**
 * Groups by party name and edition: the open edition first, then the others newest first
 * (a group without an edition date last), each group's likes by start.
 */
export function groupLikesByEdition<T extends LikeEntry>(
  likes: readonly T[],
  open: { partyName: string; beginningSchedule: string | null },
): LikeEditionGroup<T>[] {
  const openBegin = open.beginningSchedule ? canonicalInstant(open.beginningSchedule) : '';
  const groups = new Map<string, LikeEditionGroup<T>>();
  for (const like of likes) {
    const begin = like.beginningSchedule ? canonicalInstant(like.beginningSchedule) : '';
    const key = JSON.stringify([like.partyName, begin]);
    let group = groups.get(key);
    if (!group) {
      const current =
        like.partyName === open.partyName && (begin === openBegin || begin === '' || !openBegin);
      group = {
        partyName: like.partyName,
        beginningSchedule: begin,
        year: null,
        current,
        likes: [],
      };
      groups.set(key, group);
    }
    group.likes.push(like);
  }
  const list = [...groups.values()];
  const names = new Map<string, number>();
  for (const group of list) names.set(group.partyName, (names.get(group.partyName) ?? 0) + 1);
  for (const group of list) {
    group.likes.sort((a, b) => Date.parse(a.started) - Date.parse(b.started));
    if ((names.get(group.partyName) ?? 0) > 1) group.year = yearOf(group);
  }
  return list.sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (Date.parse(b.beginningSchedule) || 0) - (Date.parse(a.beginningSchedule) || 0),
  );
}

/** The edition's year (UTC is close enough for a label: editions are a year apart). */
function yearOf(group: LikeEditionGroup<LikeEntry>): number | null {
  const at = group.beginningSchedule || group.likes[0]?.started || '';
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : new Date(ms).getUTCFullYear();
}
