import { describe, expect, it } from 'vitest';
import { typedClock } from '../../src/index.ts';

describe('a time typed into a cell (24 hours)', () => {
  it.each<[string, string | null]>([
    ['23:30', '23:30'],
    ['9:05', '09:05'],
    ['0930', '09:30'],
    ['2330', '23:30'],
    ['23.30', '23:30'],
    ['23h30', '23:30'],
    [' 01:00 ', '01:00'],
    ['00:00', '00:00'],
    ['24:00', null],
    ['23:60', null],
    ['11:59 PM', null],
    ['23:3', null],
    ['Freitag', null],
    ['', null],
  ])('%j → %j', (typed, clock) => {
    expect(typedClock(typed)).toBe(clock);
  });
});
