import { likeFromSet, myPlan } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { planByDay } from '../../src/plan/planByDay.ts';
import { planDays } from '../../src/plan/planFormat.ts';
import { LIKED_AT, planLineup, setOf } from './planFixture.tsx';

const data = planLineup();
const likes = ['Ada Lovelace', 'Alan Turing', 'Margaret Hamilton'].map((dj) =>
  likeFromSet(setOf(data, dj), LIKED_AT),
);
const items = myPlan(likes, data);
const at = (today: string) => () =>
  planDays(data.meta.timeZone, new Date('2026-07-31T12:00:00Z'), 'en', today, 6);

describe('planByDay', () => {
  it('groups the rows by night and gives the same days back for the same plan and naming', () => {
    let named = 0;
    const counting = () => {
      named++;
      return at('Today')();
    };
    const days = planByDay(items, [], 'a', counting);
    expect(days.map((d) => d.rows.length)).toEqual([2, 1]);
    expect(planByDay(items, [], 'a', counting)).toBe(days);
    expect(named).toBe(1);
  });

  it('names the days again when the naming or the friends’ picks change', () => {
    const days = planByDay(items, [], 'b', at('Today'));
    const renamed = planByDay(items, [], 'c', at('Heute'));
    expect(renamed).not.toBe(days);
    const withFriend = planByDay(items, [setOf(data, 'Grace Hopper')], 'c', at('Heute'));
    expect(withFriend).not.toBe(renamed);
    expect(withFriend.flatMap((d) => d.rows).length).toBe(4);
  });
});
