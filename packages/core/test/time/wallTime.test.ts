import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockMinutes,
  nightOfWall,
  shiftWall,
  wallAfter,
  wallMinutesBetween,
  wallOf,
  wallOnNight,
} from '../../src/time/wallTime.ts';

describe('wall times of the lineup editor', () => {
  it('reads clock times and refuses what is not one', () => {
    expect(clockMinutes('23:30')).toBe(1410);
    expect(clockMinutes('0:15')).toBe(15);
    expect(clockMinutes('25:00')).toBeNull();
    expect(clockMinutes('2:00 Uhr')).toBeNull();
  });

  it('puts a set after midnight into the night before', () => {
    expect(nightOfWall('2026-07-31T02:00')).toBe('2026-07-30');
    expect(nightOfWall('2026-07-30T23:00')).toBe('2026-07-30');
    expect(nightOfWall('2026-08-01T00:00')).toBe('2026-07-31');
    expect(wallOnNight('2026-07-30', '02:00')).toBe('2026-07-31T02:00');
    expect(wallOnNight('2026-07-31', '23:30')).toBe('2026-07-31T23:30');
    // across a month's end
    expect(wallOnNight('2026-07-31', '01:00')).toBe('2026-08-01T01:00');
  });

  it('gives the same night each time a start is asked again, and none for what is not a time', () => {
    for (let round = 0; round < 2; round++) {
      expect(nightOfWall('2026-08-02T03:00')).toBe('2026-08-01');
      expect(nightOfWall('2026-08-02T13:00')).toBe('2026-08-02');
      expect(nightOfWall('2026-02-30T23:00')).toBeNull();
      expect(nightOfWall('')).toBeNull();
    }
  });

  it('moves a set by 30 minutes on the wall clock, across midnight', () => {
    expect(shiftWall('2026-07-30T23:45', 30)).toBe('2026-07-31T00:15');
    expect(shiftWall('2026-07-31T00:15', -30)).toBe('2026-07-30T23:45');
    expect(shiftWall('2026-07-31 00:15', 30)).toBeNull();
  });

  it('reads an end at or before the start as the next day', () => {
    expect(wallAfter('2026-07-30T23:00', '01:00')).toBe('2026-07-31T01:00');
    expect(wallAfter('2026-07-30T22:00', '23:30')).toBe('2026-07-30T23:30');
    expect(wallAfter('2026-07-30T22:00', '22:00')).toBe('2026-07-31T22:00');
    expect(wallMinutesBetween('2026-07-30T23:00', '2026-07-31T01:00')).toBe(120);
  });

  it('writes an instant as the wall time of the event’s zone (Lisbon is an hour behind Berlin)', () => {
    expect(wallOf('2026-07-30T22:00:00.000Z', 'Europe/Lisbon')).toBe('2026-07-30T23:00');
    expect(wallOf('2026-07-30T22:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-31T00:00');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
