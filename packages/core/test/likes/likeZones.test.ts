// A like keeps its event's time zone (issue 16, item 11): stored with it, read back from
// storage (old likes without one keep working), and not lost when a sync answer lacks it.
import { describe, expect, it } from 'vitest';
import {
  carryLikeZones,
  likeFromSet,
  mergeLikes,
  parseStoredLikes,
} from '../../src/likes/likes.ts';
import type { LikeEntry } from '../../src/types.ts';
import { makeSet } from '../time/fixtures.ts';

const like = (dj: string, extra: Partial<LikeEntry> = {}): LikeEntry => ({
  dj,
  room: 0,
  partyName: 'Sunrise',
  title: dj,
  beginningSchedule: '2026-07-30T12:00:00.000Z',
  started: '2026-07-30T20:00:00.000Z',
  meta: [],
  likedAt: '2026-07-30T18:00:00.000Z',
  ...extra,
});

describe('a like and its time zone', () => {
  it('is stored with the like when known', () => {
    const set = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
    expect(likeFromSet(set, '2026-07-30T18:00:00.000Z', 'America/New_York').timeZone).toBe(
      'America/New_York',
    );
    expect(likeFromSet(set, '2026-07-30T18:00:00.000Z')).not.toHaveProperty('timeZone');
  });

  it.each([
    ['Europe/Lisbon', 'Europe/Lisbon'],
    ['Mars/Olympus_Mons', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('read back from storage: %j → %j, the like kept either way', (zone, expected) => {
    const raw = JSON.stringify([{ ...like('Ada'), timeZone: zone }]);
    const { likes, warnings } = parseStoredLikes(raw);
    expect(likes).toHaveLength(1);
    expect(warnings).toEqual([]);
    expect(likes[0]?.timeZone).toBe(expected);
  });

  it('a server answer without zones takes them from the device’s copies', () => {
    const local = [like('Ada', { timeZone: 'Asia/Tokyo' }), like('Bea')];
    const answer = [like('Ada'), like('Bea'), like('Cy')];
    expect(carryLikeZones(local, answer).map((l) => l.timeZone)).toEqual([
      'Asia/Tokyo',
      undefined,
      undefined,
    ]);
  });

  it('survives a merge with a zone-less copy of the same like, whichever is newer', () => {
    const mine = like('Ada', { timeZone: 'Asia/Tokyo', likedAt: '2026-07-30T18:00:00.000Z' });
    const theirs = like('Ada', { likedAt: '2026-07-30T19:00:00.000Z' });
    const merged = mergeLikes(
      { likes: [mine], tombstones: [] },
      { likes: [theirs], removed: [] },
      new Date('2026-07-30T20:00:00.000Z'),
    );
    expect(merged.likes).toEqual([{ ...theirs, timeZone: 'Asia/Tokyo' }]);
  });
});
