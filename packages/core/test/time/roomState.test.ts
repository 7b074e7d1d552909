import { describe, expect, it } from 'vitest';
import {
  isClosingSoon,
  isJustStarted,
  isRoomClosingAfter,
  roomState,
} from '../../src/time/roomState.ts';
import type { LineupSet, RoomState } from '../../src/types.ts';
import { makeSet, plusMinutes, seededRandom } from './fixtures.ts';

const NO_WINDOWS = { start: [], end: [] };

// One night on one stage (UTC): back to back, a 30-minute pause, a 121-minute closing,
// then a pause of exactly 120 minutes, which is still a pause.
const A = makeSet('Ada', '2026-07-30T20:00Z', '2026-07-30T22:00Z');
const B = makeSet('Bea', '2026-07-30T22:00Z', '2026-07-30T23:00Z');
const C = makeSet('Cem', '2026-07-30T23:30Z', '2026-07-31T01:00Z');
const D = makeSet('Dan', '2026-07-31T03:01Z', '2026-07-31T04:00Z');
const E = makeSet('Eve', '2026-07-31T06:00Z', '2026-07-31T08:00Z');
const NIGHT = [A, B, C, D, E];

function stateAt(iso: string, sets: LineupSet[] = NIGHT, cursor?: number): RoomState {
  return roomState(sets, NO_WINDOWS, new Date(iso), cursor);
}

describe('isJustStarted (5 minutes or less since start)', () => {
  it.each([
    ['at the start', '2026-07-30T20:00:00Z', true],
    ['4:59 in', '2026-07-30T20:04:59Z', true],
    ['exactly 5:00 in', '2026-07-30T20:05:00Z', true],
    ['5:01 in', '2026-07-30T20:05:01Z', false],
    ['6 minutes in', '2026-07-30T20:06:00Z', false],
    ['before the start', '2026-07-30T19:59:00Z', false],
  ])('%s → %s', (_, now, expected) => {
    expect(isJustStarted(A, new Date(now))).toBe(expected);
  });
});

describe('isClosingSoon (ends within 5 minutes or less)', () => {
  it.each([
    ['5:01 left', '2026-07-30T21:54:59Z', false],
    ['exactly 5:00 left', '2026-07-30T21:55:00Z', true],
    ['1 minute left', '2026-07-30T21:59:00Z', true],
    ['at the end (finished)', '2026-07-30T22:00:00Z', false],
    ['an hour left', '2026-07-30T21:00:00Z', false],
  ])('%s → %s', (_, now, expected) => {
    expect(isClosingSoon(A, new Date(now))).toBe(expected);
  });
});

describe('isRoomClosingAfter (pause over 120 minutes, or nothing next)', () => {
  it.each([
    ['no next set', null, true],
    ['back to back', 0, false],
    ['a 30-minute pause', 30, false],
    ['exactly 120 minutes', 120, false],
    ['121 minutes', 121, true],
  ])('%s → %s', (_, pause, expected) => {
    const next =
      pause === null
        ? null
        : makeSet('Next', plusMinutes(A.end, pause), plusMinutes(A.end, pause + 60));
    expect(isRoomClosingAfter(A, next)).toBe(expected);
  });
});

