import { describe, expect, it } from 'vitest';
import { lineupBreakHour, nightOf, nightRangeNeedsDays } from '../../src/time/nights.ts';
import { lineupOf, set } from '../plan/planFixtures.ts';

// One night model (issue 33): every screen names a set's day by its festival night.
const berlin = (local: string) => new Date(`${local}+02:00`).toISOString();

describe('the night of an instant', () => {
  it.each<[string, number, string, number, boolean]>([
    // local start, break hour, night, weekday, past midnight
    ['2026-07-31T22:00:00', 6, '2026-07-31', 5, false],
    ['2026-08-01T00:30:00', 6, '2026-07-31', 5, true],
    ['2026-08-01T05:59:00', 6, '2026-07-31', 5, true],
    ['2026-08-01T06:00:00', 6, '2026-08-01', 6, false],
    // a club night that ends at 09:00 breaks at 10
    ['2026-08-01T09:30:00', 10, '2026-07-31', 5, true],
  ])('%s with the day breaking at %i:00 is the night of %s', (local, hour, key, weekday, after) => {
    expect(nightOf(berlin(local), 'Europe/Berlin', hour)).toMatchObject({
      key,
      weekday,
      afterMidnight: after,
    });
  });

  it('reads nothing from a broken instant', () => {
    expect(nightOf('not a time', 'Europe/Berlin', 6)).toBeNull();
  });

  it("a lineup's break hour is where the least music plays", () => {
    const lineup = lineupOf([
      set('Ada', '07-30 22:00', '07-31 02:00'),
      set('Bea', '07-31 02:00', '07-31 05:00'),
      set('Cem', '07-31 22:00', '08-01 04:00'),
    ]);
    expect(lineupBreakHour(lineup)).toBe(6);
  });

  it.each<[string, string, boolean]>([
    ['22:00', '04:00 next day', false],
    ['10:30', '10:30 next day', true],
  ])('a night from %s to %s names its days: %s', (from, to, days) => {
    const start = berlin(`2026-07-31T${from}:00`);
    const end = berlin(`2026-08-01T${to.slice(0, 5)}:00`);
    expect(nightRangeNeedsDays({ start, end })).toBe(days);
  });
});
