import { crewMarks, crewPlansOf, type LineupResponse, type LineupSet, myPlan } from '@lineup/core';
import { useMemo } from 'react';
import { crewColour, initialsOf } from '../crew/crewColours.ts';
import { useCrew } from '../crew/crewStore.ts';
import { useLiveCrew } from '../crew/liveCrew.ts';
import { useLikes } from '../likes/useLikes.ts';

/**
 * Someone else's pick shown on a set of the grid (a friend's plan: their colour and the name
 * the fan gave them). The grid shows their initials in `colour` at the top of the set's block
 * and says "picked by {name}" in the block's name.
 */
export interface GridPick {
  /** gridSetKey() of the picked set */
  setKey: string;
  /** a CSS colour */
  colour: string;
  name: string;
  /** the short name shown on the block (initialsOf) */
  initials: string;
  /** the fan and every friend with a plan for this event go to this set ("all of you") */
  allOfYou?: boolean;
}

/** One set of one lineup: stage, start and act (an act may play twice on one stage). */
export function gridSetKey(set: Pick<LineupSet, 'room' | 'start' | 'dj'>): string {
  return `${set.room}|${set.start}|${set.dj}`;
}

const NONE: readonly GridPick[] = [];

/**
 * The picks of others to show beside the fan's own on `lineup`'s grid: the plans of the
 * fan's crew (friends kept in this browser) for this event, each friend in their colour.
 */
export function useExtraPicks(lineup: LineupResponse): readonly GridPick[] {
  const crew = useCrew();
  const { likes } = useLikes();
  // friends' live plans are fetched at once when the grid opens, then with the lineup
  useLiveCrew(lineup.meta.id, crew);
  return useMemo(() => {
    if (crew.length === 0) return NONE;
    const plans = crewPlansOf(crew, lineup);
    const mine = myPlan(likes, lineup).flatMap((item) => (item.set ? [item.set] : []));
    const marks = crewMarks(plans, mine);
    return plans.flatMap(({ friend, sets }) =>
      sets.map((set) => ({
        setKey: gridSetKey(set),
        colour: crewColour(friend.colour),
        name: friend.name,
        initials: initialsOf(friend.name),
        allOfYou: marks.get(set)?.everyone === true,
      })),
    );
  }, [crew, likes, lineup]);
}

/** The picks by set key, in the order given. */
export function usePicksBySet(picks: readonly GridPick[]): ReadonlyMap<string, GridPick[]> {
  return useMemo(() => {
    const out = new Map<string, GridPick[]>();
    for (const pick of picks) {
      const list = out.get(pick.setKey);
      if (list) list.push(pick);
      else out.set(pick.setKey, [pick]);
    }
    return out;
  }, [picks]);
}
