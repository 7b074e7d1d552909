import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../src/schemaorg/texts.ts';

const DATES = '30–31 July 2026';

describe('the description counts sets and stages in each language', () => {
  it.each([
    // a club night: one stage
    ['en', 12, 1, 'Club: lineup and timetable, 12 sets on 1 stage, 30–31 July 2026.'],
    ['en', 1, 1, 'Club: lineup and timetable, 1 set on 1 stage, 30–31 July 2026.'],
    // a big festival: the thousands grouped as the language writes them
    ['en', 2993, 85, 'Club: lineup and timetable, 2,993 sets on 85 stages, 30–31 July 2026.'],
    ['de', 1, 1, 'Club: Line-up und Timetable, 1 Set auf 1 Bühne, 30–31 July 2026.'],
    ['de', 2993, 85, 'Club: Line-up und Timetable, 2.993 Sets auf 85 Bühnen, 30–31 July 2026.'],
    ['fr', 1, 1, 'Club : programmation et horaires, 1 set sur 1 scène, 30–31 July 2026.'],
    [
      'fr',
      2993,
      2,
      'Club : programmation et horaires, 2\u202f993 sets sur 2 scènes, 30–31 July 2026.',
    ],
    // Polish: 1 set, 2–4 and 22–24 sety, 5–21 setów; one stage "scenie", more "scenach"
    ['pl', 1, 1, 'Club: line-up i harmonogram, 1 set na 1 scenie, 30–31 July 2026.'],
    ['pl', 4, 2, 'Club: line-up i harmonogram, 4 sety na 2 scenach, 30–31 July 2026.'],
    ['pl', 12, 5, 'Club: line-up i harmonogram, 12 setów na 5 scenach, 30–31 July 2026.'],
    ['pl', 22, 5, 'Club: line-up i harmonogram, 22 sety na 5 scenach, 30–31 July 2026.'],
  ] as const)('%s: %i sets on %i stages', (locale, sets, stages, text) => {
    expect(TEXTS[locale].party({ party: 'Club', sets, stages, dates: DATES })).toBe(text);
  });

  it.each([
    ['en', 1, 'Main at Club: timetable of 1 set, 30–31 July 2026.'],
    ['de', 1200, 'Main auf Club: Timetable mit 1.200 Sets, 30–31 July 2026.'],
    ['pl', 1, 'Main na Club: harmonogram 1 setu, 30–31 July 2026.'],
    ['pl', 3, 'Main na Club: harmonogram 3 setów, 30–31 July 2026.'],
  ] as const)("%s: a stage's %i sets", (locale, sets, text) => {
    expect(TEXTS[locale].stage({ party: 'Club', stage: 'Main', sets, dates: DATES })).toBe(text);
  });
});
