import { describe, expect, it } from 'vitest';
import { drawPlanImage, wrapText } from '../../src/plan/planImage.ts';

/** a canvas whose every character is 10 px wide */
const ctx = {
  measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
} as unknown as CanvasRenderingContext2D;

describe('lock-screen picture text', () => {
  it('keeps words whole where they fit', () => {
    expect(wrapText(ctx, 'Ada Lovelace (b2b Grace)', 130, 3)).toEqual([
      'Ada Lovelace',
      '(b2b Grace)',
    ]);
  });

  it('cuts what does not fit in the lines it has with "…"', () => {
    expect(wrapText(ctx, 'one two three four five six', 90, 2)).toEqual(['one two', 'three…']);
  });

  it('breaks a word wider than the picture instead of running off it', () => {
    const lines = wrapText(ctx, 'A'.repeat(50), 100, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(10);
  });
});

describe('lock-screen picture clashes', () => {
  it('marks a liked set that clashes, in words, under its stage', () => {
    const drawn: { text: string; colour: string }[] = [];
    const state = { fillStyle: '', font: '', textBaseline: '' };
    const recording = Object.assign(state, {
      measureText: (text: string) => ({ width: Array.from(text).length * 10 }),
      fillRect: () => undefined,
      fillText: (text: string) => {
        drawn.push({ text, colour: state.fillStyle });
      },
    }) as unknown as CanvasRenderingContext2D;
    drawPlanImage(recording, {
      night: 'Thursday 30 July',
      party: 'Testfest',
      rows: [
        {
          time: '22:00–00:00',
          act: 'Ada Lovelace',
          stage: '🌅 Beach',
          crew: '',
          clash: '⚠ Clashes with Echo Park for 120 min',
        },
        { time: '02:00–04:00', act: 'Delta Wave', stage: '🌅 Beach', crew: '' },
      ],
      more: (n) => `+${n} more`,
    });
    const clash = drawn.filter((d) => d.text.includes('Clashes'));
    expect(clash.map((d) => d.text).join(' ')).toBe('⚠ Clashes with Echo Park for 120 min');
    expect(clash[0]?.colour).toBe('#ffd479');
    // only the set that clashes says so
    expect(drawn.filter((d) => d.text.includes('⚠'))).toHaveLength(1);
  });
});
