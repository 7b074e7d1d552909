import { describe, expect, it } from 'vitest';
import { myPlan } from '../../src/plan/myPlan.ts';
import { nightKey, planNights } from '../../src/plan/planNights.ts';
import { at, likesOf, lineupOf, set } from './planFixtures.ts';

describe('the nights of a plan', () => {
  it.each([
    ['07-31 02:00', '2026-07-30'],
    ['07-31 05:59', '2026-07-30'],
    ['07-31 06:00', '2026-07-31'],
    ['07-30 23:30', '2026-07-30'],
  ])('a set at %s (Berlin) belongs to the night of %s', (local, night) => {
    expect(nightKey(at(local), 'Europe/Berlin')).toBe(night);
  });

  it('groups the sets by night and leaves cancelled ones out', () => {
    const before = lineupOf([
      set('Thu', '07-30 22:00', '07-30 23:00'),
      set('Thu late', '07-31 02:00', '07-31 03:00'),
      set('Gone', '07-31 03:00', '07-31 04:00'),
      set('Fri', '07-31 22:00', '07-31 23:00', { room: 1 }),
    ]);
    const likes = likesOf(before, 'Thu', 'Thu late', 'Gone', 'Fri');
    const after = lineupOf([
      set('Thu', '07-30 22:00', '07-30 23:00'),
      set('Thu late', '07-31 02:00', '07-31 03:00'),
      set('Fri', '07-31 22:00', '07-31 23:00', { room: 1 }),
    ]);
    const nights = planNights(myPlan(likes, after), 'Europe/Berlin');
    expect(nights.map((n) => [n.key, n.items.map((i) => i.like.dj)])).toEqual([
      ['2026-07-30', ['Thu', 'Thu late']],
      ['2026-07-31', ['Fri']],
    ]);
  });
});
