import { describe, expect, it } from 'vitest';
import {
  dedupeLikes,
  likeFromSet,
  likeKey,
  mergeLikes,
  parseStoredFollowing,
  parseStoredLikes,
  sameLike,
} from '../../src/likes/likes.ts';
import type { LikeEntry, RemovedLike } from '../../src/types.ts';
import { makeSet } from '../time/fixtures.ts';

const EDITION = '2026-07-30T12:00:00.000Z';

function like(dj: string, likedAt?: string, extra: Partial<LikeEntry> = {}): LikeEntry {
  return {
    dj,
    room: 0,
    partyName: 'Sunrise',
    title: `${dj} @ Beach`,
    beginningSchedule: EDITION,
    started: '2026-07-30T20:00:00.000Z',
    meta: [],
    ...(likedAt ? { likedAt } : {}),
    ...extra,
  };
}

function removal(dj: string, removedAt: string, extra: Partial<RemovedLike> = {}): RemovedLike {
  return { dj, room: 0, beginningSchedule: EDITION, removedAt, ...extra };
}

describe('likeKey / sameLike (dj, room and beginning time)', () => {
  it.each([
    ['the same set', like('Ada'), like('Ada', '2026-08-01T00:00:00Z', { title: 'other' }), true],
    [
      'another spelling of the same instant',
      like('Ada'),
      like('Ada', undefined, { beginningSchedule: '2026-07-30T14:00:00+02:00' }),
      true,
    ],
    ['another dj', like('Ada'), like('Grace'), false],
    ['another room', like('Ada'), like('Ada', undefined, { room: 1 }), false],
    [
      'another edition',
      like('Ada'),
      like('Ada', undefined, { beginningSchedule: '2027-07-29T12:00:00.000Z' }),
      false,
    ],
  ])('%s → %s', (_, a, b, same) => {
    expect(sameLike(a, b)).toBe(same);
    expect(likeKey(a) === likeKey(b)).toBe(same);
  });

  it('a removal and a like of the same set share a key', () => {
    expect(likeKey(removal('Ada', '2026-08-01T00:00:00Z'))).toBe(likeKey(like('Ada')));
  });
});

describe('likeFromSet', () => {
  it('takes the identity from the set, its start as started, and drops personal colouring', () => {
    const set = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z', {
      room: 1,
      title: 'Ada @ Forest',
      meta: [{ key: 'soundcloud', value: 'https://soundcloud.com/ada', orange: true }],
    });
    expect(likeFromSet(set, '2026-07-30T21:00:00.000Z')).toEqual({
      dj: 'Ada',
      room: 1,
      partyName: 'Sunrise',
      title: 'Ada @ Forest',
      beginningSchedule: EDITION,
      started: '2026-07-30T20:00:00.000Z',
      meta: [{ key: 'soundcloud', value: 'https://soundcloud.com/ada' }],
      likedAt: '2026-07-30T21:00:00.000Z',
    });
  });
});