describe('roomState over one night', () => {
  it('a room without sets has no data', () => {
    expect(roomState([], NO_WINDOWS, new Date('2026-07-30T20:00Z'))).toEqual({ kind: 'noData' });
  });

  it('before the first set the room will open (not opened yet)', () => {
    expect(stateAt('2026-07-30T19:00Z')).toEqual({ kind: 'closedUntil', next: A, opened: false });
  });

  it.each([
    // now, current, next, justStarted, closingSoon, closing, pauseMinutes
    ['2026-07-30T20:00:00Z', A, B, true, false, false, 0],
    ['2026-07-30T20:05:00Z', A, B, true, false, false, 0],
    ['2026-07-30T20:05:01Z', A, B, false, false, false, 0],
    ['2026-07-30T21:54:59Z', A, B, false, false, false, 0],
    ['2026-07-30T21:55:00Z', A, B, false, true, false, 0],
    ['2026-07-30T22:59:00Z', B, C, false, true, false, 30],
    ['2026-07-31T00:30:00Z', C, D, false, false, true, 121],
    ['2026-07-31T03:30:00Z', D, E, false, false, false, 120],
    ['2026-07-31T07:56:00Z', E, null, false, true, true, null],
  ])(
    'at %s the current set plays',
    (now, current, next, justStarted, closingSoon, closing, pause) => {
      expect(stateAt(now)).toEqual({
        kind: 'playing',
        current,
        next,
        justStarted,
        closingSoon,
        closing,
        pauseMinutes: pause,
      });
    },
  );

  it.each([
    ['2026-07-30T23:15:00Z', B, C, 30, 15],
    ['2026-07-31T05:00:00Z', D, E, 120, 60],
    ['2026-07-31T04:00:00Z', D, E, 120, 120],
    ['2026-07-31T05:15:30Z', D, E, 120, 45], // 44½ minutes to wait: 45
  ])('at %s the room pauses between two sets', (now, previous, next, pauseMinutes, minutesLeft) => {
    expect(stateAt(now)).toEqual({ kind: 'pause', previous, next, pauseMinutes, minutesLeft });
  });

  it('a gap of 121 minutes closes the room until the next set (it had opened)', () => {
    expect(stateAt('2026-07-31T02:00Z')).toEqual({ kind: 'closedUntil', next: D, opened: true });
  });

  it.each(['2026-07-31T08:00Z', '2026-08-02T12:00Z'])('at %s no set is left: closed', (now) => {
    expect(stateAt(now)).toEqual({ kind: 'closed', last: E });
  });
});

describe('roomState with overlapping sets', () => {
  const long = makeSet('All Night', '2026-07-30T20:00Z', '2026-07-31T06:00Z');
  const guest = makeSet('Guest', '2026-07-30T22:00Z', '2026-07-30T23:00Z');
  const late = makeSet('Late', '2026-07-31T05:30Z', '2026-07-31T07:00Z');
  const sets = [long, guest, late];

  it.each([
    ['the latest-started running set is current', '2026-07-30T22:30Z', guest],
    ['after the short set ends the long one is current again', '2026-07-30T23:30Z', long],
    ['a set starting before the current ends takes over', '2026-07-31T05:45Z', late],
  ])('%s', (_, now, current) => {
    const state = stateAt(now, sets);
    expect(state.kind).toBe('playing');
    if (state.kind === 'playing') expect(state.current).toBe(current);
  });

  it('a next set that starts before the current ends means no pause', () => {
    const state = stateAt('2026-07-31T05:00Z', sets);
    expect(state).toMatchObject({ kind: 'playing', current: long, next: late, pauseMinutes: 0 });
  });
});

describe('roomState with a set cursor hint', () => {
  it.each([
    ['no cursor', undefined],
    ['the right cursor', 2],
    ['a stale cursor from the start of the night', 0],
    ['a cursor past the end', 99],
    ['a cursor from a server clock ahead of ours', 4],
  ])('%s gives the same answer', (_, cursor) => {
    expect(stateAt('2026-07-31T00:30Z', NIGHT, cursor)).toEqual(stateAt('2026-07-31T00:30Z'));
  });

  it('matches a plain scan over thousands of random, partly overlapping sets', () => {
    const random = seededRandom(7);
    const base = Date.parse('2026-07-30T12:00Z');
    const sets: LineupSet[] = [];
    let start = base;
    for (let i = 0; i < 3000; i++) {
      start += Math.floor(random() * 90) * 60_000;
      const length = (random() < 0.05 ? 600 : 15 + Math.floor(random() * 120)) * 60_000;
      sets.push(
        makeSet(`DJ ${i}`, new Date(start).toISOString(), new Date(start + length).toISOString()),
      );
    }
    const starts = sets.map((s) => Date.parse(s.start));
    const ends = sets.map((s) => Date.parse(s.end));
    const span = start - base + 12 * 3_600_000;
    for (let k = 0; k < 200; k++) {
      const t = base - 3_600_000 + Math.floor(random() * span);
      const now = new Date(t);
      const built = t - Math.floor(random() * 30) * 60_000;
      const cursor = ends.findIndex((end) => end > built);
      // the definition, by brute force: the latest-started set running at t
      const expected = sets[starts.findLastIndex((s, i) => s <= t && t < ends[i]!)] ?? null;
      for (const hint of [undefined, cursor === -1 ? sets.length : cursor]) {
        const state = roomState(sets, NO_WINDOWS, now, hint);
        expect(state.kind === 'playing' ? state.current : null).toBe(expected);
      }
    }
  });
});

