// "My plan" (issue 8): the fan's liked sets of one event in time order, with the liked sets
// each one clashes with and the free time before it.
import { likeKey } from '../likes/likes.ts';
import type { LikeEntry, LineupResponse, LineupSet } from '../types.ts';
import { type Clash, clashesBySet } from './clashes.ts';
import { anchorOfLike, likesOfEvent, matchAnchors } from './matchLikes.ts';

export interface PlanItem {
  like: LikeEntry;
  /** the set the like points at now; null when it is gone from the lineup */
  set: LineupSet | null;
  /** true when the like's set no longer exists (set is null) */
  missing: boolean;
  /**
   * 'key': the set has the like's likeKey (its heart shows in the timetable).
   * 'act': found by its act after a stage or schedule change (the timetable shows no heart).
   * null: missing.
   */
  matchedBy: 'key' | 'act' | null;
  /** other liked sets playing at the same time, by their start */
  clashes: Clash[];
  /**
   * whole minutes from the end of the liked sets before this one to its start; null for the
   * first set, for a set that overlaps an earlier one, and for a missing one
   */
  gapBeforeMinutes: number | null;
}

const MINUTE_MS = 60_000;

type Sets = LineupResponse['sets'];

const keyIndexes = new WeakMap<Sets, ReadonlyMap<string, readonly LineupSet[]>>();

/**
 * The lineup's sets by their like key (likes.ts), each list in the lineup's order; worked out
 * once per lineup (a big festival's 3,000 keys cost tens of milliseconds on a phone, and the now
 * page, the grid, reminders and My plan all ask). A lineup answer is never changed in place.
 */
export function setsByLikeKey(
  lineup: Pick<LineupResponse, 'sets'>,
): ReadonlyMap<string, readonly LineupSet[]> {
  let index = keyIndexes.get(lineup.sets);
  if (!index) {
    const byKey = new Map<string, LineupSet[]>();
    for (const room of lineup.sets) {
      for (const set of room) {
        const key = likeKey(set);
        const list = byKey.get(key);
        if (list) list.push(set);
        else byKey.set(key, [set]);
      }
    }
    index = byKey;
    keyIndexes.set(lineup.sets, index);
  }
  return index;
}

const plans = new WeakMap<LineupResponse, WeakMap<readonly LikeEntry[], PlanItem[]>>();

/**
 * The liked sets of `lineup`'s event in time order. Every set with a like's key is in the plan
 * (an act playing twice on one stage shares one key, and both sets show a heart). A like
 * without such a set is looked for by its act (stage or schedule change), else it is missing;
 * missing items stand at the time the like remembers.
 */
export function myPlan(likes: readonly LikeEntry[], lineup: LineupResponse): PlanItem[] {
  // the same likes and lineup give the same plan (screens and reminders share it): callers
  // read it and never change it
  let byLikes = plans.get(lineup);
  const held = byLikes?.get(likes);
  if (held) return held;
  const plan = planOf(likes, lineup);
  if (!byLikes) {
    byLikes = new WeakMap();
    plans.set(lineup, byLikes);
  }
  byLikes.set(likes, plan);
  return plan;
}

function planOf(likes: readonly LikeEntry[], lineup: LineupResponse): PlanItem[] {
  const own = likesOfEvent(likes, lineup.meta);
  const byKey = setsByLikeKey(lineup);

  const entries: Pick<PlanItem, 'like' | 'set' | 'matchedBy'>[] = [];
  const claimed = new Set<LineupSet>();
  const pending: LikeEntry[] = [];
  for (const like of own) {
    const sets = byKey.get(likeKey(like)) ?? [];
    if (sets.length === 0) pending.push(like);
    for (const set of sets) {
      claimed.add(set);
      entries.push({ like, set, matchedBy: 'key' });
    }
  }
  const found =
    pending.length === 0
      ? []
      : matchAnchors(pending.map(anchorOfLike), lineup.sets.flat(), claimed);
  pending.forEach((like, i) => {
    const set = found[i] ?? null;
    entries.push({ like, set, matchedBy: set ? 'act' : null });
  });

  const clashes = clashesBySet(entries.flatMap((e) => (e.set ? [e.set] : [])));
  entries.sort(byTime);

  let endSoFar: number | null = null;
  return entries.map(({ like, set, matchedBy }) => {
    if (!set) {
      return { like, set, missing: true, matchedBy, clashes: [], gapBeforeMinutes: null };
    }
    const start = Date.parse(set.start);
    const end = Date.parse(set.end);
    let gap: number | null = null;
    if (endSoFar !== null) {
      // sorted by start: the set that ends last so far started no later than this one
      const overlap = Math.min(endSoFar, end) - start;
      gap = overlap >= MINUTE_MS ? null : Math.max(0, Math.floor((start - endSoFar) / MINUTE_MS));
    }
    endSoFar = Math.max(endSoFar ?? end, end);
    return {
      like,
      set,
      missing: false,
      matchedBy,
      clashes: clashes.get(set) ?? [],
      gapBeforeMinutes: gap,
    };
  });
}

function timeOf(e: Pick<PlanItem, 'like' | 'set'>): [number, number] {
  const start = Date.parse(e.set?.start ?? e.like.started);
  const end = Date.parse(e.set?.end ?? e.like.started);
  // a like without a readable time goes last
  return [Number.isFinite(start) ? start : Number.MAX_VALUE, Number.isFinite(end) ? end : 0];
}

function byTime(a: Pick<PlanItem, 'like' | 'set'>, b: Pick<PlanItem, 'like' | 'set'>): number {
  const [as, ae] = timeOf(a);
  const [bs, be] = timeOf(b);
  const ar = a.set?.room ?? a.like.room;
  const br = b.set?.room ?? b.like.room;
  return (
    as - bs || ae - be || ar - br || (a.like.dj < b.like.dj ? -1 : a.like.dj > b.like.dj ? 1 : 0)
  );
}
