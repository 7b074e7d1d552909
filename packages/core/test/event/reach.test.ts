import { describe, expect, it } from 'vitest';
import {
  type EventReach,
  editionClash,
  type ReachContext,
  reachProblems,
} from '../../src/event/reach.ts';

const SUNRISE: EventReach = {
  id: 'sunrise-2026',
  aliases: ['sunrise'],
  series: 'sunrise',
  main: true,
  edition: '2026-07-30T20:00:00.000Z',
};
const LAST_YEAR: EventReach = {
  ...SUNRISE,
  id: 'sunrise-2025',
  aliases: [],
  main: false,
  edition: '2025-07-30T20:00:00.000Z',
};
const CLUB: EventReach = {
  id: 'club-night',
  aliases: [],
  series: null,
  main: false,
  edition: '2026-07-30T19:00:00.000Z',
};
const others = [SUNRISE, LAST_YEAR];
const organiser = { own: ['club-night', 'club-old'], others };
const rulesOf = (draft: EventReach, ctx: ReachContext = organiser) =>
  reachProblems(draft, ctx).map((p) => p.rule);

describe('reachProblems', () => {
  it('accepts an organiser’s event that stays within the token', () => {
    expect(rulesOf({ ...CLUB, aliases: ['club-old'], series: 'club' })).toEqual([]);
  });

  it('refuses main, foreign aliases and a foreign series in field order; a shared edition time is no problem', () => {
    const draft = {
      ...CLUB,
      main: true,
      aliases: ['sunrise'],
      series: 'sunrise',
      edition: '2026-07-30T22:00:00+02:00',
    };
    expect(rulesOf(draft)).toEqual(['reach.main', 'reach.alias', 'reach.series']);
    // two clubs both opening Friday 23:00: likes name their event by id (DESIGN §11)
    expect(rulesOf({ ...CLUB, edition: SUNRISE.edition })).toEqual([]);
  });

  it('refuses an alias naming another event’s id, another’s alias, or an id outside the token', () => {
    for (const alias of ['sunrise-2025', 'sunrise', 'elsewhere']) {
      const [problem] = reachProblems({ ...CLUB, aliases: [alias] }, organiser);
      expect(problem).toMatchObject({ rule: 'reach.alias', field: 'aliases' });
      expect(problem?.message).toContain(`"${alias}"`);
    }
  });

  it('lets an organiser keep what the served version already has', () => {
    const granted = { main: true, aliases: ['old-name'], series: 'sunrise' };
    const draft = { ...CLUB, main: true, aliases: ['old-name'], series: 'sunrise' };
    expect(rulesOf(draft, { ...organiser, granted })).toEqual([]);
  });

  it('lets the operator do all but give one address to two events', () => {
    const operator = { own: null, others };
    expect(
      rulesOf({ ...CLUB, main: true, series: 'sunrise', aliases: ['elsewhere'] }, operator),
    ).toEqual([]);
    expect(rulesOf({ ...CLUB, aliases: ['sunrise'] }, operator)).toEqual(['reach.alias']);
    // the edition time is the operator's warning, not an error
    expect(rulesOf({ ...CLUB, edition: SUNRISE.edition }, operator)).toEqual([]);
  });
});

describe('editionClash', () => {
  it('compares instants, whatever the offset is written as', () => {
    expect(
      editionClash({ ...CLUB, edition: '2026-07-30T22:00:00+02:00' }, others)?.message,
    ).toContain('sunrise-2026');
    expect(editionClash({ ...CLUB, edition: '2026-07-30T22:01:00+02:00' }, others)).toBeNull();
    expect(editionClash({ ...CLUB, edition: null }, others)).toBeNull();
  });
});
