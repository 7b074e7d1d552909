// A followed act moved or cancelled (issue 35): the change alert a device gets for its liked
// sets also covers the sets its followed acts play in the edited event. Those sets are put in
// the shape of liked sets (act, stage, start as the previous version had them), so the likes'
// own change detection (changesOfEdit) tells what happened to them, in the same message.

import { matchAnchors } from '../plan/matchLikes.ts';
import { actName, type EditDiff, type LikedSetId } from '../plan/pushPlan.ts';
import type { LineupSet } from '../types.ts';
import { identityOfSet } from './actIdentity.ts';

/**
 * The identity keys of a set as a device's follows are stored (push_follows): its name keys
 * (whole name and b2b parts), and its profile links when the act plays alone.
 */
export function followKeysOfSet(set: Pick<LineupSet, 'dj' | 'meta'>): string[] {
  const identity = identityOfSet(set);
  return identity.names.length === 1 ? [...identity.names, ...identity.links] : identity.names;
}

/** every identity key of the sets an edit touched, before it (who may follow one of them) */
export function followKeysOfEdit(diff: EditDiff): string[] {
  const keys = new Set<string>();
  for (const set of diff.previous.sets.flat()) {
    if (set.isMarkerSet) continue;
    for (const key of followKeysOfSet(set)) keys.add(key);
  }
  return [...keys];
}

/**
 * The sets of the edit's previous version that a device's followed acts play (`follows`: its
 * identity keys), not yet over at `now`, as liked sets: with the device's own liked sets, what
 * changesOfEdit compares. A set one of `liked` already points at is left out, so a device that
 * likes the set and follows its act hears of the change once.
 */
export function followedSetsOfEdit(
  follows: ReadonlySet<string>,
  liked: readonly LikedSetId[],
  diff: EditDiff,
  now: Date,
): LikedSetId[] {
  if (follows.size === 0) return [];
  const before = diff.previous.sets.flat();
  const touchedLikes = liked.filter((id) => diff.acts.has(actName(id.dj)));
  const covered = new Set(matchAnchors(touchedLikes, before));
  const out: LikedSetId[] = [];
  for (const set of before) {
    if (set.isMarkerSet || covered.has(set)) continue;
    if (!(Date.parse(set.end) > now.getTime())) continue;
    if (!followKeysOfSet(set).some((key) => follows.has(key))) continue;
    out.push({ dj: set.dj, room: set.room, start: set.start });
  }
  return out;
}
