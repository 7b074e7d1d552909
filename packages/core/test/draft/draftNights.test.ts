import { describe, expect, it } from 'vitest';
import { draftNights } from '../../src/draft/draftNights.ts';

const rows = (...starts: string[]) => starts.map((start) => ({ start }));

describe('draftNights', () => {
  it('lists the event’s nights from the first to the last', () => {
    const model = {
      firstNight: '2026-07-30',
      lastNight: '2026-08-01',
      rows: [] as { start: string }[],
    };
    expect(draftNights(model)).toEqual(['2026-07-30', '2026-07-31', '2026-08-01']);
  });

  it('counts a set after midnight to the night before, and adds nights only sets are on', () => {
    const model = {
      firstNight: '2026-07-30',
      lastNight: '',
      rows: rows('2026-07-31T01:00', '2026-08-02T23:00', 'not a time'),
    };
    expect(draftNights(model)).toEqual(['2026-07-30', '2026-08-02']);
  });

  it('stops at 60 nights when the last night is years away', () => {
    const model = {
      firstNight: '2026-07-30',
      lastNight: '2036-07-30',
      rows: [] as { start: string }[],
    };
    const nights = draftNights(model);
    expect(nights).toHaveLength(60);
    expect(nights.at(-1)).toBe('2026-09-27');
  });
});
