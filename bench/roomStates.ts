// Room states for 40 rooms of 5,000 sets each (core's roomState with the server's set
// cursors), the work the now page does every minute.
import { type OpeningWindows, roomState } from '@lineup/core';
import { FESTIVAL_START, festivalSets } from './support/festival.ts';
import { type Check, median, ms, percentile, table } from './support/format.ts';

const ROOMS = 40;
const SETS_PER_ROOM = 5000;
const ROUNDS = 2000;
const HOUR = 3_600_000;

/** the index of the first set that had not ended at `t` (the server's setCursors) */
function cursorAt(sets: readonly { end: string }[], t: number): number {
  let lo = 0;
  let hi = sets.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (Date.parse(sets[mid]!.end) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function roomStatesBench() {
  const rooms = festivalSets(ROOMS * SETS_PER_ROOM, ROOMS);
  const windows: OpeningWindows = {
    start: [new Date(FESTIVAL_START).toISOString()],
    end: [new Date(FESTIVAL_START + SETS_PER_ROOM * HOUR).toISOString()],
  };
  const measure = (withCursors: boolean) => {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // a different minute each round, anywhere in the festival; the response was built up to
      // two minutes before
      const now = FESTIVAL_START + ((round * 7919) % SETS_PER_ROOM) * HOUR + (round % 60) * 60_000;
      const cursors = withCursors ? rooms.map((sets) => cursorAt(sets, now - 120_000)) : [];
      const at = new Date(now);
      const start = performance.now();
      for (let i = 0; i < ROOMS; i++) roomState(rooms[i]!, windows, at, cursors[i]);
      times.push(performance.now() - start);
    }
    return times.slice(ROUNDS / 10); // the first rounds warm the JIT up
  };
  const withCursors = measure(true);
  const without = measure(false);
  console.log(
    `\nRoom states: ${ROOMS} rooms × ${SETS_PER_ROOM.toLocaleString('en')} sets each, all rooms at one minute`,
  );
  console.log(
    table(
      ['', 'median', 'p95'],
      [
        ['with setCursors', ms(median(withCursors)), ms(percentile(withCursors, 95))],
        ['without', ms(median(without)), ms(percentile(without, 95))],
      ],
    ),
  );
  const value = median(withCursors);
  const checks: Check[] = [
    {
      name: `room states ${ROOMS} rooms × ${SETS_PER_ROOM.toLocaleString('en')} sets`,
      value: Math.round(value * 1000) / 1000,
      unit: 'ms',
      goal: '<= 1 ms',
      ok: value <= 1,
    },
  ];
  return { checks, medianMs: value };
}
