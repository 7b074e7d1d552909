import { describe, expect, it } from 'vitest';
import { dateFormat, shortWeekday, timeOnDay } from '../../src/i18n/dateFormat.ts';

// 2026-08-01 is a Saturday; 23:30 UTC is already Sunday 01:30 in Berlin.
describe('timeOnDay', () => {
  it.each([
    ['2026-08-01T20:00:00Z', '2026-08-01', 'en', /^22:00$/],
    ['2026-08-01T20:00:00Z', '2026-07-31', 'en', /^Sat 22:00$/],
    ['2026-08-01T23:30:00Z', '2026-08-01', 'en', /^Sun 01:30$/],
    ['2026-08-01T20:00:00Z', '2026-07-31', 'de', /^Sa\.? 22:00$/],
  ] as const)('%s under the heading of %s (%s): %s', (iso, day, locale, text) => {
    expect(timeOnDay(iso, day, 'Europe/Berlin', locale)).toMatch(text);
  });
});

describe('dateFormat', () => {
  it('makes each formatter once per options, language and zone', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long' };
    const a = dateFormat(options, 'en', 'Europe/Berlin');
    expect(dateFormat(options, 'en', 'Europe/Berlin')).toBe(a);
    expect(dateFormat(options, 'de', 'Europe/Berlin')).not.toBe(a);
    expect(dateFormat(options, 'en', 'America/New_York')).not.toBe(a);
    expect(dateFormat({ weekday: 'long' }, 'en', 'Europe/Berlin')).not.toBe(a);
  });

  it('formats in the zone it was made for', () => {
    expect(shortWeekday('2026-08-01T23:30:00Z', 'Europe/Berlin', 'en')).toBe('Sun');
    expect(shortWeekday('2026-08-01T23:30:00Z', 'America/New_York', 'en')).toBe('Sat');
  });
});
