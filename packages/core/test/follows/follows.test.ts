import { describe, expect, it } from 'vitest';
import {
  FOLLOWS_MAX,
  type FollowEntry,
  followOfAct,
  mergeFollows,
  parseStoredFollows,
  readFollow,
} from '../../src/follows/follows.ts';

const now = new Date('2026-07-30T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const follow = (name: string, minutes: number, links: string[] = []): FollowEntry => ({
  name,
  key: name.toLowerCase(),
  links,
  followedAt: at(minutes),
});

describe('followOfAct', () => {
  const meta = [{ key: 'soundcloud', value: 'https://soundcloud.com/Ada' }];
  it('keeps the links of an act playing alone', () => {
    expect(followOfAct(' Ada Lovelace ', meta, now, true)).toEqual({
      name: 'Ada Lovelace',
      key: 'ada lovelace',
      links: ['https://soundcloud.com/ada'],
      followedAt: now.toISOString(),
    });
  });
  it('leaves out the links of a b2b (they may be the other act’s)', () => {
    expect(followOfAct('Ada', meta, now, false)?.links).toEqual([]);
  });
  it('never follows the "?" placeholder', () => {
    expect(followOfAct('?', meta, now, true)).toBeNull();
  });
});

describe('readFollow and parseStoredFollows', () => {
  it.each([
    [null],
    ['x'],
    [{ name: '?', followedAt: at(0) }],
    [{ name: 'Ada', followedAt: 'yesterday' }],
    [{ name: 42, followedAt: at(0) }],
  ])('%j is skipped', (value) => {
    expect(readFollow(value)).toBeNull();
  });
  it('recomputes the key and normalises links', () => {
    expect(
      readFollow({
        name: 'Âda',
        key: 'forged',
        links: ['http://www.soundcloud.com/ada/', 5, 'javascript:x'],
        followedAt: at(0),
      }),
    ).toEqual({
      name: 'Âda',
      key: 'ada',
      links: ['https://soundcloud.com/ada'],
      followedAt: at(0),
    });
  });
  it.each([null, '', '{', '[]', '{"follows":3}'])('unreadable storage %j is empty', (raw) => {
    expect(parseStoredFollows(raw)).toEqual({ follows: [], removed: [] });
  });
});

describe('mergeFollows: last change wins per act', () => {
  it.each([
    ['a newer take-back removes', [follow('ada', 1)], [{ key: 'ada', removedAt: at(2) }], []],
    [
      'an older take-back does not',
      [follow('ada', 3)],
      [{ key: 'ada', removedAt: at(2) }],
      ['ada'],
    ],
    [
      'a take-back at the same time wins',
      [follow('ada', 2)],
      [{ key: 'ada', removedAt: at(2) }],
      [],
    ],
  ])('%s', (_what, follows, removed, keys) => {
    const merged = mergeFollows({ follows, removed: [] }, { follows: [], removed }, now);
    expect(merged.follows.map((f) => f.key)).toEqual(keys);
  });

  it('two devices end with the same list whatever the order', () => {
    const a = { follows: [follow('ada', 1), follow('grace', 2)], removed: [] };
    const b = { follows: [follow('hedy', 3)], removed: [{ key: 'grace', removedAt: at(4) }] };
    const ab = mergeFollows(a, b, now);
    const ba = mergeFollows(b, a, now);
    expect(ab.follows.map((f) => f.key)).toEqual(['ada', 'hedy']);
    expect(ba.follows).toEqual(ab.follows);
  });

  it(`keeps at most ${FOLLOWS_MAX}; follows held before are never pushed out by a flood`, () => {
    const held = { follows: [follow('ada', 0)], removed: [] };
    const flood = Array.from({ length: FOLLOWS_MAX + 20 }, (_, i) => follow(`act ${i}`, i + 1));
    const merged = mergeFollows(held, { follows: flood, removed: [] }, now);
    expect(merged.follows).toHaveLength(FOLLOWS_MAX);
    expect(merged.follows.map((f) => f.key)).toContain('ada');
    expect(merged.follows.map((f) => f.key)).toContain(`act ${FOLLOWS_MAX + 19}`);
    expect(merged.follows.map((f) => f.key)).not.toContain('act 0');
  });

  it('forgets take-backs older than 90 days', () => {
    const old = new Date(now.getTime() - 91 * 86_400_000).toISOString();
    const merged = mergeFollows(
      { follows: [], removed: [{ key: 'ada', removedAt: old }] },
      { follows: [], removed: [] },
      now,
    );
    expect(merged.removed).toEqual([]);
  });
});
