import { describe, expect, it } from 'vitest';
import { polishPreposition, withPolishPreposition } from '../../src/text/polishPrepositions.ts';

describe('polishPreposition', () => {
  it.each([
    // s, z, ś, ź, ż before a consonant: "ze"
    ['Slow Tide', 'ze'],
    ['Stefan', 'ze'],
    ['Zbigniew', 'ze'],
    ['Śnieżka', 'ze'],
    ['Źródło', 'ze'],
    ['Żmija', 'ze'],
    ['Szczepan', 'ze'],
    // before a vowel, or a digraph read as one sound and then a vowel: "z"
    ['Selma Sands', 'z'],
    ['Szymon', 'z'],
    ['Shadow', 'z'],
    ['Zofia', 'z'],
    // any other first letter
    ['Ada Lux', 'z'],
    ['Kofi Reef', 'z'],
    ['Wren Collective', 'z'],
    ['2 Many DJs', 'z'],
    ['', 'z'],
  ])('z + %j → %s', (word, expected) => {
    expect(polishPreposition('z', word)).toBe(expected);
  });

  it.each([
    ['wt.', 'we'],
    ['Wrocławiu', 'we'],
    ['Francji', 'we'],
    ['sob.', 'w'],
    ['śr.', 'w'],
    ['czw.', 'w'],
    ['Warszawie', 'w'],
  ])('w + %j → %s', (word, expected) => {
    expect(polishPreposition('w', word)).toBe(expected);
  });

  it('writes the pair', () => {
    expect(withPolishPreposition('z', 'Slow Tide')).toBe('ze Slow Tide');
    expect(withPolishPreposition('w', 'sob.')).toBe('w sob.');
  });
});
