import { CREW_COLOURS } from '@lineup/core';

/**
 * The friends' colours, one per friend of a full crew (16): at least 3:1 against every grid
 * block's background in both themes, apart from each other and from the hearts' pink (the
 * accent) by colour distance. One list for every screen: My plan, the grid, the now page.
 * test/crew/crewColours.test.ts measures all of it against the stylesheet's colours.
 */
export const CREW_PALETTE: readonly string[] = [
  '#7dd3fc',
  '#a3e635',
  '#fdba74',
  '#c4b5fd',
  '#5eead4',
  '#fde047',
  '#e2f9b4',
  '#42f088',
  '#edccc0',
  '#f68ef6',
  '#42f042',
  '#c0ede7',
  '#acd161',
  '#81da92',
  '#f6a38e',
  '#e7d774',
];

export function crewColour(index: number): string {
  return CREW_PALETTE[Math.abs(index) % CREW_COLOURS] ?? CREW_PALETTE[0]!;
}

/** the style that gives an element (and its .crew-dot, .crew-name) a friend's colour */
export function crewStyle(index: number): Record<string, string> {
  return { '--crew': crewColour(index) };
}

/**
 * A friend's short name on a grid block: the initials of the first two words ("Anna Maria" →
 * "AM"), else the first two letters ("Ola" → "Ol").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = (word: string) => Array.from(word);
  if (words.length >= 2)
    return `${letters(words[0]!)[0] ?? ''}${letters(words[1]!)[0] ?? ''}`.toUpperCase();
  const [a = '', b = ''] = letters(words[0] ?? '');
  return `${a.toUpperCase()}${b}`;
}
