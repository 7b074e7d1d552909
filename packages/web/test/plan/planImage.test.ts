import { describe, expect, it } from 'vitest';
import { wrapText } from '../../src/plan/planImage.ts';

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
