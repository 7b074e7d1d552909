import { describe, expect, it } from 'vitest';
import { eventStatusIcon, setStatus, sortByStatus, statusIcon } from '../../src/time/setStatus.ts';
import { makeSet } from './fixtures.ts';

const set = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z');

describe('setStatus', () => {
  it.each([
    ['a minute before the start', '2026-07-30T19:59Z', 'upcoming'],
    ['at the start', '2026-07-30T20:00Z', 'running'],
    ['a minute before the end', '2026-07-30T21:59Z', 'running'],
    ['at the end', '2026-07-30T22:00Z', 'finished'],
    ['after the end', '2026-07-31T01:00Z', 'finished'],
  ])('%s → %s', (_, now, expected) => {
    expect(setStatus(set, new Date(now))).toBe(expected);
  });
});

describe('sortByStatus', () => {
  it('sorts finished, then running, then upcoming, each by start', () => {
    const now = new Date('2026-07-30T22:30Z');
    const upcomingLate = makeSet('U2', '2026-07-31T02:00Z', '2026-07-31T03:00Z');
    const upcomingSoon = makeSet('U1', '2026-07-30T23:00Z', '2026-07-31T00:00Z');
    const runningLong = makeSet('R1', '2026-07-30T21:00Z', '2026-07-31T01:00Z');
    const runningShort = makeSet('R2', '2026-07-30T22:15Z', '2026-07-30T22:45Z');
    const finishedLate = makeSet('F2', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
    const finishedEarly = makeSet('F1', '2026-07-30T18:00Z', '2026-07-30T20:00Z');
    const sets = [
      upcomingLate,
      runningShort,
      finishedLate,
      upcomingSoon,
      finishedEarly,
      runningLong,
    ];
    expect(sortByStatus(sets, now).map((s) => s.dj)).toEqual(['F1', 'F2', 'R1', 'R2', 'U1', 'U2']);
    // a new array: the caller's stays as it was
    expect(sets[0]).toBe(upcomingLate);
  });

  it('keeps sets that start together in the order given', () => {
    const now = new Date('2026-07-30T12:00Z');
    const b = makeSet('B', '2026-07-30T20:00Z', '2026-07-30T21:00Z');
    const a = makeSet('A', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
    expect(sortByStatus([b, a], now).map((s) => s.dj)).toEqual(['B', 'A']);
  });
});

describe('statusIcon', () => {
  const early = makeSet('Early', '2026-07-30T18:00Z', '2026-07-30T20:00Z');
  const late = makeSet('Late', '2026-07-30T22:00Z', '2026-07-31T00:00Z');
  it.each([
    ['one set runs', '2026-07-30T23:00Z', [early, late], '✅'],
    ['all are finished', '2026-07-31T00:00Z', [early, late], '⌛'],
    ['some finished, none runs', '2026-07-30T21:00Z', [early, late], '⛔'],
    ['none has started', '2026-07-30T17:00Z', [early, late], '⛔'],
    ['no sets', '2026-07-30T17:00Z', [], '⛔'],
  ])('%s → %s', (_, now, sets, icon) => {
    expect(statusIcon(sets, new Date(now))).toBe(icon);
  });
});

describe('eventStatusIcon', () => {
  const start = '2026-07-30T18:00:00Z';
  const end = '2026-08-02T06:00:00Z';
  it.each([
    ['running', '2026-07-31T12:00Z', start, end, '✅'],
    ['at its very start', start, start, end, '✅'],
    ['over', end, start, end, '⌛'],
    ['not started', '2026-07-30T17:59Z', start, end, '⛔'],
    ['no end: over once started', '2026-07-30T18:01Z', start, null, '⌛'],
    ['no start', '2026-07-31T12:00Z', null, end, null],
    ['an invalid start', '2026-07-31T12:00Z', 'soon', end, null],
  ])('%s → %s', (_, now, from, to, icon) => {
    expect(eventStatusIcon(from, to, new Date(now))).toBe(icon);
  });
});
