import { describe, expect, it } from 'vitest';
import { parseEventTime, zonedToInstant } from '../../src/time/eventTime.ts';
import { formatTime, isValidTimeZone, localDateKey, zonedParts } from '../../src/time/zonedTime.ts';

const BERLIN = 'Europe/Berlin';
// 12:07 in Berlin (CEST, UTC+2)
const NOW = new Date('2026-07-30T10:07:00Z');

describe('parseEventTime: absolute times', () => {
  it.each([
    ['local date-time with T', '2026-07-30T22:00', '2026-07-30T20:00:00.000Z'],
    ['local date-time with a space', '2026-07-30 22:00', '2026-07-30T20:00:00.000Z'],
    ['local with seconds', '2026-07-30T22:00:30', '2026-07-30T20:00:30.000Z'],
    ['date only = local midnight', '2026-07-01', '2026-06-30T22:00:00.000Z'],
    ['winter time is UTC+1', '2026-01-15T22:00', '2026-01-15T21:00:00.000Z'],
    ['Z is an instant', '2026-07-30T22:00Z', '2026-07-30T22:00:00.000Z'],
    ['offset is an instant', '2026-07-30T22:00+05:30', '2026-07-30T16:30:00.000Z'],
    ['negative offset', '2026-07-30T22:00:00.500-03:00', '2026-07-31T01:00:00.500Z'],
    ['surrounding spaces', '  2026-07-30T22:00 ', '2026-07-30T20:00:00.000Z'],
  ])('%s: %s', (_what, value, expected) => {
    expect(parseEventTime(value, BERLIN, NOW)).toBe(expected);
  });

  it.each([
    ['2026-02-30'],
    ['2026-13-01T10:00'],
    ['2026-07-30T24:00'],
    ['2026-07-30T22:61'],
    ['30.07.2026 22:00'],
    ['tomorrow'],
    [''],
    ['2026-07-30T22:00+25:00'],
  ])('%j is not a time', (value) => {
    expect(parseEventTime(value, BERLIN, NOW)).toBeNull();
  });

  it('is null for an unknown time zone', () => {
    expect(parseEventTime('2026-07-30T22:00', 'Mars/Olympus', NOW)).toBeNull();
  });

  it('takes a Date as the instant it holds', () => {
    const date = new Date('2026-07-30T20:00:00Z');
    expect(parseEventTime(date, BERLIN, NOW)).toBe('2026-07-30T20:00:00.000Z');
    expect(parseEventTime(new Date(Number.NaN), BERLIN, NOW)).toBeNull();
  });
});

