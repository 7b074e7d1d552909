import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from '../../src/search/normalize.ts';

describe('foldText', () => {
  it.each([
    ['  Ada   LOVELACE ', 'ada lovelace'],
    ['Björk', 'bjork'],
    ['Łukasz Żółć', 'lukasz zolc'],
    ['Straße', 'strasse'],
    ['Ænima Øya', 'aenima oya'],
    ['Amélie Lens', 'amelie lens'],
  ])('%s → %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('splits words at spaces and punctuation, keeping "?"', () => {
    expect(wordsOf('ada & grace-hopper (live) ?')).toEqual(['ada', 'grace', 'hopper', 'live', '?']);
  });
});
