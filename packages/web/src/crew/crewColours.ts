import { CREW_COLOURS } from '@lineup/core';

/**
 * The friends' colours: readable on the dark background and apart from the accent (the fan's
 * own hearts). One list for every screen: My plan's dots, the grid's, the now page.
 */
export const CREW_PALETTE: readonly string[] = [
  '#7dd3fc',
  '#a3e635',
  '#fdba74',
  '#c4b5fd',
  '#5eead4',
  '#fde047',
  '#f0abfc',
  '#fca5a5',
];

export function crewColour(index: number): string {
  return CREW_PALETTE[Math.abs(index) % CREW_COLOURS] ?? CREW_PALETTE[0]!;
}

/** the style that gives an element (and its .crew-dot, .crew-name) a friend's colour */
export function crewStyle(index: number): Record<string, string> {
  return { '--crew': crewColour(index) };
}
