import { describe, expect, it } from 'vitest';
import { type DiffInput, diffLineups, isEmptyDiff } from '../../src/lineup/lineupDiff.ts';

const ROOMS = ['Main', 'Garden'];
type Spec = [dj: string, room: number, start: string, end: string];

const at = (hhmm: string) => `2026-07-30T${hhmm}:00.000Z`;
const lineup = (sets: Spec[], rooms = ROOMS): DiffInput => ({
  meta: { rooms },
  sets: sets.map(([dj, room, start, end]) => ({ dj, room, start: at(start), end: at(end) })),
});

/** the diff as short lines an organiser reads */
function read(before: Spec[], after: Spec[], rooms?: [string[], string[]]) {
  const diff = diffLineups(lineup(before, rooms?.[0]), lineup(after, rooms?.[1]));
  return diff.changes.map((c) => {
    if (c.kind === 'added' || c.kind === 'removed') return `${c.kind} ${c.set.dj} @ ${c.set.stage}`;
    const time = (s: { start: string }) => s.start.slice(11, 16);
    return `${c.kind} ${c.before.dj} @ ${c.before.stage} ${time(c.before)} → ${c.after.dj} @ ${c.after.stage} ${time(c.after)}`;
  });
}

const ada: Spec = ['Ada', 0, '20:00', '21:00'];
const bea: Spec = ['Bea', 0, '21:00', '22:00'];
const cy: Spec = ['Cy', 1, '20:00', '22:00'];

describe('diffLineups', () => {
  it('finds nothing between equal lineups, whatever the order of the sets', () => {
    const diff = diffLineups(lineup([ada, bea, cy]), lineup([cy, bea, ada]));
    expect(isEmptyDiff(diff)).toBe(true);
    expect(diff.counts).toEqual({ added: 0, removed: 0, moved: 0, restaged: 0, renamed: 0 });
  });

  it.each<[string, Spec[], Spec[], string[]]>([
    ['an added act', [ada], [ada, bea], ['added Bea @ Main']],
    ['a removed act', [ada, bea], [ada], ['removed Bea @ Main']],
    [
      'a set moved in time on its stage',
      [ada, bea],
      [ada, ['Bea', 0, '23:00', '00:00']],
      ['moved Bea @ Main 21:00 → Bea @ Main 23:00'],
    ],
    [
      'a set on another stage at the same time',
      [ada, bea],
      [ada, ['Bea', 1, '21:00', '22:00']],
      ['restaged Bea @ Main 21:00 → Bea @ Garden 21:00'],
    ],
    [
      'a set on another stage at another time',
      [bea],
      [['Bea', 1, '23:00', '23:30']],
      ['restaged Bea @ Main 21:00 → Bea @ Garden 23:00'],
    ],
    [
      'another act in the same slot',
      [ada, bea],
      [ada, ['Bee', 0, '21:00', '22:00']],
      ['renamed Bea @ Main 21:00 → Bee @ Main 21:00'],
    ],
    [
      'the name written differently',
      [bea],
      [['BEA ', 0, '21:00', '22:00']],
      ['renamed Bea @ Main 21:00 → BEA  @ Main 21:00'],
    ],
    [
      'a name written differently that also moved: one move, not a removal and an addition',
      [bea],
      [['bea', 0, '22:00', '23:00']],
      ['moved Bea @ Main 21:00 → bea @ Main 22:00'],
    ],
  ])('names %s', (_what, before, after, expected) => {
    expect(read(before, after)).toEqual(expected);
  });

  it('pairs the sets of an act playing twice with the nearest ones', () => {
    const twice: Spec[] = [
      ['Ada', 0, '10:00', '11:00'],
      ['Ada', 0, '20:00', '21:00'],
    ];
    const later: Spec[] = [
      ['Ada', 0, '10:00', '11:00'],
      ['Ada', 0, '20:30', '21:30'],
    ];
    expect(read(twice, later)).toEqual(['moved Ada @ Main 20:00 → Ada @ Main 20:30']);
    expect(read(twice, [twice[0]!])).toEqual(['removed Ada @ Main']);
  });

  it('lists the changes in time order and counts them by kind', () => {
    const diff = diffLineups(
      lineup([ada, bea, cy]),
      lineup([['Dee', 1, '19:00', '20:00'], ada, ['Bea', 0, '22:00', '23:00']]),
    );
    expect(diff.changes.map((c) => c.kind)).toEqual(['added', 'removed', 'moved']);
    expect(diff.counts).toMatchObject({ added: 1, removed: 1, moved: 1 });
  });

  it('names stages added and taken away, matching sets by stage name not position', () => {
    const diff = diffLineups(
      lineup([['Cy', 1, '20:00', '22:00']], ['Main', 'Garden']),
      lineup([['Cy', 0, '20:00', '22:00']], ['Garden', 'Dome']),
    );
    expect(diff.changes).toEqual([]);
    expect(diff.stagesAdded).toEqual(['Dome']);
    expect(diff.stagesRemoved).toEqual(['Main']);
  });
});

describe('diffLineups of hostile sizes (issue 25)', () => {
  const many = (n: number, dj: (i: number) => string, shiftMinutes: number): DiffInput => ({
    meta: { rooms: ROOMS },
    sets: Array.from({ length: n }, (_, i) => {
      const start = Date.UTC(2026, 6, 30, 18) + (i * 7 + shiftMinutes) * 60_000;
      return {
        dj: dj(i),
        room: i % 2,
        start: new Date(start).toISOString(),
        end: new Date(start + 30 * 60_000).toISOString(),
      };
    }),
  });

  it('matches 20,000 sets of one act, each moved by a minute, one to one', () => {
    // each set's nearest is its own: once every set was compared with every other (minutes)
    const diff = diffLineups(
      many(20_000, () => 'Same Act', 0),
      many(20_000, () => 'Same Act', 1),
    );
    expect(diff.counts).toEqual({ added: 0, removed: 0, moved: 20_000, restaged: 0, renamed: 0 });
    const first = diff.changes[0]!;
    expect(first.kind === 'moved' && [first.before.start, first.after.start]).toEqual([
      '2026-07-30T18:00:00.000Z',
      '2026-07-30T18:01:00.000Z',
    ]);
  });

  it('finds 20,000 renamed acts by their slots', () => {
    const diff = diffLineups(
      many(20_000, (i) => `Old ${i}`, 0),
      many(20_000, (i) => `New ${i}`, 0),
    );
    expect(diff.counts.renamed).toBe(20_000);
    expect(
      diff.changes.every(
        (c) => c.kind !== 'renamed' || c.after.dj.replace('New', 'Old') === c.before.dj,
      ),
    ).toBe(true);
  });
});
