import { describe, expect, it } from 'vitest';
import { setOccurrence } from '../../src/calendar/occurrence.ts';
import type { LineupResponse, LineupSet } from '../../src/types.ts';

const set = (dj: string, room: number, start: string) => ({ dj, room, start }) as LineupSet;

describe('setOccurrence', () => {
  const first = set('Ada', 0, '2026-07-30T22:00:00.000Z');
  const second = set('Ada', 0, '2026-07-31T22:00:00.000Z');
  const elsewhere = set('Ada', 1, '2026-07-30T20:00:00.000Z');
  const lineup = {
    sets: [[second, set('Bea', 0, '2026-07-30T20:00:00.000Z'), first], [elsewhere]],
  } as unknown as LineupResponse;

  it('counts the act’s earlier sets on the same stage only', () => {
    expect(setOccurrence(lineup, first)).toBe(0);
    expect(setOccurrence(lineup, second)).toBe(1);
    expect(setOccurrence(lineup, elsewhere)).toBe(0);
  });
});
