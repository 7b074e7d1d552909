import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRUST,
  isEmptySlot,
  type PlayingVote,
  trustedReport,
} from '../../src/reports/trustRule.ts';

const NOW = new Date('2026-07-30T22:00:00Z');
const vote = (device: string, minutesAgo: number, dj = 'Ada', stage = 0, reportId = 'r1') =>
  ({
    reportId,
    stage,
    dj,
    device,
    at: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  }) satisfies PlayingVote;
const ON = { ...DEFAULT_TRUST, on: true };

describe('the trust rule', () => {
  it.each<[string, PlayingVote[], typeof ON, string | null]>([
    ['three phones within 10 minutes', [vote('a', 9), vote('b', 5), vote('c', 0)], ON, 'r1'],
    ['off by default', [vote('a', 9), vote('b', 5), vote('c', 0)], DEFAULT_TRUST, null],
    ['one phone three times', [vote('a', 9), vote('a', 5), vote('a', 0)], ON, null],
    ['one report too old', [vote('a', 11), vote('b', 5), vote('c', 0)], ON, null],
    [
      'capitals and spaces aside',
      [vote('a', 2), vote('b', 1, ' ADA '), vote('c', 0, 'ada')],
      ON,
      'r1',
    ],
    [
      'another stage does not count',
      [vote('a', 2), vote('b', 1), vote('c', 0, 'Ada', 1)],
      ON,
      null,
    ],
    ['two phones when two suffice', [vote('a', 2), vote('b', 1)], { ...ON, devices: 2 }, 'r1'],
  ])('%s', (_name, votes, settings, expected) => {
    expect(trustedReport(votes, 0, 'Ada', settings, NOW)).toBe(expected);
  });

  it('the oldest report goes live', () => {
    const votes = [vote('c', 0, 'Ada', 0, 'late'), vote('a', 8, 'Ada', 0, 'early'), vote('b', 4)];
    expect(trustedReport(votes, 0, 'Ada', ON, NOW)).toBe('early');
  });

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
