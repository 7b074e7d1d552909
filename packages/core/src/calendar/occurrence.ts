import type { LineupResponse, LineupSet } from '../types.ts';

/**
 * Which of the act's sets on that stage `set` is (0: the first), so an act playing twice gets
 * two calendar UIDs that stay the same when a set moves.
 */
export function setOccurrence(lineup: LineupResponse, set: LineupSet): number {
  const start = Date.parse(set.start);
  return (lineup.sets[set.room] ?? []).filter(
    (other) => other.dj === set.dj && Date.parse(other.start) < start,
  ).length;
}
