import { describe, expect, it } from 'vitest';
import { likeFromSet } from '../../src/likes/likes.ts';
import { myPlan, type PlanItem } from '../../src/plan/myPlan.ts';
import type { LikeEntry } from '../../src/types.ts';
import { at, likesOf, lineupOf, set, setOf } from './planFixtures.ts';

/** What a fan reads in the plan: who, when (gap) and clashes. */
function read(items: PlanItem[]) {
  return items.map((i) => ({
    dj: i.like.dj,
    missing: i.missing,
    gap: i.gapBeforeMinutes,
    clashes: i.clashes.map((c) => `${c.with.dj} ${c.minutes}`),
  }));
}

const opener = set('Opener', '07-30 12:00', '07-30 14:00', { room: 1 });

describe('my plan: liked sets in time order with gaps and clashes', () => {
  it.each<[string, ReturnType<typeof set>[], string[], [string, number | null, string[]][]]>([
    [
      'gaps between sets, 0 when back to back, null for the first',
      [
        set('Cem', '07-30 22:30', '07-30 23:30'),
        set('Ada', '07-30 20:00', '07-30 21:00'),
        set('Bea', '07-30 21:30', '07-30 22:30', { room: 1 }),
      ],
      ['Cem', 'Ada', 'Bea'],
      [
        ['Ada', null, []],
        ['Bea', 30, []],
        ['Cem', 0, []],
      ],
    ],
    [
      "a set inside a long one has no gap; the next gap counts from the long set's end",
      [
        set('Ada', '07-30 20:00', '07-30 23:00'),
        set('Bea', '07-30 21:00', '07-30 22:00', { room: 1 }),
        set('Cem', '07-30 22:30', '07-30 23:30', { room: 1 }),
        set('Dan', '07-30 23:45', '07-31 01:00'),
      ],
      ['Ada', 'Bea', 'Cem', 'Dan'],
      [
        ['Ada', null, ['Bea 60', 'Cem 30']],
        ['Bea', null, ['Ada 60']],
        ['Cem', null, ['Ada 30']],
        ['Dan', 15, []],
      ],
    ],
    [
      'a one-minute overlap is a clash without a gap',
      [
        set('Ada', '07-30 20:00', '07-30 21:01'),
        set('Bea', '07-30 21:00', '07-30 22:00', { room: 1 }),
      ],
      ['Ada', 'Bea'],
      [
        ['Ada', null, ['Bea 1']],
        ['Bea', null, ['Ada 1']],
      ],
    ],
    [
      'across midnight',
      [
        set('Ada', '07-30 23:00', '07-31 00:30'),
        set('Bea', '07-31 01:00', '07-31 03:00', { room: 1 }),
      ],
      ['Bea', 'Ada'],
      [
        ['Ada', null, []],
        ['Bea', 30, []],
      ],
    ],
    [
      'sets not liked are not in the plan and do not clash',
      [
        set('Ada', '07-30 20:00', '07-30 22:00'),
        set('Bea', '07-30 21:00', '07-30 23:00', { room: 1 }),
      ],
      ['Ada'],
      [['Ada', null, []]],
    ],
  ])('%s', (_, sets, liked, expected) => {
    const lineup = lineupOf([opener, ...sets]);
    const plan = myPlan(likesOf(lineup, ...liked), lineup);
    expect(read(plan)).toEqual(
      expected.map(([dj, gap, clashes]) => ({ dj, missing: false, gap, clashes })),
    );
  });

  it('keeps a like whose set is gone, marked missing, at the time it remembers', () => {
    const before = lineupOf([
      opener,
      set('Ada', '07-30 20:00', '07-30 21:00'),
      set('Bea', '07-30 22:00', '07-30 23:00'),
      set('Cem', '07-30 23:30', '07-31 00:30'),
    ]);
    const likes = likesOf(before, 'Cem', 'Bea', 'Ada');
    const after = lineupOf([
      opener,
      set('Ada', '07-30 20:00', '07-30 21:00'),
      set('Cem', '07-30 23:30', '07-31 00:30'),
    ]);
    const plan = myPlan(likes, after);
    expect(read(plan)).toEqual([
      { dj: 'Ada', missing: false, gap: null, clashes: [] },
      { dj: 'Bea', missing: true, gap: null, clashes: [] },
      // the gap counts from the last set that still plays
      { dj: 'Cem', missing: false, gap: 150, clashes: [] },
    ]);
    expect(plan[1]?.set).toBeNull();
    expect(plan[1]?.matchedBy).toBeNull();
  });

  it('leaves out likes of other events, also an earlier edition of the same party', () => {
    const lastYear = lineupOf(
      [set('Ada', '07-30 20:00', '07-30 21:00')].map((s) => ({
        ...s,
        start: s.start.replace('2026', '2025'),
        end: s.end.replace('2026', '2025'),
      })),
      { id: 'sunrise-2025' },
    );
    const other = lineupOf([set('Ada', '07-30 20:00', '07-30 21:00')], {
      id: 'moon-2026',
      partyName: 'Moon',
    });
    const now = lineupOf([opener, set('Ada', '07-30 20:00', '07-30 21:00')]);
    const plan = myPlan(
      [...likesOf(lastYear, 'Ada'), ...likesOf(other, 'Ada'), ...likesOf(now, 'Ada')],
      now,
    );
    expect(plan.map((i) => i.like.beginningSchedule)).toEqual([now.meta.beginningSchedule]);
  });

  it('shows both sets of an act that plays twice on one stage (one heart, one key)', () => {
    const lineup = lineupOf([
      opener,
      set('Ada', '07-30 20:00', '07-30 21:00'),
      set('Ada', '08-01 20:00', '08-01 21:00'),
    ]);
    const plan = myPlan(likesOf(lineup, 'Ada'), lineup);
    expect(plan.map((i) => i.set?.start)).toEqual([at('07-30 20:00'), at('08-01 20:00')]);
    expect(plan.map((i) => i.matchedBy)).toEqual(['key', 'key']);
  });

  it.each([
    ['moved to another stage', opener, set('Ada', '07-30 20:00', '07-30 21:00', { room: 1 })],
    [
      "kept its slot while the opening set moved, so the edition's key changed",
      { ...opener, start: at('07-30 11:00') },
      set('Ada', '07-30 20:00', '07-30 21:00'),
    ],
  ])('finds a liked act that %s, by its act', (_, first, moved) => {
    const before = lineupOf([opener, set('Ada', '07-30 20:00', '07-30 21:00')]);
    const after = lineupOf([first, moved]);
    const plan = myPlan(likesOf(before, 'Ada'), after);
    expect(plan).toHaveLength(1);
    expect(plan[0]?.set).toBe(setOf(after, 'Ada'));
    expect(plan[0]?.matchedBy).toBe('act');
    expect(plan[0]?.missing).toBe(false);
  });

  it('lists a like once even when stored twice', () => {
    const lineup = lineupOf([opener, set('Ada', '07-30 20:00', '07-30 21:00')]);
    const [like] = likesOf(lineup, 'Ada') as [LikeEntry];
    const again = likeFromSet(setOf(lineup, 'Ada'), '2026-07-02T00:00:00.000Z');
    expect(myPlan([like, again], lineup)).toHaveLength(1);
  });
});