describe('dedupeLikes', () => {
  it('keeps one entry per dj + room + beginningSchedule: the newest likedAt', () => {
    const old = like('Ada', '2026-07-30T20:00:00Z', { title: 'old' });
    const fresh = like('Ada', '2026-07-30T21:00:00Z', { title: 'fresh' });
    const grace = like('Grace', '2026-07-30T19:00:00Z');
    expect(dedupeLikes([old, grace, fresh])).toEqual([fresh, grace]);
    expect(dedupeLikes([fresh, grace, old])).toEqual([fresh, grace]);
  });

  it('keeps the first of two entries without likedAt', () => {
    const first = like('Ada', undefined, { title: 'first' });
    expect(dedupeLikes([first, like('Ada', undefined, { title: 'second' })])).toEqual([first]);
  });

  it.each([
    ['another room', { room: 1 }],
    ['another edition', { beginningSchedule: '2027-07-29T12:00:00.000Z' }],
  ])('keeps the same dj in %s', (_, extra) => {
    expect(dedupeLikes([like('Ada'), like('Ada', undefined, extra)])).toHaveLength(2);
  });

  it('drops a legacy entry without beginningSchedule when the same dj + party is liked', () => {
    const legacy = like('Ada', undefined, { beginningSchedule: '', room: 1 });
    const dated = like('Ada');
    expect(dedupeLikes([legacy, dated])).toEqual([dated]);
  });

  it('keeps a legacy entry of another party, and one legacy entry per dj + party', () => {
    const other = like('Ada', undefined, { beginningSchedule: '', partyName: 'Moonrise' });
    const legacyOld = like('Grace', '2025-01-01T00:00:00Z', { beginningSchedule: '', room: 0 });
    const legacyNew = like('Grace', '2025-02-01T00:00:00Z', { beginningSchedule: '', room: 1 });
    expect(dedupeLikes([like('Ada'), other, legacyOld, legacyNew])).toEqual([
      like('Ada'),
      other,
      legacyNew,
    ]);
  });
});

describe('parseStoredLikes', () => {
  it.each([
    ['nothing stored', null, false],
    ['malformed JSON', '[{"dj": "Ada"', true],
    ['an object', '{"dj": "Ada"}', true],
    ['a string', '"Ada"', true],
    ['JSON null', 'null', true],
  ])('%s → empty list (reset: %s)', (_, raw, reset) => {
    const result = parseStoredLikes(raw);
    expect(result.likes).toEqual([]);
    expect(result.reset).toBe(reset);
  });

  it('skips unreadable entries with a warning, keeps and de-duplicates the rest', () => {
    const ada = like('Ada', '2026-07-30T21:00:00.000Z');
    const raw = JSON.stringify([
      ada,
      42,
      { room: 0 },
      { dj: 'Bea', room: -1 },
      { dj: 'Cem', room: 'beach' },
      { ...ada, likedAt: '2026-07-30T20:00:00.000Z' },
    ]);
    const result = parseStoredLikes(raw);
    expect(result.likes).toEqual([ada]);
    expect(result.reset).toBe(false);
    expect(result.warnings).toHaveLength(4);
    expect(result.warnings[0]).toContain('likedDJs[1]');
  });

  it('fills what legacy entries lack', () => {
    const raw = JSON.stringify([
      {
        dj: 'Ada',
        room: '2',
        partyName: 'Sunrise',
        meta: [{ key: 'x' }, { key: 'www', value: 'https://ada.example' }],
      },
    ]);
    expect(parseStoredLikes(raw).likes).toEqual([
      {
        dj: 'Ada',
        room: 2,
        partyName: 'Sunrise',
        title: 'Ada',
        beginningSchedule: '',
        started: '',
        meta: [{ key: 'www', value: 'https://ada.example' }],
      },
    ]);
  });
});

describe('parseStoredFollowing', () => {
  it.each([
    [null, []],
    ['not json', []],
    ['{"a": 1}', []],
    ['["https://soundcloud.com/ada", 3, null]', ['https://soundcloud.com/ada']],
  ])('%j → %j', (raw, expected) => {
    expect(parseStoredFollowing(raw)).toEqual(expected);
  });
});