describe('roomState with opening windows', () => {
  // Two opening windows: Friday noon to Saturday 04:00, Saturday noon to Sunday 04:00.
  const windows = {
    start: ['2026-07-31T12:00:00.000Z', '2026-08-01T12:00:00.000Z'],
    end: ['2026-08-01T04:00:00.000Z', '2026-08-02T04:00:00.000Z'],
  };
  const friday = makeSet('Fri', '2026-07-31T22:00Z', '2026-08-01T02:00Z');
  const saturday = makeSet('Sat', '2026-08-01T22:00Z', '2026-08-02T02:00Z');
  const sets = [friday, saturday];

  it.each<[string, string, RoomState]>([
    [
      'before the first window',
      '2026-07-31T10:00Z',
      { kind: 'closedUntil', next: friday, opened: false },
    ],
    [
      'between the windows',
      '2026-08-01T06:00Z',
      { kind: 'break', next: saturday, reopens: '2026-08-01T12:00:00.000Z' },
    ],
    [
      'at the end of the first window',
      '2026-08-01T04:00Z',
      { kind: 'break', next: saturday, reopens: '2026-08-01T12:00:00.000Z' },
    ],
    [
      'inside a window, before the set',
      '2026-08-01T13:00Z',
      { kind: 'closedUntil', next: saturday, opened: true },
    ],
    ['after the last window', '2026-08-02T05:00Z', { kind: 'closed', last: saturday }],
  ])('%s', (_, now, expected) => {
    expect(roomState(sets, windows, new Date(now))).toEqual(expected);
  });

  it('a set playing outside the windows still plays', () => {
    const state = roomState(
      [friday],
      { start: [windows.start[1]!], end: [windows.end[1]!] },
      new Date('2026-07-31T23:00Z'),
    );
    expect(state.kind).toBe('playing');
  });
});

describe('roomState across the nights the clocks change in Europe/Berlin', () => {
  it.each([
    // 01:30 CET to 03:30 CEST: the wall clock shows 2 hours, 60 minutes pass: a pause.
    [
      'forward (2026-03-29)',
      '2026-03-29T00:30Z',
      '2026-03-29T01:30Z',
      '2026-03-29T01:00Z',
      'pause',
      60,
    ],
    // 01:30 CEST to 02:31 CET: the wall clock shows 61 minutes, 121 pass: closed.
    [
      'back (2026-10-25)',
      '2026-10-24T23:30Z',
      '2026-10-25T01:31Z',
      '2026-10-25T00:30Z',
      'closedUntil',
      121,
    ],
  ])('clocks %s', (_, end, nextStart, now, kind, minutes) => {
    const before = makeSet('Before', plusMinutes(end, -120), end);
    const after = makeSet('After', nextStart, plusMinutes(nextStart, 60));
    expect(roomState([before, after], NO_WINDOWS, new Date(now)).kind).toBe(kind);
    const playing = roomState([before, after], NO_WINDOWS, new Date(plusMinutes(end, -1)));
    expect(playing).toMatchObject({
      kind: 'playing',
      pauseMinutes: minutes,
      closing: minutes > 120,
    });
  });
});
