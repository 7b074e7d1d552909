import { describe, expect, it } from 'vitest';
import { countNoun } from '../../src/text/countNoun.ts';

const sets = {
  en: countNoun('en-GB', { one: 'set', other: 'sets' }),
  de: countNoun('de', { one: 'Set', other: 'Sets' }),
  fr: countNoun('fr', { one: 'set', other: 'sets' }),
  pl: countNoun('pl', { one: 'set', few: 'sety', many: 'setów', other: 'seta' }),
};

describe('countNoun', () => {
  it.each([
    ['en', 1, '1 set'],
    ['en', 0, '0 sets'],
    ['en', 2993, '2,993 sets'],
    ['de', 1, '1 Set'],
    ['de', 2993, '2.993 Sets'],
    // French puts 0 and 1 in the singular, and a narrow no-break space between thousands
    ['fr', 0, '0 set'],
    ['fr', 2993, '2\u202f993 sets'],
    // Polish: 1 set; 2–4, 22–24, … sety; 5–21, 25–31, … setów; four-digit numbers ungrouped
    ['pl', 1, '1 set'],
    ['pl', 4, '4 sety'],
    ['pl', 12, '12 setów'],
    ['pl', 22, '22 sety'],
    ['pl', 25, '25 setów'],
    ['pl', 2993, '2993 sety'],
    ['pl', 12_000, '12\u00a0000 setów'],
  ] as const)('%s: %i', (locale, n, text) => {
    expect(sets[locale](n)).toBe(text);
  });
});
