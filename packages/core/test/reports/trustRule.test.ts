import { describe, expect, it } from 'vitest';
import { isEmptySlot } from '../../src/reports/trustRule.ts';

// the phones the rule counts: packages/server/test/reports/trustCount.test.ts
describe('the trust rule', () => {
  it('only on a stage with no set at that time', () => {
    const after = { dj: 'Ada', stage: 0, start: 'x', end: 'y', note: '' };
    expect(isEmptySlot({ status: 'change', before: null, after, overlaps: [] })).toBe(true);
    const marker = { ...after, dj: '?', shortened: null };
    expect(isEmptySlot({ status: 'change', before: null, after, overlaps: [marker] })).toBe(true);
    const real = { ...after, dj: 'Headliner', shortened: null };
    expect(isEmptySlot({ status: 'change', before: null, after, overlaps: [real] })).toBe(false);
    expect(isEmptySlot({ status: 'none', before: after, after, overlaps: [] })).toBe(false);
  });
});
