import type { LineupResponse, LineupSet } from '@lineup/core';
import { useMemo } from 'react';

/**
 * Someone else's pick shown on a set of the grid (a friend's plan: their colour and the name
 * the fan gave them). The grid draws a dot in `colour` on the set's block and adds "picked by
 * {name}" to what assistive technology reads.
 */
export interface GridPick {
  /** gridSetKey() of the picked set */
  setKey: string;
  /** a CSS colour */
  colour: string;
  name: string;
}

/** One set of one lineup: stage, start and act (an act may play twice on one stage). */
export function gridSetKey(set: Pick<LineupSet, 'room' | 'start' | 'dj'>): string {
  return `${set.room}|${set.start}|${set.dj}`;
}

const NONE: readonly GridPick[] = [];

/**
 * The picks of others to show beside the fan's own on `lineup`'s grid. The grid reads only
 * this hook: plans of friends kept in this browser plug in here.
 */
export function useExtraPicks(_lineup: LineupResponse): readonly GridPick[] {
  return NONE;
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
