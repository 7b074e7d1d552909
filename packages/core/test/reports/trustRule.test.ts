import { describe, expect, it } from 'vitest';
import type { LoadedSet } from '../../src/event/loadedEvent.ts';
import { reportChange } from '../../src/reports/reportChange.ts';
import { isEmptySlot, stageBusyAt } from '../../src/reports/trustRule.ts';

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

const set = (dj: string, room: number, start: string, end: string): LoadedSet => ({
  dj,
  room,
  start,
  end,
  meta: [],
});

describe('a stage busy in the served lineup', () => {
  // Stage 1 (room 0) plays Ada 22:00–23:00 and "?" 23:00–00:00 (Berlin: UTC+1 in winter)
  const sets = [
    set('Ada', 0, '2026-11-28T21:00:00.000Z', '2026-11-28T22:00:00.000Z'),
    set('?', 0, '2026-11-28T22:00:00.000Z', '2026-11-28T23:00:00.000Z'),
    set('Bo', 1, '2026-11-28T21:00:00.000Z', '2026-11-28T22:00:00.000Z'),
  ];
  const text = `id: club
meta:
  partyName: Club
  timeZone: Europe/Berlin
  rooms: [Stage 1, Stage 2, Stage 3]
sets:
  - dj: Ada
    room: 0
    start: 2026-11-28T22:00
    end: 2026-11-28T23:00
  - dj: "?"
    room: 0
    start: 2026-11-28T23:00
    end: 2026-11-29T00:00
  - dj: Bo
    room: 1
    start: 2026-11-28T22:00
    end: 2026-11-28T23:00
`;
  const now = new Date('2026-11-28T21:30:00.000Z');
  const empty = (stage: number, start: string) =>
    isEmptySlot(reportChange(text, { kind: 'playing', stage, start, dj: 'Crowd' }, now));

  it('is busy exactly where the change against the text is no empty slot', () => {
    const cases: [number, string][] = [
      [0, '2026-11-28T21:00:00.000Z'],
      [0, '2026-11-28T21:55:00.000Z'],
      [0, '2026-11-28T22:00:00.000Z'],
      [0, '2026-11-28T23:00:00.000Z'],
      [1, '2026-11-28T21:30:00.000Z'],
      [1, '2026-11-28T22:00:00.000Z'],
      [2, '2026-11-28T21:30:00.000Z'],
    ];
    for (const [stage, start] of cases) {
      if (stageBusyAt(sets, stage, start)) expect(empty(stage, start)).toBe(false);
    }
    expect(cases.map(([stage, start]) => stageBusyAt(sets, stage, start))).toEqual([
      true,
      true,
      false, // "?" plays then: the change decides
      false, // nothing plays: the change decides
      true,
      false,
      false,
    ]);
    expect(empty(0, '2026-11-28T22:00:00.000Z')).toBe(true);
    expect(empty(2, '2026-11-28T21:30:00.000Z')).toBe(true);
  });

  it('decides nothing from a start it cannot read', () => {
    expect(stageBusyAt(sets, 0, 'soon')).toBe(false);
  });
});
