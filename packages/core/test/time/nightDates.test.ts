import { describe, expect, it } from 'vitest';
import { nightDating, readByNight } from '../../src/index.ts';

const ZONE = 'Europe/Berlin';
/** Berlin summer wall time → instant */
const at = (wall: string) => new Date(`${wall}:00+02:00`).toISOString();
const set = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('a timetable written by night', () => {
  it.each([
    [
      'written by night: 14.08. 01:30 after 14.08. 22:00',
      [set('2026-08-14T22:00', '2026-08-15T00:00'), set('2026-08-14T01:30', '2026-08-14T03:00')],
      [1],
    ],
    [
      'two nights written by night',
      [
        set('2026-08-14T22:00', '2026-08-15T01:00'),
        set('2026-08-14T01:00', '2026-08-14T03:00'),
        set('2026-08-15T22:00', '2026-08-16T01:00'),
        set('2026-08-15T01:00', '2026-08-15T03:00'),
      ],
      [1, 3],
    ],
    [
      'written by calendar: Saturday 01:30 after Friday 22:00',
      [set('2026-08-14T22:00', '2026-08-15T00:00'), set('2026-08-15T01:30', '2026-08-15T03:00')],
      null,
    ],
    [
      'a party from midnight only: no evening to belong to',
      [set('2026-08-15T00:00', '2026-08-15T02:00'), set('2026-08-15T02:00', '2026-08-15T04:00')],
      null,
    ],
    ['nothing after midnight', [set('2026-08-14T20:00', '2026-08-14T23:00')], null],
  ])('%s', (_, sets, moved) => {
    const dating = nightDating(sets, ZONE);
    expect(dating?.moved ?? null).toEqual(moved);
  });

  it('reads "14.08. 01:30" as the night of Friday the 14th: Saturday 01:30', () => {
    const sets = [
      set('2026-08-14T22:00', '2026-08-15T00:00'),
      set('2026-08-14T01:30', '2026-08-14T03:00'),
    ];
    const read = readByNight(sets, nightDating(sets, ZONE)!, ZONE);
    expect(read[1]).toEqual(set('2026-08-15T01:30', '2026-08-15T03:00'));
    expect(read[0]).toEqual(sets[0]);
  });
});
