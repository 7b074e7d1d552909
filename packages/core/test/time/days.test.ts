import { describe, expect, it } from 'vitest';
import type { TimetableRow } from '../../src/time/days.ts';
import {
  dayHeading,
  groupByDay,
  isPartyOngoing,
  timetableRows,
  weekdayHeadingsSuffice,
} from '../../src/time/days.ts';
import { isPartyOver } from '../../src/time/partyOver.ts';
import type { LineupSet } from '../../src/types.ts';
import { makeSet } from './fixtures.ts';

const BERLIN = 'Europe/Berlin';

describe('isPartyOngoing (first set start to last set end)', () => {
  const meta = {
    beginningSchedule: '2026-07-30T20:00:00.000Z',
    endSchedule: '2026-08-02T04:00:00.000Z',
  };
  it.each([
    ['before the first set', meta, '2026-07-30T19:59Z', false],
    ['at the first start', meta, '2026-07-30T20:00Z', true],
    ['in the middle', meta, '2026-08-01T10:00Z', true],
    ['a minute before the end', meta, '2026-08-02T03:59Z', true],
    ['at the end', meta, '2026-08-02T04:00Z', false],
    [
      'an event without sets',
      { beginningSchedule: null, endSchedule: null },
      '2026-08-01T10:00Z',
      false,
    ],
  ])('%s → %s', (_, m, now, expected) => {
    expect(isPartyOngoing(m, new Date(now))).toBe(expected);
  });
});

describe('isPartyOver (the last set has ended)', () => {
  it.each([
    ['a minute before the last set ends', '2026-08-02T03:59Z', false],
    ['when the last set ends', '2026-08-02T04:00Z', true],
    ['a year later', '2027-08-02T04:00Z', true],
  ])('%s → %s', (_, now, expected) => {
    expect(isPartyOver({ endSchedule: '2026-08-02T04:00:00.000Z' }, new Date(now))).toBe(expected);
  });

  it('an event without sets is never over', () => {
    expect(isPartyOver({ endSchedule: null }, new Date('2030-01-01T00:00Z'))).toBe(false);
  });
});

/** [key, weekday, djs] per group: what the timetable shows as day headings and rows. */
function days(sets: LineupSet[], now: string) {
  return groupByDay(sets, BERLIN, new Date(now)).map((g) => [
    g.key,
    g.weekday,
    g.sets.map((s) => s.dj),
  ]);
}

describe('groupByDay (local start date in the event zone)', () => {
  it('a set starting after local midnight belongs to the next day', () => {
    const sets = [
      makeSet('Thu late', '2026-07-30T21:30Z', '2026-07-30T23:00Z'), // 23:30 Thursday
      makeSet('Fri early', '2026-07-30T22:30Z', '2026-07-31T01:00Z'), // 00:30 Friday
    ];
    expect(days(sets, '2026-07-30T12:00Z')).toEqual([
      ['2026-07-30', 4, ['Thu late']],
      ['2026-07-31', 5, ['Fri early']],
    ]);
  });

  it('the night the clocks go forward (2026-03-29)', () => {
    const sets = [
      makeSet('Sat 23:30 CET', '2026-03-28T22:30Z', '2026-03-28T23:30Z'),
      makeSet('Sun 00:30 CET', '2026-03-28T23:30Z', '2026-03-29T00:30Z'),
      makeSet('Sun 01:30 CET', '2026-03-29T00:30Z', '2026-03-29T01:30Z'),
      makeSet('Sun 03:30 CEST', '2026-03-29T01:30Z', '2026-03-29T02:30Z'),
      makeSet('Mon 00:30 CEST', '2026-03-29T22:30Z', '2026-03-30T00:00Z'),
    ];
    expect(days(sets, '2026-03-29T10:00Z')).toEqual([
      ['2026-03-28', 6, ['Sat 23:30 CET']],
      ['2026-03-29', 0, ['Sun 00:30 CET', 'Sun 01:30 CET', 'Sun 03:30 CEST']],
      ['2026-03-30', 1, ['Mon 00:30 CEST']],
    ]);
  });

  it('the night the clocks go back (2026-10-25)', () => {
    const sets = [
      makeSet('Sat 23:30 CEST', '2026-10-24T21:30Z', '2026-10-24T22:30Z'),
      makeSet('Sun 00:30 CEST', '2026-10-24T22:30Z', '2026-10-25T00:00Z'),
      makeSet('Sun 02:30 CET', '2026-10-25T01:30Z', '2026-10-25T03:00Z'),
      makeSet('Sun 23:30 CET', '2026-10-25T22:30Z', '2026-10-25T23:00Z'),
      makeSet('Mon 00:30 CET', '2026-10-25T23:30Z', '2026-10-26T01:00Z'),
    ];
    expect(days(sets, '2026-10-25T10:00Z')).toEqual([
      ['2026-10-24', 6, ['Sat 23:30 CEST']],
      ['2026-10-25', 0, ['Sun 00:30 CEST', 'Sun 02:30 CET', 'Sun 23:30 CET']],
      ['2026-10-26', 1, ['Mon 00:30 CET']],
    ]);
  });

  it('marks today by the local date of now, and gives the date parts', () => {
    const sets = [
      makeSet('Thu', '2026-07-30T20:00Z', '2026-07-30T21:00Z'),
      makeSet('Fri', '2026-07-31T20:00Z', '2026-07-31T21:00Z'),
    ];
    // 00:30 Friday in Berlin is still Thursday in UTC
    const groups = groupByDay(sets, BERLIN, new Date('2026-07-30T22:30Z'));
    expect(groups.map((g) => [g.key, g.isToday])).toEqual([
      ['2026-07-30', false],
      ['2026-07-31', true],
    ]);
    expect(groups[1]).toMatchObject({ year: 2026, month: 7, day: 31, weekday: 5 });
  });

  it('orders days by date even when sets come from several rooms', () => {
    const sets = [
      makeSet('Fri', '2026-07-31T20:00Z', '2026-07-31T21:00Z', { room: 0 }),
      makeSet('Thu', '2026-07-30T20:00Z', '2026-07-30T21:00Z', { room: 1 }),
    ];
    expect(days(sets, '2026-07-01T00:00Z').map(([key]) => key)).toEqual([
      '2026-07-30',
      '2026-07-31',
    ]);
  });
});

