// The crew's 16 colours (issue 33): each at least 3:1 against every grid block's background in
// both themes (plain and liked blocks, read from the stylesheet), apart from each other and from
// the hearts' pink by colour distance, and friends' initials as the grid shows them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CREW_COLOURS } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { CREW_PALETTE, initialsOf } from '../../src/crew/crewColours.ts';

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
};
const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
/** color-mix(in srgb, a t, b) as the stylesheet writes the liked block */
const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  a.map((v, i) => Math.round(v * t + b[i]! * (1 - t))) as Rgb;
/** CIE76 distance in Lab */
const lab = (c: Rgb): Rgb => {
  const [r, g, b] = c.map(linear) as Rgb;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};
const distance = (a: Rgb, b: Rgb) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

const css = readFileSync(path.resolve(import.meta.dirname, '../../src/styles/global.css'), 'utf8');
/** each theme's block: its surface, strong surface and accent */
const themes = [...css.matchAll(/\{[^{}]*--color-surface-strong:[^{}]*\}/g)].map(([block]) => {
  const value = (name: string) =>
    rgb(new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)![1]!);
  return { surface: value('surface'), strong: value('surface-strong'), accent: value('accent') };
});
const palette = CREW_PALETTE.map(rgb);

describe('crew colours', () => {
  it('one colour per friend of a full crew', () => {
    expect(CREW_PALETTE).toHaveLength(CREW_COLOURS);
    expect(CREW_COLOURS).toBe(16);
    expect(themes.length).toBeGreaterThanOrEqual(2);
  });

  it.each(CREW_PALETTE.map((hex, i) => [hex, i]))(
    '%s stands out at least 3:1 on every block',
    (_, i) => {
      for (const theme of themes) {
        const blocks = [theme.strong, mix(theme.accent, theme.surface, 0.3)];
        for (const block of blocks)
          expect(contrast(palette[i as number]!, block)).toBeGreaterThanOrEqual(3);
      }
    },
  );

  it('every two colours are apart, and none is near the hearts’ pink', () => {
    const pink = themes[0]!.accent;
    for (let i = 0; i < palette.length; i++) {
      expect(distance(palette[i]!, pink), CREW_PALETTE[i]).toBeGreaterThanOrEqual(30);
      for (let j = i + 1; j < palette.length; j++) {
        expect(
          distance(palette[i]!, palette[j]!),
          `${CREW_PALETTE[i]} ${CREW_PALETTE[j]}`,
        ).toBeGreaterThanOrEqual(20);
      }
    }
  });
});

describe('initials on the grid', () => {
  it.each([
    ['Anna', 'An'],
    ['anna maria', 'AM'],
    ['  Ola  Nowak Kowalska', 'ON'],
    ['Łucja', 'Łu'],
    ['🎧 Kai', '🎧K'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
