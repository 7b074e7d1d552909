import { type Clash, type LineupResponse, type LineupSet, myPlan } from '@lineup/core';
import { useMemo } from 'react';
import { useLikes } from '../likes/useLikes.ts';

const NONE: ReadonlyMap<LineupSet, Clash[]> = new Map();

/**
 * The clashes of the fan's liked sets of `lineup`, keyed by the set objects of the lineup, so
 * a timetable row finds its own. Only sets whose heart shows (same like key) are keys.
 */
export function useLikedClashes(lineup: LineupResponse): ReadonlyMap<LineupSet, Clash[]> {
  const { likes } = useLikes();
  return useMemo(() => {
    if (likes.length < 2) return NONE;
    const out = new Map<LineupSet, Clash[]>();
    for (const item of myPlan(likes, lineup)) {
      if (item.set && item.matchedBy === 'key' && item.clashes.length > 0) {
        out.set(item.set, item.clashes);
      }
    }
    return out;
  }, [likes, lineup]);
}