describe('mergeLikes (last writer wins)', () => {
  const NOW = new Date('2026-07-31T12:00:00.000Z');
  const empty = { likes: [], tombstones: [] };
  const merge = (
    state: { likes: LikeEntry[]; tombstones: RemovedLike[] },
    likes: LikeEntry[],
    removed: RemovedLike[] = [],
  ) => mergeLikes(state, { likes, removed }, NOW);
  const djs = (state: { likes: LikeEntry[] }) => state.likes.map((l) => l.dj).sort();

  it.each([
    [
      'a removal newer than the like removes it',
      '2026-07-30T20:00:00Z',
      '2026-07-30T21:00:00Z',
      false,
    ],
    [
      'a like newer than the removal wins (re-like)',
      '2026-07-30T22:00:00Z',
      '2026-07-30T21:00:00Z',
      true,
    ],
    ['at the same instant the removal wins', '2026-07-30T21:00:00Z', '2026-07-30T21:00:00Z', false],
  ])('%s', (_, likedAt, removedAt, liked) => {
    const result = merge(empty, [like('Ada', likedAt)], [removal('Ada', removedAt)]);
    expect(djs(result)).toEqual(liked ? ['Ada'] : []);
    expect(result.tombstones).toHaveLength(liked ? 0 : 1);
  });

  it('an old like replayed after a newer removal stays removed', () => {
    const removed = merge(
      { likes: [like('Ada', '2026-07-30T20:00:00Z')], tombstones: [] },
      [],
      [removal('Ada', '2026-07-30T21:00:00Z')],
    );
    const replayed = merge(removed, [like('Ada', '2026-07-30T20:00:00Z')]);
    expect(djs(replayed)).toEqual([]);
    expect(replayed.tombstones).toEqual([removal('Ada', '2026-07-30T21:00:00Z')]);
  });

  it('a like without likedAt counts as liked now', () => {
    const result = merge({ likes: [], tombstones: [removal('Ada', '2026-07-31T11:00:00Z')] }, [
      like('Ada'),
    ]);
    expect(result.likes).toEqual([like('Ada', NOW.toISOString())]);
    expect(result.tombstones).toEqual([]);
  });

  it('the newest of two likes of the same set is kept', () => {
    const result = merge(
      { likes: [like('Ada', '2026-07-30T20:00:00Z', { title: 'old' })], tombstones: [] },
      [like('Ada', '2026-07-30T21:00:00Z', { title: 'new' })],
    );
    expect(result.likes.map((l) => l.title)).toEqual(['new']);
  });

  it('two devices converge whatever order their changes reach the server', () => {
    // phone: likes Ada (10:00), unlikes Ada (10:05), likes Cem (10:20)
    const phone = {
      likes: [like('Cem', '2026-07-30T10:20:00Z')],
      removed: [removal('Ada', '2026-07-30T10:05:00Z')],
    };
    // laptop: likes Ada (10:00, before the phone's removal), likes Bea (10:10), unlikes Cem (10:15)
    const laptop = {
      likes: [like('Ada', '2026-07-30T10:00:00Z'), like('Bea', '2026-07-30T10:10:00Z')],
      removed: [removal('Cem', '2026-07-30T10:15:00Z')],
    };
    const phoneFirst = mergeLikes(mergeLikes(empty, phone, NOW), laptop, NOW);
    const laptopFirst = mergeLikes(mergeLikes(empty, laptop, NOW), phone, NOW);
    for (const server of [phoneFirst, laptopFirst]) {
      expect(djs(server)).toEqual(['Bea', 'Cem']);
      expect(server.tombstones.map((t) => t.dj)).toEqual(['Ada']);
    }
    // each device then merges the server's answer into what it holds, and they agree
    const phoneAfter = mergeLikes(
      { likes: phone.likes, tombstones: phone.removed },
      { likes: phoneFirst.likes, removed: phoneFirst.tombstones },
      NOW,
    );
    const laptopAfter = mergeLikes(
      { likes: laptop.likes, tombstones: laptop.removed },
      { likes: laptopFirst.likes, removed: laptopFirst.tombstones },
      NOW,
    );
    expect(djs(phoneAfter)).toEqual(djs(laptopAfter));
  });

  it('the merged list is de-duplicated (legacy entry of a liked dj + party goes)', () => {
    const result = merge(
      { likes: [like('Ada', undefined, { beginningSchedule: '' })], tombstones: [] },
      [like('Ada', '2026-07-30T10:00:00Z')],
    );
    expect(result.likes.map((l) => l.beginningSchedule)).toEqual([EDITION]);
  });
});
