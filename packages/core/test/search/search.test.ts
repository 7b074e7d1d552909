import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_RESULTS } from '../../src/constants.ts';
import { createSearchIndex, maxSearchDistance, searchSets } from '../../src/search/search.ts';
import type { LineupSet } from '../../src/types.ts';
import { makeSet, plusMinutes, seededRandom } from '../time/fixtures.ts';

const NIGHT = '2026-07-30T18:00:00.000Z';
/** A set of one hour, `hour` hours after 18:00 UTC on the first night. */
function at(dj: string, hour: number, extra: Partial<LineupSet> = {}): LineupSet {
  const start = plusMinutes(NIGHT, hour * 60);
  return makeSet(dj, start, plusMinutes(start, 60), extra);
}

const lineup = [
  at('Ada Lovelace', 2, { change: 'b2b Grace' }),
  at('Grace Hopper', 1),
  at('Alan Turing', 3),
  at('Adam Beyer', 0),
  at('?', 4, { room: 1 }),
  at('Björk', 5),
  at('Łukasz', 6),
  at('Margaret Hamilton', 7, { change: '*cancelled' }),
];
const index = createSearchIndex(lineup);
const djs = (query: string, opts?: { s?: string }, idx = index) =>
  searchSets(idx, query, opts).map((s) => s.dj);

describe('searchSets: empty query', () => {
  it.each(['', '   ', '\t\n'])('%j shows every set but the "?" placeholders', (query) => {
    expect(djs(query)).toEqual(lineup.filter((s) => s.dj !== '?').map((s) => s.dj));
  });

  it('a "?" query finds the placeholders (they are left out of the empty query only)', () => {
    expect(djs('?')).toEqual(['?']);
  });
});

describe('searchSets: fuzzy matching', () => {
  it.each([
    ['a typo', 'ada lovlace', 'Ada Lovelace'],
    ['two typos', 'ada lovlase', 'Ada Lovelace'],
    ['another letter case', 'GRACE HOPPER', 'Grace Hopper'],
    ['a last name', 'turing', 'Alan Turing'],
    ['a last name with a typo', 'hamliton', 'Margaret Hamilton'],
    ['the start of a word', 'lovel', 'Ada Lovelace'],
    ['a change note', 'b2b grace', 'Ada Lovelace'],
    ['a change note after its asterisk', 'cancelled', 'Margaret Hamilton'],
    ['name and change together', 'ada lovelace b2b grace', 'Ada Lovelace'],
    ['a name without its accent', 'bjork', 'Björk'],
    ['a name without its Polish letter', 'lukasz', 'Łukasz'],
  ])('%s: %j finds %s first', (_, query, first) => {
    expect(djs(query)[0]).toBe(first);
  });

  it('a prefix finds every name it starts, ordered by start', () => {
    // "ada" starts "Adam Beyer" and "Ada Lovelace" (distance 0); with only two at best,
    // "ala", the start of "Alan Turing", one edit off, joins them
    expect(djs('ada')).toEqual(['Adam Beyer', 'Ada Lovelace', 'Alan Turing']);
  });

  it.each(['qwertzuiop', 'zzzzzz', 'xq'])('nonsense %j finds nothing', (query) => {
    expect(djs(query)).toEqual([]);
  });

  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [11, 3],
  ])('a query of %i letters may be %i edits off', (length, edits) => {
    expect(maxSearchDistance(length)).toBe(edits);
  });
});

describe('searchSets: words in any order', () => {
  const sets = [
    at('Ada Lux', 0),
    at('Tomek Wave', 1),
    at('Dolores', 2, { change: 'disco set' }),
    at('Lux Adamson', 3),
    at('Grace Hopper', 4),
  ];
  const idx = createSearchIndex(sets);

  it.each([
    ['swapped words', 'lux ada', 'Lux Adamson'],
    ['swapped words, one typo', 'wave tomke', 'Tomek Wave'],
    ['swapped words, two typos', 'wvae tomk', 'Tomek Wave'],
    ['a name and a word of its change note', 'disco dolores', 'Dolores'],
    ['a word of the change note first', 'dolores disco', 'Dolores'],
    ['swapped, different case', 'HOPPER GRACE', 'Grace Hopper'],
  ])('%s: %j finds %s first', (_, query, first) => {
    expect(djs(query, {}, idx)[0]).toBe(first);
  });

  it("the act named in the fan's order ranks before the same words swapped", () => {
    // "lux ada" starts "Lux Adamson" as typed; "Ada Lux" holds the same words swapped
    expect(djs('lux ada', {}, idx)).toEqual(['Lux Adamson', 'Ada Lux']);
    expect(djs('ada lux', {}, idx)).toEqual(['Ada Lux', 'Lux Adamson']);
  });

  it('every word must match: one word that fits no act finds nothing', () => {
    expect(djs('lux qwxz', {}, idx)).toEqual([]);
  });

  it('a word matching another act does not pull that act in', () => {
    expect(djs('wave ada', {}, idx)).toEqual([]);
  });
});

