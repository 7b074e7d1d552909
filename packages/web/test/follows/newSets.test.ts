// "New" badges on Your acts (issue 35): a set is new when the fan looked after following its
// act and has not seen it; the sets of an act followed since are not "new", just there.
import type { FollowedSet } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { isNewSet, setIdentity, type YourActsCopy } from '../../src/follows/followsStore.ts';

const set = (act: string, start: string): FollowedSet => ({
  act,
  event: 'nachtflug-2027',
  partyName: 'Nachtflug 2027',
  timeZone: 'Europe/Berlin',
  dj: act,
  room: 0,
  stage: 'Hangar',
  start,
  end: start,
  night: start.slice(0, 10),
  beginningSchedule: start,
  meta: [],
});
const follow = (key: string, followedAt: string) => ({ name: key, key, links: [], followedAt });
const ADA = set('ada', '2027-07-30T21:00:00.000Z');
const ADA_SAT = set('ada', '2027-07-31T21:00:00.000Z');
const GRACE = set('grace', '2027-07-30T22:00:00.000Z');

describe('isNewSet', () => {
  const follows = [
    follow('ada', '2026-07-01T00:00:00.000Z'),
    follow('grace', '2026-08-01T00:00:00.000Z'),
  ];
  const copy = (seen: FollowedSet[], seenAt: string | null): YourActsCopy => ({
    sets: [ADA, ADA_SAT, GRACE],
    at: '2026-08-02T00:00:00.000Z',
    seen: seen.map(setIdentity),
    seenAt,
  });
  it.each([
    ['never looked: nothing is new', ADA_SAT, copy([], null), false],
    ['seen before', ADA, copy([ADA], '2026-07-15T00:00:00.000Z'), false],
    ['added since the fan looked', ADA_SAT, copy([ADA], '2026-07-15T00:00:00.000Z'), true],
    ['an act followed after the last look', GRACE, copy([ADA], '2026-07-15T00:00:00.000Z'), false],
  ])('%s', (_what, which, held, expected) => {
    expect(isNewSet(which, held, follows)).toBe(expected);
  });
});
