import { describe, expect, it } from 'vitest';
import { typedDate } from '../../src/index.ts';

describe('a date typed into the event form (day first, or ISO)', () => {
  it.each<[string, string | null]>([
    ['14.08.2026', '2026-08-14'],
    ['14/08/2026', '2026-08-14'],
    ['14-8-26', '2026-08-14'],
    ['1.8.2026', '2026-08-01'],
    [' 14.08. ', '2025-08-14'],
    ['14.08', '2025-08-14'],
    ['2026-08-14', '2026-08-14'],
    ['29.02.2028', '2028-02-29'],
    ['29.02.2026', null],
    ['31.06.2026', null],
    ['08/14/2026', null],
    ['2026-13-01', null],
    ['Freitag', null],
    ['', null],
  ])('%j → %j', (typed, date) => {
    expect(typedDate(typed, 2025)).toBe(date);
  });
});
