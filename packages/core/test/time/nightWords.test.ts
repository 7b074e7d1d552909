import { describe, expect, it } from 'vitest';
import { nightName, nightWhen, sameNight } from '../../src/time/nightWords.ts';

// One night model in words (issue 33): the set of Saturday 00:30 is Friday night's, in every
// text (screens, push texts, calendar files, search rows).
const berlin = (local: string) => new Date(`${local}+02:00`).toISOString();
const TZ = 'Europe/Berlin';

describe('a set named by its festival night', () => {
  it.each([
    ['en', 'Night of Fri 31 Jul, 00:30–02:30'],
    ['de', 'Nacht von Fr., 31. Juli, 00:30–02:30'],
    ['fr', 'Nuit du Ven. 31 juil., 00:30–02:30'],
    ['pl', 'Pt., 31 lip, w nocy, 00:30–02:30'],
  ] as const)('in %s, Saturday 00:30 is Friday night’s: %s', (locale, text) => {
    const start = berlin('2026-08-01T00:30:00');
    const end = berlin('2026-08-01T02:30:00');
    expect(nightWhen(start, TZ, 6, locale, { end })).toBe(text);
  });

  it('before midnight the night is the day itself; without an end, the start alone', () => {
    expect(nightWhen(berlin('2026-07-31T22:00:00'), TZ, 6, 'en')).toBe('Fri 31 Jul, 22:00');
    // the break hour is the festival's: a club night that ends at 09:00 breaks at 10
    expect(nightWhen(berlin('2026-08-01T09:30:00'), TZ, 10, 'en')).toBe(
      'Night of Fri 31 Jul, 09:30',
    );
    expect(nightWhen(berlin('2026-08-01T09:30:00'), TZ, 6, 'en')).toBe('Sat 1 Aug, 09:30');
  });

  it('says "Today" for every set of the night playing now, also past midnight', () => {
    const now = new Date(berlin('2026-07-31T23:00:00'));
    const today = { today: 'Today', now };
    expect(nightWhen(berlin('2026-08-01T02:00:00'), TZ, 6, 'en', today)).toBe('Today, 02:00');
    expect(nightWhen(berlin('2026-08-01T22:00:00'), TZ, 6, 'en', today)).toBe('Sat 1 Aug, 22:00');
  });

  it('reads nothing from a broken instant', () => {
    expect(nightWhen('not a time', TZ, 6, 'en')).toBe('');
  });

  it('names a night after its evening, long and short', () => {
    const night = { year: 2026, month: 7, day: 31 };
    expect(nightName(night, 'en')).toBe('Friday 31 July');
    expect(nightName(night, 'fr', true)).toBe('Ven. 31 juil.');
  });

  it('23:00 and 01:00 are one night, 05:00 and 07:00 two', () => {
    expect(sameNight(berlin('2026-07-31T23:00:00'), berlin('2026-08-01T01:00:00'), TZ, 6)).toBe(
      true,
    );
    expect(sameNight(berlin('2026-08-01T05:00:00'), berlin('2026-08-01T07:00:00'), TZ, 6)).toBe(
      false,
    );
  });
});
