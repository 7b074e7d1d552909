import { describe, expect, it } from 'vitest';
import {
  addToCrew,
  applyLivePlan,
  type CrewFriend,
  crewMarks,
  crewPlansOf,
  parseCrew,
} from '../../src/plan/crew.ts';
import { encodeLivePlan } from '../../src/plan/livePlan.ts';
import { encodeSharedPlan } from '../../src/plan/sharePlan.ts';
import { EVENT_ID, lineupOf, set, setOf } from './planFixtures.ts';

// A friend's live plan (issue 33): fetched, kept with its time for offline, stopped by them.
const lineup = lineupOf([
  set('Ada', '07-30 20:00', '07-30 22:00'),
  set('Bea', '07-30 22:00', '07-31 00:00'),
]);
const code = (...djs: string[]) =>
  encodeSharedPlan(
    EVENT_ID,
    djs.map((dj) => setOf(lineup, dj)),
    lineup,
  );
const LIVE = encodeLivePlan({ eventId: EVENT_ID, key: 'a1b2c3d4e5f6g7h8i9j0k1l2' });
const T0 = new Date('2026-07-30T19:40:00Z');
const T1 = new Date('2026-07-30T19:42:00Z');

function crewWith(plan?: string): CrewFriend[] {
  const result = addToCrew([], {
    name: 'Anna',
    code: LIVE,
    newId: 'a',
    now: T0,
    ...(plan ? { plan } : {}),
  });
  if (!result.ok) throw new Error(result.reason);
  return result.crew;
}
const djsOf = (crew: CrewFriend[]) => crewPlansOf(crew, lineup)[0]?.sets.map((s) => s.dj);

describe('a live plan in the crew', () => {
  it('is added by its link with the plan fetched then, or empty until fetched (offline)', () => {
    const crew = crewWith(code('Ada'));
    expect(crew[0]?.plans[0]).toMatchObject({ live: LIVE, checkedAt: T0.toISOString() });
    expect(djsOf(crew)).toEqual(['Ada']);
    const offline = crewWith();
    expect(djsOf(offline)).toEqual([]);
    expect(offline[0]?.plans[0]?.checkedAt).toBeUndefined();
  });

  it.each<[string, Parameters<typeof applyLivePlan>[2], string[], boolean]>([
    [
      'a new answer replaces the picks',
      { kind: 'plan', code: code('Ada', 'Bea'), etag: '"2"' },
      ['Ada', 'Bea'],
      false,
    ],
    ['an unchanged answer (304) keeps them, confirmed now', { kind: 'same' }, ['Ada'], false],
    ['stopped: their picks go', { kind: 'stopped' }, [], true],
    [
      "another event's plan is ignored",
      { kind: 'plan', code: '1.other-event', etag: null },
      ['Ada'],
      false,
    ],
  ])('%s', (_, answer, djs, stopped) => {
    const crew = applyLivePlan(crewWith(code('Ada')), LIVE, answer, T1);
    expect(djsOf(crew)).toEqual(djs);
    expect(crew[0]?.plans[0]?.stopped ?? false).toBe(stopped);
    // kept across a reload of the browser's copy
    expect(parseCrew(JSON.stringify(crew))).toEqual(crew);
  });

  it('a stopped friend counts for no "all of you"', () => {
    const crew = applyLivePlan(crewWith(code('Ada')), LIVE, { kind: 'stopped' }, T1);
    const marks = crewMarks(crewPlansOf(crew, lineup), [setOf(lineup, 'Ada')]);
    expect(marks.size).toBe(0);
  });
});
