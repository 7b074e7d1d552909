import { describe, expect, it } from 'vitest';
import {
  checkReport,
  reportKey,
  reportTimes,
  roundToFiveMinutes,
} from '../../src/reports/reportRules.ts';

const NOW = new Date('2026-07-30T21:02:00Z');
const SET = { dj: 'Headliner', stage: 0, start: '2026-07-30T21:00:00.000Z' };

describe('a report as the app sends it', () => {
  it.each([
    ['2026-07-30T21:02:29Z', '2026-07-30T21:00:00.000Z'],
    ['2026-07-30T21:02:31Z', '2026-07-30T21:05:00.000Z'],
    ['2026-07-30T23:58:00Z', '2026-07-31T00:00:00.000Z'],
  ])('"who\'s playing" at %s starts at %s', (at, start) => {
    expect(roundToFiveMinutes(new Date(at))).toBe(start);
  });

  it.each<[string, unknown, string]>([
    ['no kind', { stage: 0 }, 'the kind of report is unknown'],
    [
      'a stage the event lacks',
      { kind: 'playing', stage: 5, dj: 'A', start: NOW.toISOString() },
      'the stage is not one of this event',
    ],
    [
      'an empty act',
      { kind: 'playing', stage: 0, dj: '  ', start: NOW.toISOString() },
      'the act is empty',
    ],
    [
      'a long act',
      { kind: 'playing', stage: 0, dj: 'x'.repeat(101), start: NOW.toISOString() },
      'the act is longer than 100 characters',
    ],
    [
      'a link',
      { kind: 'playing', stage: 0, dj: 'see https://evil.example', start: NOW.toISOString() },
      'the act may not hold links or markup',
    ],
    [
      'markup',
      { kind: 'chain', set: SET, dj: '<img src=x>' },
      'the next act may not hold links or markup',
    ],
    [
      'a time far away',
      { kind: 'playing', stage: 0, dj: 'A', start: '2027-01-01T00:00:00Z' },
      'the start is more than 14 days from now',
    ],
    ['no time', { kind: 'playing', stage: 0, dj: 'A', start: 'soon' }, 'the start is not a time'],
    ['a change of nothing', { kind: 'change', set: SET }, 'the report changes nothing'],
    [
      'an end before the start',
      { kind: 'change', set: SET, start: '2026-07-30T22:00:00Z', end: '2026-07-30T21:00:00Z' },
      'the new end is not after the new start',
    ],
  ])('refuses %s', (_name, input, error) => {
    expect(checkReport(input, 2, NOW)).toEqual({ ok: false, error });
  });

  it('cleans the act name and rounds the start', () => {
    expect(
      checkReport(
        { kind: 'playing', stage: 1, dj: '  Ada\u0007  Lovelace ', start: NOW.toISOString() },
        2,
        NOW,
      ),
    ).toEqual({
      ok: true,
      payload: { kind: 'playing', stage: 1, dj: 'Ada Lovelace', start: '2026-07-30T21:00:00.000Z' },
    });
  });
});

describe('identical reports', () => {
  it('are the same act on the same stage at the same time, whatever the capitals', () => {
    const a = reportKey({ kind: 'playing', stage: 0, start: SET.start, dj: 'Ada' });
    expect(reportKey({ kind: 'playing', stage: 0, start: SET.start, dj: ' ADA ' })).toBe(a);
    expect(reportKey({ kind: 'playing', stage: 1, start: SET.start, dj: 'Ada' })).not.toBe(a);
    expect(reportKey({ kind: 'chain', set: SET, dj: 'Ada' })).not.toBe(a);
  });
});

describe('other times as a fan types them', () => {
  it.each([
    // the set starts 23:00 in Berlin on the night of 30 July
    ['23:30', '01:30', '2026-07-30T21:30:00.000Z', '2026-07-30T23:30:00.000Z'],
    ['00:15', '02:00', '2026-07-30T22:15:00.000Z', '2026-07-31T00:00:00.000Z'],
    ['22:00', '22:45', '2026-07-30T20:00:00.000Z', '2026-07-30T20:45:00.000Z'],
  ])('%s–%s on the set’s night', (start, end, startAt, endAt) => {
    expect(reportTimes(SET.start, 'Europe/Berlin', start, end, NOW)).toEqual({
      start: startAt,
      end: endAt,
    });
  });

  it('refuses a clock time that is none', () => {
    expect(reportTimes(SET.start, 'Europe/Berlin', '25:00', '01:00', NOW)).toBeNull();
  });
});