describe('searchSets: choosing and ordering results', () => {
  it(`returns at most ${SEARCH_MAX_RESULTS} results, the earliest first`, () => {
    const many = Array.from({ length: 10 }, (_, i) => at(`Techno Night ${i}`, 9 - i));
    const result = searchSets(createSearchIndex(many), 'techno');
    expect(result).toHaveLength(6);
    expect(result.map((s) => s.dj)).toEqual([9, 8, 7, 6, 5, 4].map((i) => `Techno Night ${i}`));
  });

  it('with fewer than 3 sets at the best distance, those one edit further join', () => {
    const sets = [at('Kari', 0), at('Karl', 1), at('Carl', 2), at('Kirk', 3)];
    // Karl 0; Kari and Carl 1 (joined, by start); Kirk 2 (too far)
    expect(djs('karl', {}, createSearchIndex(sets))).toEqual(['Karl', 'Kari', 'Carl']);
  });

  it('with 3 sets at the best distance, the next-best stay out', () => {
    const sets = [at('Karl', 0), at('Karl', 1), at('Karl', 2), at('Carl', 3)];
    expect(djs('karl', {}, createSearchIndex(sets))).toEqual(['Karl', 'Karl', 'Karl']);
  });

  it('orders by distance before start', () => {
    const sets = [at('Carl', 0), at('Karl', 5)];
    expect(djs('karl', {}, createSearchIndex(sets))).toEqual(['Karl', 'Carl']);
  });

  it('drops a repeat of the same name and start (e.g. listed on two stages)', () => {
    const sets = [
      at('Nina Kraviz', 1, { room: 0 }),
      at('Nina Kraviz', 1, { room: 1 }),
      at('Nina Kraviz', 3),
    ];
    const result = searchSets(createSearchIndex(sets), 'nina');
    expect(result.map((s) => [s.dj, s.room, s.start])).toEqual([
      ['Nina Kraviz', 0, sets[0]!.start],
      ['Nina Kraviz', 0, sets[2]!.start],
    ]);
  });
});

describe('searchSets: the url s= act name', () => {
  const sets = [
    at('Ada', 0),
    at('Ada Lovelace', 1),
    at('Ada Lovelace', 5, { room: 1 }),
    at('Adam', 2),
  ];
  const idx = createSearchIndex(sets);

  it('prefers the exact DJ name, ignoring case', () => {
    expect(djs('ada', { s: 'ada lovelace' }, idx)).toEqual(['Ada Lovelace', 'Ada Lovelace']);
  });

  it('falls back to fuzzy search when no DJ has that exact name', () => {
    expect(djs('ada', { s: 'Ada Lovelac' }, idx)).toEqual([
      'Ada',
      'Ada Lovelace',
      'Adam',
      'Ada Lovelace',
    ]);
  });

  it('an empty query still shows every set', () => {
    expect(djs('', { s: 'Ada' }, idx)).toHaveLength(4);
  });
});

describe('searchSets on a festival-sized index', () => {
  it('finds a typo among 5,000 sets', () => {
    const random = seededRandom(3);
    const syllables = ['ka', 'lo', 'mi', 'ra', 'ten', 'vo', 'ne', 'su', 'dar', 'bel', 'qui', 'zo'];
    const name = () =>
      Array.from(
        { length: 2 + Math.floor(random() * 3) },
        () => syllables[Math.floor(random() * syllables.length)],
      ).join('');
    const sets = Array.from({ length: 5000 }, (_, i) => at(`${name()} ${name()}`, i % 200));
    sets.push(at('Ada Lovelace', 300));
    const big = createSearchIndex(sets);
    expect(searchSets(big, 'ada lovlace')[0]?.dj).toBe('Ada Lovelace');
    expect(searchSets(big, 'ada lovlace').length).toBeLessThanOrEqual(6);
  });
});