describe('parseEventTime across the Berlin DST changes of 2026', () => {
  it.each([
    // last Sunday of March: 02:00 CET jumps to 03:00 CEST
    ['midnight before the jump', '2026-03-29', '2026-03-28T23:00:00.000Z'],
    ['last minute of winter time', '2026-03-29T01:59', '2026-03-29T00:59:00.000Z'],
    [
      '02:30 does not exist: moves forward to 03:30',
      '2026-03-29T02:30',
      '2026-03-29T01:30:00.000Z',
    ],
    ['03:00 is summer time', '2026-03-29T03:00', '2026-03-29T01:00:00.000Z'],
    ['22:00 after the jump', '2026-03-29T22:00', '2026-03-29T20:00:00.000Z'],
    // last Sunday of October: 03:00 CEST falls back to 02:00 CET
    ['midnight before the fall-back', '2026-10-25', '2026-10-24T22:00:00.000Z'],
    ['01:59 is summer time', '2026-10-25T01:59', '2026-10-24T23:59:00.000Z'],
    ['02:30 happens twice: the first one', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['03:00 is winter time', '2026-10-25T03:00', '2026-10-25T02:00:00.000Z'],
    ['22:00 after the fall-back', '2026-10-25T22:00', '2026-10-25T21:00:00.000Z'],
  ])('%s (%s)', (_what, value, expected) => {
    expect(parseEventTime(value, BERLIN, NOW)).toBe(expected);
  });

  it('reads a gap time back as the hour after the gap', () => {
    const iso = parseEventTime('2026-03-29T02:30', BERLIN, NOW)!;
    expect(formatTime(iso, BERLIN)).toBe('03:30');
  });

  it('a set across the October night lasts one hour longer on the clock', () => {
    const start = parseEventTime('2026-10-25T00:00', BERLIN, NOW)!;
    const end = parseEventTime('2026-10-25T04:00', BERLIN, NOW)!;
    expect((Date.parse(end) - Date.parse(start)) / 3_600_000).toBe(5);
  });
});

describe('parseEventTime: relative forms of demo files', () => {
  it.each([
    ['now = rounded down to the quarter hour', 'now', '2026-07-30T10:00:00.000Z'],
    ['now+90m', 'now+90m', '2026-07-30T11:30:00.000Z'],
    ['now-2h', 'now-2h', '2026-07-30T08:00:00.000Z'],
    ['now+1h30m', 'now+1h30m', '2026-07-30T11:30:00.000Z'],
    ['now-1h45m', 'now-1h45m', '2026-07-30T08:15:00.000Z'],
    ['now+1d', 'now+1d', '2026-07-31T10:00:00.000Z'],
    ['day0 = today in the zone', 'day0 22:00', '2026-07-30T20:00:00.000Z'],
    ['day+1', 'day+1 22:00', '2026-07-31T20:00:00.000Z'],
    ['day-1', 'day-1 08:00', '2026-07-29T06:00:00.000Z'],
    ['day+2 without a time = midnight', 'day+2', '2026-07-31T22:00:00.000Z'],
    ['day-365', 'day-365 18:00', '2025-07-30T16:00:00.000Z'],
  ])('%s', (_what, value, expected) => {
    expect(parseEventTime(value, BERLIN, NOW)).toBe(expected);
  });

  it.each([['now+'], ['now+5x'], ['day+1 25:00'], ['day+1 22:60'], ['day +1 22:00']])(
    '%j is not a time',
    (value) => {
      expect(parseEventTime(value, BERLIN, NOW)).toBeNull();
    },
  );

  it('"today" is the day in the event zone, not in UTC', () => {
    // 01:30 on 31 July in Berlin, still 30 July in UTC
    const lateNight = new Date('2026-07-30T23:30:00Z');
    expect(parseEventTime('day0 10:00', BERLIN, lateNight)).toBe('2026-07-31T08:00:00.000Z');
    // 22:00 on 29 July in New York, already 30 July in UTC
    const ny = new Date('2026-07-30T02:00:00Z');
    expect(parseEventTime('day0 23:00', 'America/New_York', ny)).toBe('2026-07-30T03:00:00.000Z');
  });

  it('day+N lands on local wall time across a DST change', () => {
    const saturday = new Date('2026-10-24T10:00:00Z');
    expect(parseEventTime('day+1 12:00', BERLIN, saturday)).toBe('2026-10-25T11:00:00.000Z');
    expect(parseEventTime('day0 12:00', BERLIN, saturday)).toBe('2026-10-24T10:00:00.000Z');
    const march = new Date('2026-03-28T10:00:00Z');
    expect(parseEventTime('day+1 12:00', BERLIN, march)).toBe('2026-03-29T10:00:00.000Z');
  });
});

describe('zonedToInstant', () => {
  it.each([
    [2026, 7, 30, 22, 0, BERLIN, '2026-07-30T20:00:00.000Z'],
    [2026, 3, 29, 2, 30, BERLIN, '2026-03-29T01:30:00.000Z'],
    [2026, 10, 25, 2, 30, BERLIN, '2026-10-25T00:30:00.000Z'],
    [2026, 12, 31, 23, 59, 'UTC', '2026-12-31T23:59:00.000Z'],
    [2026, 1, 1, 0, 0, 'Asia/Kolkata', '2025-12-31T18:30:00.000Z'],
    [2026, 11, 1, 1, 30, 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('%i-%i-%i %i:%i in %s', (y, m, d, hh, mm, tz, expected) => {
    expect(zonedToInstant(y, m, d, hh, mm, tz)).toBe(expected);
  });
});

describe('zonedParts, localDateKey, formatTime', () => {
  it('gives local fields and the weekday (0 = Sunday)', () => {
    expect(zonedParts('2026-10-25T00:30:00.000Z', BERLIN)).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
      weekday: 0,
    });
    // the repeated 02:30, an hour later
    expect(zonedParts('2026-10-25T01:30:00.000Z', BERLIN).hour).toBe(2);
    expect(zonedParts('2026-07-30T20:00:00.000Z', BERLIN).weekday).toBe(4);
  });

  it.each([
    ['2026-07-30T21:59:00.000Z', BERLIN, '2026-07-30'],
    ['2026-07-30T22:00:00.000Z', BERLIN, '2026-07-31'],
    ['2026-07-30T22:00:00.000Z', 'UTC', '2026-07-30'],
    ['2026-03-28T23:00:00.000Z', BERLIN, '2026-03-29'],
  ])('localDateKey(%s, %s) = %s', (iso, tz, expected) => {
    expect(localDateKey(iso, tz)).toBe(expected);
  });

  it.each([
    ['2026-07-30T20:05:00.000Z', '22:05'],
    ['2026-07-30T22:00:00.000Z', '00:00'],
    ['2026-07-30T07:09:00.000Z', '09:09'],
    ['2026-10-25T01:30:00.000Z', '02:30'],
  ])('formatTime(%s) = %s (24 h)', (iso, expected) => {
    expect(formatTime(iso, BERLIN)).toBe(expected);
  });

  it.each([
    ['Europe/Berlin', true],
    ['UTC', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('isValidTimeZone(%j) = %s', (tz, expected) => {
    expect(isValidTimeZone(tz)).toBe(expected);
  });
});
