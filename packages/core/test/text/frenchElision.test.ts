import { describe, expect, it } from 'vitest';
import { withFrenchDe } from '../../src/text/frenchElision.ts';

describe('withFrenchDe', () => {
  it.each([
    ['Ada Lux', 'd’Ada Lux'],
    ['Echo Park', 'd’Echo Park'],
    ['Élodie', 'd’Élodie'],
    ['Ozora', 'd’Ozora'],
    ['Charlie Tempo', 'de Charlie Tempo'],
    ['Hollow Oak', 'de Hollow Oak'],
    ['🌅 Beach', 'de 🌅 Beach'],
    ['2 Many DJs', 'de 2 Many DJs'],
  ])('%j → %j', (word, expected) => {
    expect(withFrenchDe(word)).toBe(expected);
  });
});
