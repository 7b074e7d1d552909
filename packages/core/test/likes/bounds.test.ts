import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIKE_BOUNDS, boundLikesState } from '../../src/likes/bounds.ts';
import type { LikeEntry, RemovedLike } from '../../src/types.ts';

const NOW = new Date('2026-07-30T21:00:00.000Z');

function like(dj: string, likedAt: string, links = 0): LikeEntry {
  return {
    dj,
    room: 0,
    partyName: 'Sunrise',
    title: dj,
    beginningSchedule: '2026-07-30T12:00:00.000Z',
    started: '2026-07-30T20:00:00.000Z',
    meta: Array.from({ length: links }, (_, i) => ({ key: `l${i}`, value: 'x'.repeat(1000) })),
    likedAt,
  };
}

function gone(dj: string, removedAt: string): RemovedLike {
  return { dj, room: 0, beginningSchedule: '2026-07-30T12:00:00.000Z', removedAt };
}

const at = (minute: number) => new Date(NOW.getTime() - minute * 60_000).toISOString();
const many = (prefix: string, n: number, minute = 0) =>
  Array.from({ length: n }, (_, i) => like(`${prefix}${i}`, at(minute + i)));

describe('boundLikesState', () => {
  it('keeps at most 1,000 likes, those stored before first, then the newest new ones', () => {
    const before = { likes: many('old', 600, 5000), tombstones: [] };
    const flood = many('new', 50_000);
    const bounded = boundLikesState(
      { likes: [...before.likes, ...flood], tombstones: [] },
      before,
      NOW,
    );
    expect(bounded.likes).toHaveLength(ACCOUNT_LIKE_BOUNDS.likes);
    expect(bounded.likes.slice(0, 600)).toEqual(before.likes);
    // the 400 newest of the flood: new0 (now) … new399
    expect(bounded.likes.at(-1)?.dj).toBe('new399');
  });

  it('keeps the stored likes however many new ones arrive', () => {
    const before = { likes: many('old', 1000, 5000), tombstones: [] };
    const bounded = boundLikesState(
      { likes: [...many('new', 500), ...before.likes], tombstones: [] },
      before,
      NOW,
    );
    expect(bounded.likes).toEqual(before.likes);
  });

  it('bounds the stored size: huge link lists fill the account sooner', () => {
    const fat = Array.from({ length: 100 }, (_, i) => like(`fat${i}`, at(i), 40));
    const bounded = boundLikesState(
      { likes: fat, tombstones: [] },
      { likes: [], tombstones: [] },
      NOW,
    );
    const bytes = bounded.likes.reduce((sum, l) => sum + JSON.stringify(l).length, 0);
    expect(bytes).toBeLessThanOrEqual(ACCOUNT_LIKE_BOUNDS.likeBytes);
    expect(bounded.likes.length).toBeGreaterThan(20);
    expect(bounded.likes.length).toBeLessThan(100);
  });

  it.each([
    ['a day old', 24 * 60, 1],
    ['89 days old', 89 * 24 * 60, 1],
    ['91 days old', 91 * 24 * 60, 0],
  ])('keeps a take-back %s: %i', (_name, minutes, kept) => {
    const bounded = boundLikesState(
      { likes: [], tombstones: [gone('Ada', at(minutes))] },
      { likes: [], tombstones: [] },
      NOW,
    );
    expect(bounded.tombstones).toHaveLength(kept);
  });

  it('keeps the 1,000 newest take-backs', () => {
    const tombstones = Array.from({ length: 5000 }, (_, i) => gone(`t${i}`, at(i)));
    const bounded = boundLikesState({ likes: [], tombstones }, { likes: [], tombstones: [] }, NOW);
    expect(bounded.tombstones).toHaveLength(1000);
    expect(new Set(bounded.tombstones.map((t) => t.dj))).toEqual(
      new Set(tombstones.slice(0, 1000).map((t) => t.dj)),
    );
  });
});
