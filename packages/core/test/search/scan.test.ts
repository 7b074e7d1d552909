import { describe, expect, it } from 'vitest';
import { scanCandidates, sortCandidates } from '../../src/search/scan.ts';
import { seededRandom } from '../time/fixtures.ts';

/** Every candidate's reported distance (the scan's bound never shrinks here). */
function distances(texts: string[], query: string, maxDistance: number): Map<string, number> {
  const sorted = sortCandidates(texts);
  const found = new Map<string, number>();
  scanCandidates(sorted, query, maxDistance, (k, distance) => {
    found.set(sorted.texts[k]!, distance);
    return maxDistance;
  });
  return found;
}

describe('scanCandidates', () => {
  it.each([
    ['ada lovlace', 'ada lovelace', 3, 1],
    ['ada', 'ada lovelace', 0, 0], // the start of a longer name
    ['lov', 'lovelace', 0, 0],
    ['lpv', 'lovelace', 1, 1],
    ['lvo', 'lovelace', 2, 1], // two letters swapped are one edit
    ['lvoe', 'love', 0, undefined],
    ['kitten', 'sitting', 3, 2], // "sittin", its start, is 2 off
    ['flaw', 'lawn', 2, 2],
    ['flaw', 'lawn', 1, undefined], // too far
    ['adam beyer', 'ada', 3, undefined], // a query longer than the name pays for each letter
    ['qwertzuiop', 'ada lovelace', 3, undefined],
  ])('%s ↔ %s within %i → %s', (query, text, maxDistance, expected) => {
    expect(distances([text, 'zzz'], query, maxDistance).get(text)).toBe(expected);
  });

  it('agrees with the textbook distance (optimal string alignment) over random word lists', () => {
    const random = seededRandom(42);
    const word = (length: number) =>
      Array.from({ length }, () => 'abcd'[Math.floor(random() * 4)]).join('');
    for (let round = 0; round < 200; round++) {
      const texts = Array.from({ length: 30 }, () => word(1 + Math.floor(random() * 9)));
      const query = word(1 + Math.floor(random() * 7));
      const maxDistance = Math.floor(random() * 4);
      const expected = new Map<string, number>();
      for (const text of new Set(texts)) {
        const d = Math.min(osa(query, text), osa(query, text.slice(0, query.length)));
        if (d <= maxDistance) expected.set(text, d);
      }
      expect(distances(texts, query, maxDistance)).toEqual(expected);
    }
  });
});

/** Levenshtein distance where swapping two neighbouring letters is one edit. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}
