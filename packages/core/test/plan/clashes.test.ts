import { describe, expect, it } from 'vitest';
import { likeKey } from '../../src/likes/likes.ts';
import { clashesBySet, findClashes, overlapMinutes } from '../../src/plan/clashes.ts';
import type { LineupSet } from '../../src/types.ts';
import { makeSet, seededRandom } from '../time/fixtures.ts';
import { at } from './planFixtures.ts';

const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('overlapMinutes', () => {
  it.each([
    ['apart', span('07-30 20:00', '07-30 21:00'), span('07-30 22:00', '07-30 23:00'), 0],
    [
      'touching (one ends as the other starts)',
      span('07-30 20:00', '07-30 21:00'),
      span('07-30 21:00', '07-30 22:00'),
      0,
    ],
    [
      '30 seconds of sloppy data',
      { start: at('07-30 20:00'), end: '2026-07-30T19:00:30.000Z' },
      span('07-30 21:00', '07-30 22:00'),
      0,
    ],
    ['one minute', span('07-30 20:00', '07-30 21:01'), span('07-30 21:00', '07-30 22:00'), 1],
    [
      '90 seconds count as one whole minute',
      { start: at('07-30 20:00'), end: '2026-07-30T19:01:30.000Z' },
      span('07-30 21:00', '07-30 22:00'),
      1,
    ],
    [
      'one inside the other',
      span('07-30 20:00', '07-30 23:00'),
      span('07-30 21:00', '07-30 21:45'),
      45,
    ],
    ['the same slot', span('07-30 20:00', '07-30 22:00'), span('07-30 20:00', '07-30 22:00'), 120],
    ['across midnight', span('07-30 23:30', '07-31 01:00'), span('07-31 00:30', '07-31 02:00'), 30],
  ])('%s → %i', (_, a, b, minutes) => {
    expect(overlapMinutes(a, b)).toBe(minutes);
    expect(overlapMinutes(b, a)).toBe(minutes);
  });
});

/** dj → [other dj, minutes][] for a list of [dj, start, end] in Berlin time. */
function clashTable(rows: [string, string, string][]): Record<string, [string, number][]> {
  const sets = rows.map(([dj, start, end], room) => makeSet(dj, at(start), at(end), { room }));
  const out: Record<string, [string, number][]> = {};
  for (const [set, clashes] of clashesBySet(sets)) {
    out[set.dj] = clashes.map((c) => [c.with.dj, c.minutes]);
  }
  return out;
}

describe('clashes among liked sets', () => {
  it.each<[string, [string, string, string][], Record<string, [string, number][]>]>([
    [
      'touching sets do not clash',
      [
        ['Ada', '07-30 20:00', '07-30 21:00'],
        ['Bea', '07-30 21:00', '07-30 22:00'],
      ],
      {},
    ],
    [
      'a one-minute overlap clashes',
      [
        ['Ada', '07-30 20:00', '07-30 21:01'],
        ['Bea', '07-30 21:00', '07-30 22:00'],
      ],
      { Ada: [['Bea', 1]], Bea: [['Ada', 1]] },
    ],
    [
      'three-way clash, each with both others',
      [
        ['Ada', '07-30 20:00', '07-30 23:00'],
        ['Bea', '07-30 21:00', '07-30 22:00'],
        ['Cem', '07-30 21:30', '07-30 23:30'],
      ],
      {
        Ada: [
          ['Bea', 60],
          ['Cem', 90],
        ],
        Bea: [
          ['Ada', 60],
          ['Cem', 30],
        ],
        Cem: [
          ['Ada', 90],
          ['Bea', 30],
        ],
      },
    ],
    [
      'a chain: the first and the last do not meet',
      [
        ['Ada', '07-30 20:00', '07-30 21:00'],
        ['Bea', '07-30 20:30', '07-30 21:30'],
        ['Cem', '07-30 21:00', '07-30 22:00'],
      ],
      {
        Ada: [['Bea', 30]],
        Bea: [
          ['Ada', 30],
          ['Cem', 30],
        ],
        Cem: [['Bea', 30]],
      },
    ],
    [
      'across midnight',
      [
        ['Ada', '07-30 23:30', '07-31 01:00'],
        ['Bea', '07-31 00:30', '07-31 02:00'],
        ['Cem', '07-31 02:00', '07-31 04:00'],
      ],
      { Ada: [['Bea', 30]], Bea: [['Ada', 30]] },
    ],
  ])('%s', (_, rows, expected) => {
    expect(clashTable(rows)).toEqual(expected);
  });

  it('keys the clashes by likeKey so the timetable finds them by a heart', () => {
    const ada = makeSet('Ada', at('07-30 20:00'), at('07-30 22:00'), { room: 0 });
    const bea = makeSet('Bea', at('07-30 21:00'), at('07-30 23:00'), { room: 1 });
    const clashes = findClashes([ada, bea]);
    expect(clashes.get(likeKey(ada))).toEqual([{ with: bea, minutes: 60 }]);
    expect(
      clashes.get(likeKey({ dj: 'Bea', room: 1, beginningSchedule: bea.beginningSchedule })),
    ).toEqual([{ with: ada, minutes: 60 }]);
  });

  it('finds the same clashes as comparing every pair (random festivals)', () => {
    const random = seededRandom(8);
    for (let round = 0; round < 20; round++) {
      const sets: LineupSet[] = Array.from({ length: 40 }, (_, i) => {
        const start = Date.parse(at('07-30 12:00')) + Math.floor(random() * 48 * 4) * 15 * 60_000;
        const length = (1 + Math.floor(random() * 16)) * 15 * 60_000;
        return makeSet(
          `DJ ${i}`,
          new Date(start).toISOString(),
          new Date(start + length).toISOString(),
          { room: i },
        );
      });
      const swept = clashesBySet(sets);
      for (const a of sets) {
        const expected = sets
          .filter((b) => b !== a && overlapMinutes(a, b) >= 1)
          .map((b) => [b.dj, overlapMinutes(a, b)])
          .sort();
        const got = (swept.get(a) ?? []).map((c) => [c.with.dj, c.minutes]).sort();
        expect(got).toEqual(expected);
      }
    }
  });
});
