import { describe, expect, it } from 'vitest';
import { groupLikesByEdition } from '../../src/likes/likeGroups.ts';
import type { LikeEntry } from '../../src/types.ts';

const THIS_YEAR = '2026-07-31T16:00:00.000Z';
const LAST_YEAR = '2025-08-01T16:00:00.000Z';

function like(
  dj: string,
  partyName: string,
  beginningSchedule: string,
  started: string,
): LikeEntry {
  return { dj, room: 0, partyName, title: dj, beginningSchedule, started, meta: [] };
}

const likes = [
  like('Old', 'Testfest', LAST_YEAR, '2025-08-01T20:00:00.000Z'),
  like('Late', 'Testfest', THIS_YEAR, '2026-07-31T23:00:00.000Z'),
  like('Other', 'Nachtfest', '2026-03-01T20:00:00.000Z', '2026-03-01T21:00:00.000Z'),
  like('Early', 'Testfest', '2026-07-31T16:00:00Z', '2026-07-31T18:00:00.000Z'),
];

describe('groupLikesByEdition', () => {
  const groups = groupLikesByEdition(likes, {
    partyName: 'Testfest',
    beginningSchedule: THIS_YEAR,
  });

  it('puts two editions with one party name in two groups, the open edition first', () => {
    expect(groups.map((g) => [g.partyName, g.year, g.current])).toEqual([
      ['Testfest', 2026, true],
      ['Nachtfest', null, false],
      ['Testfest', 2025, false],
    ]);
  });

  it('orders each group by start, one instant spelled two ways being one edition', () => {
    expect(groups[0]!.likes.map((l) => l.dj)).toEqual(['Early', 'Late']);
  });

  it('adds no year when a party name appears once', () => {
    const one = groupLikesByEdition([likes[1]!], {
      partyName: 'Testfest',
      beginningSchedule: THIS_YEAR,
    });
    expect(one.map((g) => g.year)).toEqual([null]);
  });

  it('a legacy like without an edition date joins the open party', () => {
    const legacy = like('Legacy', 'Testfest', '', '2026-07-31T20:00:00.000Z');
    const [first] = groupLikesByEdition([legacy], {
      partyName: 'Testfest',
      beginningSchedule: THIS_YEAR,
    });
    expect(first).toMatchObject({ partyName: 'Testfest', current: true });
  });
});