describe('weekdayHeadingsSuffice (weekday alone while on, unless over a week long)', () => {
  const weekend = {
    beginningSchedule: '2026-07-30T20:00:00.000Z',
    endSchedule: '2026-08-02T04:00:00.000Z',
  };
  const season = {
    beginningSchedule: '2026-05-03T18:00:00.000Z',
    endSchedule: '2026-10-04T02:00:00.000Z',
  };
  const exactlyAWeek = {
    beginningSchedule: '2026-07-30T20:00:00.000Z',
    endSchedule: '2026-08-06T20:00:00.000Z',
  };
  it.each([
    ['a weekend party, on', weekend, '2026-07-31T12:00Z', true],
    ['a weekend party, before it', weekend, '2026-07-29T12:00Z', false],
    ['a five-month season, on', season, '2026-07-31T12:00Z', false],
    ['exactly a week, on', exactlyAWeek, '2026-08-01T12:00Z', true],
  ])('%s → %s', (_, meta, now, expected) => {
    expect(weekdayHeadingsSuffice(meta, new Date(now))).toBe(expected);
  });
});

describe('dayHeading', () => {
  const day = { isToday: false, weekday: 5, year: 2026, month: 7, day: 31 };
  it.each([
    ['today, party ongoing', { ...day, isToday: true }, true, { kind: 'today' }],
    ['today, party not ongoing', { ...day, isToday: true }, false, { kind: 'today' }],
    [
      'another day, party ongoing: weekday only',
      day,
      true,
      { kind: 'weekday', weekday: 5, date: null },
    ],
    [
      'another day, party not ongoing: weekday and date',
      day,
      false,
      { kind: 'weekday', weekday: 5, date: { year: 2026, month: 7, day: 31 } },
    ],
  ])('%s', (_, group, ongoing, expected) => {
    expect(dayHeading(group, ongoing)).toEqual(expected);
  });
});

// A stage: back to back, a 30-minute pause, a 121-minute closing.
const A = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
const B = makeSet('Bea', '2026-07-30T22:00Z', '2026-07-30T23:00Z');
const C = makeSet('Cem', '2026-07-30T23:30Z', '2026-07-31T01:00Z');
const D = makeSet('Dan', '2026-07-31T03:01Z', '2026-07-31T04:00Z');
const STAGE = [A, B, C, D];

/** Rows in a short notation: dj, gap:marker:minutes(:long), end:marker, here. */
function rowsAt(now: string, ongoing: boolean, sets: LineupSet[] = STAGE): string[] {
  return timetableRows(sets, new Date(now), ongoing).map(shortRow);
}

function shortRow(row: TimetableRow): string {
  switch (row.kind) {
    case 'set':
      return row.set.dj;
    case 'gap':
      return `gap:${row.marker}:${row.minutes}${row.long ? ':long' : ''}`;
    case 'end':
      return `end:${row.marker}@${row.at.slice(11, 16)}`;
    case 'youAreHere':
      return 'here';
  }
}

