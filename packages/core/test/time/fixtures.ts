// Builders for the time, search and likes tests: a set needs only what the rule reads.
import type { LineupSet } from '../../src/types.ts';

export function makeSet(
  dj: string,
  start: string,
  end: string,
  extra: Partial<LineupSet> = {},
): LineupSet {
  const room = extra.room ?? 0;
  return {
    dj,
    room,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    meta: [],
    s: dj.toLowerCase().replace(/\W+/g, ''),
    djAndChange: extra.change ? `${dj} (${extra.change})` : dj,
    isMarkerSet: dj === '?',
    isItalic: dj === '?',
    partyName: 'Sunrise',
    title: `${dj} @ room ${room}`,
    beginningSchedule: '2026-07-30T12:00:00.000Z',
    ...extra,
  };
}

/** Minutes after an ISO instant, as an ISO instant. */
export function plusMinutes(iso: string, minutes: number): string {
  return new Date(Date.parse(iso) + minutes * 60_000).toISOString();
}

/** A small deterministic random source, so property tests are repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
