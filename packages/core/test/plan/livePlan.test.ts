import { describe, expect, it } from 'vitest';
import { likeFromSet } from '../../src/likes/likes.ts';
import {
  decodeLivePlan,
  encodeLivePlan,
  LIVE_PLAN_KEY_LENGTH,
  livePlanText,
} from '../../src/plan/livePlan.ts';
import { decodeSharedPlan, resolveSharedPlan } from '../../src/plan/sharePlan.ts';
import { EVENT_ID, likesOf, lineupOf, set, setOf } from './planFixtures.ts';

const KEY = 'a1b2c3d4e5f6g7h8i9j0k1l2';

describe('live plan links', () => {
  it('round trip: the event and the key, nothing else', () => {
    expect(KEY).toHaveLength(LIVE_PLAN_KEY_LENGTH);
    const text = encodeLivePlan({ eventId: EVENT_ID, key: KEY });
    expect(text).toBe(`2.${EVENT_ID}.${KEY}`);
    expect(decodeLivePlan(text)).toEqual({ eventId: EVENT_ID, key: KEY });
    // some apps change the case of links
    expect(decodeLivePlan(text.toUpperCase())).toEqual({ eventId: EVENT_ID, key: KEY });
  });

  it.each([
    ['a snapshot link', `1.${EVENT_ID}.abcdefgh`],
    ['a short key', `2.${EVENT_ID}.abc`],
    ['a key with other characters', `2.${EVENT_ID}.a1b2c3d4e5f6g7h8i9j0k1_2`],
    ['no event', `2..${KEY}`],
    ['extra parts', `2.${EVENT_ID}.${KEY}.x`],
    ['empty', ''],
  ])('%s is not a live link', (_, text) => {
    expect(decodeLivePlan(text)).toBeNull();
  });
});

describe('what a live plan shows', () => {
  const lineup = lineupOf([
    set('Ada', '07-30 22:00', '07-30 23:00'),
    set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 }),
    set('Cem', '07-31 01:00', '07-31 02:00', { room: 1 }),
  ]);
  const other = lineupOf([set('Ada', '08-30 22:00', '08-30 23:00')], {
    partyName: 'Another party',
  });

  it.each<[string, string[], string[]]>([
    ['no likes', [], []],
    ['one like', ['Bea'], ['Bea']],
    ['all, in time order', ['Cem', 'Ada', 'Bea'], ['Bea', 'Ada', 'Cem']],
  ])('%s', (_, liked, shown) => {
    const text = livePlanText(likesOf(lineup, ...liked), lineup);
    const sets = resolveSharedPlan(decodeSharedPlan(text)!, lineup);
    expect(sets.map((s) => s.dj)).toEqual(shown);
  });

  it("another event's likes are never in it", () => {
    const likes = [likeFromSet(setOf(other, 'Ada'), '2026-07-01T00:00:00.000Z')];
    expect(livePlanText(likes, lineup)).toBe(`1.${EVENT_ID}`);
  });
});