describe('timetableRows', () => {
  it.each([
    [
      'before the night, party not ongoing: no marker',
      '2026-07-30T19:00Z',
      false,
      ['Ada', 'Bea', 'gap:closing:30', 'Cem', 'gap:closing:121:long', 'Dan', 'end:closing@04:00'],
    ],
    [
      'before the night, party ongoing: marker on top',
      '2026-07-30T19:00Z',
      true,
      [
        'here',
        'Ada',
        'Bea',
        'gap:closing:30',
        'Cem',
        'gap:closing:121:long',
        'Dan',
        'end:closing@04:00',
      ],
    ],
    [
      'while Bea plays',
      '2026-07-30T22:30Z',
      true,
      [
        'Ada',
        'Bea',
        'here',
        'gap:closing:30',
        'Cem',
        'gap:closing:121:long',
        'Dan',
        'end:closing@04:00',
      ],
    ],
    [
      'at the start of the pause it is closed',
      '2026-07-30T23:00Z',
      true,
      [
        'Ada',
        'Bea',
        'gap:closed:30',
        'here',
        'Cem',
        'gap:closing:121:long',
        'Dan',
        'end:closing@04:00',
      ],
    ],
    [
      'during the long closing',
      '2026-07-31T02:00Z',
      true,
      [
        'Ada',
        'Bea',
        'gap:closed:30',
        'Cem',
        'gap:closed:121:long',
        'here',
        'Dan',
        'end:closing@04:00',
      ],
    ],
    [
      'after the last set, party still on elsewhere',
      '2026-07-31T04:00Z',
      true,
      [
        'Ada',
        'Bea',
        'gap:closed:30',
        'Cem',
        'gap:closed:121:long',
        'Dan',
        'end:closed@04:00',
        'here',
      ],
    ],
    [
      'after the party',
      '2026-08-05T00:00Z',
      false,
      ['Ada', 'Bea', 'gap:closed:30', 'Cem', 'gap:closed:121:long', 'Dan', 'end:closed@04:00'],
    ],
  ])('%s', (_, now, ongoing, expected) => {
    expect(rowsAt(now, ongoing)).toEqual(expected);
  });

  it('a gap of exactly 120 minutes is a pause, 121 a closing', () => {
    const first = makeSet('First', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
    const after120 = makeSet('Second', '2026-07-31T00:00Z', '2026-07-31T01:00Z');
    const after121 = makeSet('Third', '2026-07-31T03:01Z', '2026-07-31T04:00Z');
    expect(rowsAt('2026-07-30T12:00Z', false, [first, after120, after121])).toEqual([
      'First',
      'gap:closing:120',
      'Second',
      'gap:closing:121:long',
      'Third',
      'end:closing@04:00',
    ]);
  });

  it('gives the gap its instants', () => {
    const gap = timetableRows(STAGE, new Date('2026-07-30T19:00Z'), false)[2];
    expect(gap).toEqual({
      kind: 'gap',
      marker: 'closing',
      from: B.end,
      until: C.start,
      minutes: 30,
      long: false,
    });
  });

  it('overlapping sets leave no gap; the gap starts at the latest end', () => {
    const long = makeSet('All Night', '2026-07-30T20:00Z', '2026-07-31T02:00Z');
    const guest = makeSet('Guest', '2026-07-30T22:00Z', '2026-07-30T23:00Z');
    const morning = makeSet('Morning', '2026-07-31T02:30Z', '2026-07-31T04:00Z');
    expect(rowsAt('2026-07-30T12:00Z', false, [long, guest, morning])).toEqual([
      'All Night',
      'Guest',
      'gap:closing:30',
      'Morning',
      'end:closing@04:00',
    ]);
  });

  it('a stage without sets has no rows, only the marker while the party is on', () => {
    expect(rowsAt('2026-07-30T12:00Z', false, [])).toEqual([]);
    expect(rowsAt('2026-07-30T12:00Z', true, [])).toEqual(['here']);
  });

  it.each([
    // Europe/Berlin clocks: 01:30 CET → 03:30 CEST shows 2 hours, but 60 minutes pass.
    ['clocks forward (2026-03-29)', '2026-03-29T00:30Z', '2026-03-29T01:30Z', 'gap:closing:60'],
    // 01:30 CEST → 02:31 CET shows 61 minutes, but 121 pass: the room closes.
    ['clocks back (2026-10-25)', '2026-10-24T23:30Z', '2026-10-25T01:31Z', 'gap:closing:121:long'],
  ])('gaps count real minutes the night the %s', (_, end, nextStart, gap) => {
    const before = makeSet('Before', '2026-03-01T00:00Z', end);
    const after = makeSet('After', nextStart, '2026-12-01T00:00Z');
    expect(rowsAt('2026-01-01T00:00Z', false, [before, after])).toEqual([
      'Before',
      gap,
      'After',
      'end:closing@00:00',
    ]);
  });
});
