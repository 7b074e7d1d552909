import { describe, expect, it } from 'vitest';
import { followedSetsOfEdit, followKeysOfEdit } from '../../src/follows/followChanges.ts';
import { addedSetsByKey } from '../../src/follows/followedSets.ts';
import { changesOfEdit, diffEdit, type LikedSetId } from '../../src/plan/pushPlan.ts';
import { makeEvent } from '../event/makeEvent.ts';
import { at, lineupOf, set, setOf } from '../plan/planFixtures.ts';

const SOUNDCLOUD = [{ key: 'soundcloud', value: 'https://soundcloud.com/ada-l' }];
const ada = set('Ada Lovelace', '07-30 22:00', '07-30 23:00', { meta: SOUNDCLOUD });
const pair = set('Grace b2b Hedy', '07-30 20:00', '07-30 21:00', { room: 1 });
const cleo = set('Cleo', '07-30 23:00', '07-31 01:00', { room: 1 });
const slot = set('?', '07-31 01:00', '07-31 02:00', { room: 1 });
const before = lineupOf([ada, pair, cleo, slot]);
const NOW = new Date(at('07-30 12:00'));

function changes(after: ReturnType<typeof set>[], follows: string[], liked: LikedSetId[] = []) {
  const diff = diffEdit(before, lineupOf(after));
  if (!diff) return null;
  const own = [...liked, ...followedSetsOfEdit(new Set(follows), liked, diff, NOW)];
  return changesOfEdit(own, diff).map((c) => `${c.kind}:${c.like.dj}`);
}

describe('changes of a followed act’s sets', () => {
  it.each<[string, ReturnType<typeof set>[], string[], string[] | null]>([
    [
      'moved',
      [{ ...ada, start: at('07-30 22:30') }, pair, cleo, slot],
      ['ada lovelace'],
      ['time:Ada Lovelace'],
    ],
    ['cancelled', [pair, cleo, slot], ['ada lovelace'], ['cancelled:Ada Lovelace']],
    [
      'another stage',
      [{ ...ada, room: 1 }, pair, cleo, slot],
      ['ada lovelace'],
      ['stage:Ada Lovelace'],
    ],
    [
      'by profile link',
      [pair, cleo, slot],
      ['https://soundcloud.com/ada-l'],
      ['cancelled:Ada Lovelace'],
    ],
    [
      'one act of a b2b',
      [ada, { ...pair, start: at('07-30 20:30') }, cleo, slot],
      ['hedy'],
      ['time:Grace b2b Hedy'],
    ],
    [
      'another act changed',
      [ada, pair, { ...cleo, start: at('07-30 23:30') }, slot],
      ['ada lovelace'],
      [],
    ],
    ['nothing followed', [pair, cleo, slot], ['margaret'], []],
  ])('%s', (_name, after, follows, expected) => {
    expect(changes(after, follows)).toEqual(expected);
  });

  it('a set both liked and followed is one change', () => {
    const s = setOf(before, 'Ada Lovelace');
    // the like's stored start is older than the lineup: still the same set
    const liked = [{ dj: s.dj, room: s.room, start: at('07-30 21:00') }];
    expect(changes([pair, cleo, slot], ['ada lovelace'], liked)).toEqual([
      'cancelled:Ada Lovelace',
    ]);
  });

  it('the "?" placeholder is nobody', () => {
    const diff = diffEdit(before, lineupOf([ada, pair, cleo]));
    expect(diff && followKeysOfEdit(diff)).toEqual([]);
  });

  it('a set that is over tells nobody', () => {
    const diff = diffEdit(before, lineupOf([pair, cleo, slot]))!;
    expect(
      followedSetsOfEdit(new Set(['ada lovelace']), [], diff, new Date(at('07-31 00:00'))),
    ).toEqual([]);
  });

  it('the keys of the touched sets: names, b2b parts, a solo act’s links', () => {
    const diff = diffEdit(before, lineupOf([cleo, slot]))!;
    expect(followKeysOfEdit(diff).sort()).toEqual([
      'ada lovelace',
      'grace',
      'grace b2b hedy',
      'hedy',
      'https://soundcloud.com/ada-l',
    ]);
  });
});

describe('addedSetsByKey: what a new version books', () => {
  const event = (sets: ReturnType<typeof set>[]) => makeEvent({ id: 'sunrise-2026', sets });
  const booked = (from: ReturnType<typeof set>[] | null, to: ReturnType<typeof set>[]) =>
    [...addedSetsByKey(from && event(from), event(to), NOW)].map(
      ([key, sets]) => `${key}:${sets.map((s) => s.start).join(',')}`,
    );

  it('a new event books every set', () => {
    expect(booked(null, [cleo])).toEqual([`cleo:${cleo.start}`]);
  });

  it('a set that moved (time or stage) is not booked again: a change alert tells of it', () => {
    expect(
      booked(
        [ada, cleo],
        [
          { ...ada, start: at('07-30 22:30') },
          { ...cleo, room: 0 },
        ],
      ),
    ).toEqual([]);
  });

  it('a second set of an act is booked, the first kept', () => {
    const again = set('Ada Lovelace', '07-31 22:00', '07-31 23:00', { meta: SOUNDCLOUD });
    expect(booked([ada], [ada, again])).toEqual([
      `ada lovelace:${again.start}`,
      `https://soundcloud.com/ada-l:${again.start}`,
    ]);
  });
});
