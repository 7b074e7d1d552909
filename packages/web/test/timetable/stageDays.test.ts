import { describe, expect, it } from 'vitest';
import { stageDays } from '../../src/timetable/stageDays.ts';
import { lineup } from './lineupFixture.ts';

const forest = lineup().sets[1]!;

function shape(now: Date, ongoing: boolean) {
  return stageDays(forest, 'Europe/Berlin', now, ongoing).map(({ group, rows }) => [
    group.key,
    rows.map((r) => (r.kind === 'set' ? r.set.dj : r.kind === 'gap' ? `gap:${r.marker}` : r.kind)),
  ]);
}

describe('stage days', () => {
  it('keeps a night-long break with the evening before it', () => {
    expect(shape(new Date('2026-07-31T12:00:00.000Z'), false)).toEqual([
      ['2026-07-31', ['Katherine Johnson', '?', 'gap:closing']],
      ['2026-08-01', ['Margaret Hamilton', 'end']],
    ]);
  });

  it('puts you-are-here under Today when the next set is today', () => {
    // Saturday 05:00 Berlin: the room is closed until 06:00
    expect(shape(new Date('2026-08-01T03:00:00.000Z'), true)).toEqual([
      ['2026-07-31', ['Katherine Johnson', '?', 'gap:closed']],
      ['2026-08-01', ['youAreHere', 'Margaret Hamilton', 'end']],
    ]);
  });

  it('keeps you-are-here on the evening when the next set is another day', () => {
    // Friday 22:00 Berlin: after the last Friday set, Margaret plays on Saturday
    expect(shape(new Date('2026-07-31T20:00:00.000Z'), true)).toEqual([
      ['2026-07-31', ['Katherine Johnson', '?', 'gap:closed', 'youAreHere']],
      ['2026-08-01', ['Margaret Hamilton', 'end']],
    ]);
  });
});
