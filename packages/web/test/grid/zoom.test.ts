import { describe, expect, it } from 'vitest';
import { stagesPerPhoneScreen, zoomStep } from '../../src/grid/zoom.ts';

describe('zoom on a phone', () => {
  it.each([
    [0.75, 6],
    [1, 4],
    [1.5, 3],
    [2, 2],
    [4, 2],
  ])('at %f, %i stages side by side', (zoom, stages) => {
    expect(stagesPerPhoneScreen(zoom)).toBe(stages);
  });

  it('every step of the buttons gives 2 to 6 stages', () => {
    let zoom = 0.75;
    const seen = new Set([stagesPerPhoneScreen(zoom)]);
    for (let i = 0; i < 6; i++) {
      zoom = zoomStep(zoom, 1);
      seen.add(stagesPerPhoneScreen(zoom));
    }
    expect([...seen].sort()).toEqual([2, 3, 4, 6]);
  });
});
