// Set status by time (spec §4): finished, running, upcoming, and the sort and icon built on it.
import type { LineupSet, SetStatus } from '../types.ts';

/** A set runs from its start (inclusive) to its end (exclusive). */
export function setStatus(set: Pick<LineupSet, 'start' | 'end'>, now: Date): SetStatus {
  const t = now.getTime();
  if (t >= Date.parse(set.end)) return 'finished';
  if (t >= Date.parse(set.start)) return 'running';
  return 'upcoming';
}

const RANK: Record<SetStatus, number> = { finished: 0, running: 1, upcoming: 2 };

/** Sort order of spec §4: finished, then running, then upcoming; within each, by start. */
export function compareByStatus(
  now: Date,
): (a: Pick<LineupSet, 'start' | 'end'>, b: Pick<LineupSet, 'start' | 'end'>) => number {
  return (a, b) =>
    RANK[setStatus(a, now)] - RANK[setStatus(b, now)] || Date.parse(a.start) - Date.parse(b.start);
}

export type StatusIcon = '✅' | '⌛' | '⛔';

/**
 * ✅ when any set runs, ⌛ when all are finished, ⛔ otherwise.
 * An empty list has nothing finished to show, so it gets ⛔.
 */
export function statusIcon(
  sets: readonly Pick<LineupSet, 'start' | 'end'>[],
  now: Date,
): StatusIcon {
  let allFinished = sets.length > 0;
  for (const set of sets) {
    const status = setStatus(set, now);
    if (status === 'running') return '✅';
    if (status !== 'finished') allFinished = false;
  }
  return allFinished ? '⌛' : '⛔';
}

/**
 * The icon of one event from its opening span (start to end): ✅ while it runs, ⌛ once it is
 * over, ⛔ before it starts. Null when the start is unknown; a missing end counts as the start.
 */
export function eventStatusIcon(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date,
): StatusIcon | null {
  if (!start || Number.isNaN(Date.parse(start))) return null;
  const until = end && !Number.isNaN(Date.parse(end)) ? end : start;
  return statusIcon([{ start, end: until }], now);
}
