// Lineups for the plan tests, built by the real pipeline (short codes, beginningSchedule).

import { likeFromSet } from '../../src/likes/likes.ts';
import { buildLineup } from '../../src/lineup/buildLineup.ts';
import type { LikeEntry, LineupResponse, LineupSet } from '../../src/types.ts';
import { type EventSpec, makeEvent, type SetSpec } from '../event/makeEvent.ts';

export const EVENT_ID = 'sunrise-2026';
const BUILT_AT = new Date('2026-07-01T00:00:00Z');

/** An instant from a Berlin wall-clock time in summer 2026: `at('07-30 22:00')`. */
export function at(local: string): string {
  const [date, time] = local.split(' ');
  return new Date(`2026-${date}T${time}:00+02:00`).toISOString();
}

/** A set spec from Berlin wall-clock times: `set('Ada', '07-30 22:00', '07-30 23:00')`. */
export function set(dj: string, start: string, end: string, extra: Partial<SetSpec> = {}): SetSpec {
  return { dj, room: 0, start: at(start), end: at(end), ...extra };
}

export function lineupOf(sets: SetSpec[], spec: Partial<EventSpec> = {}): LineupResponse {
  const event = makeEvent({ id: EVENT_ID, partyName: 'Sunrise', ...spec, sets });
  return buildLineup(event, [event], BUILT_AT);
}

/** The set of `dj` (on `room` when given; the earliest when several). */
export function setOf(lineup: LineupResponse, dj: string, room?: number): LineupSet {
  const found = lineup.sets
    .flat()
    .filter((s) => s.dj === dj && (room === undefined || s.room === room))
    .sort((a, b) => a.start.localeCompare(b.start))[0];
  if (!found) throw new Error(`no set of ${dj}`);
  return found;
}

export function likesOf(lineup: LineupResponse, ...djs: string[]): LikeEntry[] {
  return djs.map((dj) => likeFromSet(setOf(lineup, dj), '2026-07-01T00:00:00.000Z'));
}
