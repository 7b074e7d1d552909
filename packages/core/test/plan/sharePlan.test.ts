import { describe, expect, it } from 'vitest';
import { LIKES_MAX } from '../../src/constants.ts';
import {
  decodeSharedPlan,
  encodeSharedPlan,
  resolveSharedPlan,
  SHARED_PLAN_MAX_LENGTH,
} from '../../src/plan/sharePlan.ts';
import type { LineupSet } from '../../src/types.ts';
import { seededRandom } from '../time/fixtures.ts';
import { at, EVENT_ID, lineupOf, set, setOf } from './planFixtures.ts';

const lineup = lineupOf([
  set('Ada Lovelace', '07-30 22:00', '07-30 23:00'),
  set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 }),
  set('Cem', '07-30 23:00', '07-31 01:00', { room: 1 }),
  // one act on two stages
  set('Dan', '07-30 18:00', '07-30 19:00'),
  set('Dan', '07-31 02:00', '07-31 04:00', { room: 1 }),
]);
const pick = (...names: [string, number?][]) => names.map(([dj, room]) => setOf(lineup, dj, room));
const byStart = (sets: LineupSet[]) => [...sets].sort((a, b) => a.start.localeCompare(b.start));

describe('share a plan: round trip', () => {
  it.each<[string, LineupSet[], boolean]>([
    ['no sets', [], true],
    ['one set', pick(['Ada Lovelace']), true],
    ['several sets, in time order', pick(['Cem'], ['Ada Lovelace'], ['Bea']), true],
    ['one set of an act on two stages', pick(['Dan', 1]), true],
    ['both sets of an act on two stages', pick(['Dan', 1], ['Dan', 0]), true],
    ['written without the lineup', pick(['Dan', 0], ['Bea']), false],
  ])('%s', (_, sets, withLineup) => {
    const text = encodeSharedPlan(EVENT_ID, sets, withLineup ? lineup : undefined);
    const decoded = decodeSharedPlan(text);
    expect(decoded?.eventId).toBe(EVENT_ID);
    expect(resolveSharedPlan(decoded!, lineup)).toEqual(byStart(sets));
  });

  it('holds only the event id and short codes: URL-safe, nothing personal', () => {
    const sets = pick(['Ada Lovelace'], ['Bea'], ['Dan', 1]);
    const text = encodeSharedPlan(EVENT_ID, sets, lineup);
    expect(text).toMatch(/^[0-9a-z.-]+$/);
    expect(encodeURIComponent(text)).toBe(text);
    expect(text).not.toMatch(/ada|lovelace/i);
    // the stage is written only for the act on two stages
    expect(text).toBe(`1.${EVENT_ID}.${sets[0]?.s}.${sets[1]?.s}.${sets[2]?.s}-1`);
  });

  it('still shows the sets after a time change (codes do not hold times)', () => {
    const text = encodeSharedPlan(EVENT_ID, pick(['Ada Lovelace']), lineup);
    const moved = lineupOf([
      set('Ada Lovelace', '07-31 03:00', '07-31 04:00'),
      set('Bea', '07-30 20:00', '07-30 21:00'),
    ]);
    expect(resolveSharedPlan(decodeSharedPlan(text)!, moved).map((s) => s.start)).toEqual([
      at('07-31 03:00'),
    ]);
  });

  it('still resolves after the event was renamed (its old id an alias)', () => {
    const text = encodeSharedPlan(EVENT_ID, pick(['Bea']), lineup);
    const renamed = lineupOf([set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 })], {
      id: 'sunrise-festival-2026',
    });
    expect(resolveSharedPlan(decodeSharedPlan(text)!, renamed).map((s) => s.dj)).toEqual(['Bea']);
  });

  it('drops acts that no longer play', () => {
    const text = encodeSharedPlan(EVENT_ID, pick(['Ada Lovelace'], ['Bea']), lineup);
    const without = lineupOf([set('Bea', '07-30 20:00', '07-30 21:00', { room: 1 })]);
    expect(resolveSharedPlan(decodeSharedPlan(text)!, without).map((s) => s.dj)).toEqual(['Bea']);
  });

  it('reads a link whose case a messaging app changed', () => {
    const text = encodeSharedPlan(EVENT_ID, pick(['Bea']), lineup);
    expect(decodeSharedPlan(text.toUpperCase())).toEqual(decodeSharedPlan(text));
  });
});

describe('share a plan: malformed text → null, never throws', () => {
  const valid = encodeSharedPlan(EVENT_ID, pick(['Bea']), lineup);
  it.each<[string, unknown]>([
    ['empty', ''],
    ['plain words', 'hello world'],
    ['another format version', valid.replace(/^1\./, '2.')],
    ['no event id', '1.'],
    ['an event id with a slash', '1.sunrise/2026.abcdefgh'],
    ['a code too short', `1.${EVENT_ID}.abcdefg`],
    ['a code too long', `1.${EVENT_ID}.abcdefghi`],
    ['an empty entry', `${valid}.`],
    ['a room with a leading zero', `${valid}-01`],
    ['a room over 999', `${valid}-1000`],
    ['a negative room', `1.${EVENT_ID}.abcdefgh--1`],
    ['unicode letters', `1.${EVENT_ID}.abcdéfgh`],
    ['emoji', `1.${EVENT_ID}.🎵🎵🎵🎵`],
    ['a Kelvin sign that lower-cases to k', `1.${EVENT_ID}.abcdefg\u212a`],
    ['huge input', `1.${EVENT_ID}.${'abcdefgh.'.repeat(SHARED_PLAN_MAX_LENGTH)}abcdefgh`],
    [
      'more entries than likes can hold',
      `1.x.${Array.from({ length: LIKES_MAX + 1 }, () => 'abcdefgh').join('.')}`,
    ],
    ['JSON', '{"eventId":"sunrise-2026","codes":[]}'],
    ['not a string', 42],
    ['null', null],
  ])('%s', (_, text) => {
    expect(decodeSharedPlan(text as string)).toBeNull();
  });

  it('random garbage of every kind of character', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 2000; i++) {
      const length = Math.floor(random() * 64);
      const text = Array.from({ length }, () =>
        String.fromCodePoint(Math.floor(random() * (random() < 0.5 ? 0x80 : 0x10ffff))),
      ).join('');
      expect(() => decodeSharedPlan(text)).not.toThrow();
      expect(decodeSharedPlan(text)).toBeNull();
    }
  });

  it('a full plan of LIKES_MAX sets with stages still fits the length cap', () => {
    const sets = Array.from({ length: LIKES_MAX }, (_, i) => ({
      ...setOf(lineup, 'Bea'),
      s: i.toString(36).padStart(8, '0'),
      room: 999,
    }));
    const text = encodeSharedPlan('a'.repeat(100), sets);
    expect(decodeSharedPlan(text)?.codes).toHaveLength(LIKES_MAX);
  });
});
