import { describe, expect, it } from 'vitest';
import {
  currentEventsOf,
  eventEnd,
  eventStart,
  findEvent,
  isCurrentEvent,
  isEventNear,
  mainCurrentEvent,
} from '../../src/event/currentEvents.ts';
import { makeEvent } from './makeEvent.ts';

// first set 30 July 20:00Z, last set ends 31 July 04:00Z → current until 1 August 04:00Z
const festival = makeEvent({
  id: 'sunrise-2026',
  aliases: ['sunrise'],
  listedFrom: '2026-07-01T00:00:00.000Z',
  sets: [
    { start: '2026-07-30T22:00:00.000Z', end: '2026-07-31T04:00:00.000Z' },
    { start: '2026-07-30T20:00:00.000Z', end: '2026-07-30T22:00:00.000Z' },
  ],
});

describe('isEventNear: first start − 1 day ≤ now < last end + 1 day', () => {
  it.each([
    ['a day before the first set, minus 1 ms', '2026-07-29T19:59:59.999Z', false],
    ['a day before the first set', '2026-07-29T20:00:00.000Z', true],
    ['while playing', '2026-07-30T23:00:00.000Z', true],
    ['a day after the last set, minus 1 ms', '2026-08-01T03:59:59.999Z', true],
    ['a day after the last set', '2026-08-01T04:00:00.000Z', false],
  ])('%s (%s) → %s', (_what, now, expected) => {
    expect(isEventNear(festival, new Date(now))).toBe(expected);
  });

  it('is never near without any set or opening window', () => {
    expect(isEventNear(makeEvent({ id: 'empty' }), new Date('2026-07-30T00:00:00Z'))).toBe(false);
  });
});

describe('isCurrentEvent: listedFrom ≤ now < last set end + 1 day', () => {
  it.each([
    ['before listedFrom', '2026-06-30T23:59:59.999Z', false],
    ['at listedFrom', '2026-07-01T00:00:00.000Z', true],
    ['while playing', '2026-07-30T23:00:00.000Z', true],
    ['a day after the last set, minus 1 ms', '2026-08-01T03:59:59.999Z', true],
    ['a day after the last set', '2026-08-01T04:00:00.000Z', false],
  ])('%s (%s) → %s', (_what, now, expected) => {
    expect(isCurrentEvent(festival, new Date(now))).toBe(expected);
  });

  it('is never current without any set or opening window', () => {
    expect(isCurrentEvent(makeEvent({ id: 'empty' }), new Date('2026-07-30T00:00:00Z'))).toBe(
      false,
    );
  });

  it('knows the first start and the last end', () => {
    expect(eventStart(festival)).toBe('2026-07-30T20:00:00.000Z');
    expect(eventEnd(festival)).toBe('2026-07-31T04:00:00.000Z');
  });
});

describe('currentEventsOf and mainCurrentEvent', () => {
  const early = makeEvent({
    id: 'early',
    sets: [{ start: '2026-07-29T20:00:00.000Z', end: '2026-07-29T23:00:00.000Z' }],
  });
  const late = makeEvent({
    id: 'late',
    main: true,
    sets: [{ start: '2026-07-31T20:00:00.000Z', end: '2026-07-31T23:00:00.000Z' }],
  });
  const past = makeEvent({
    id: 'past',
    sets: [{ start: '2025-07-30T20:00:00.000Z', end: '2025-07-30T23:00:00.000Z' }],
  });
  const future = makeEvent({
    id: 'future',
    main: true,
    sets: [{ start: '2026-09-30T20:00:00.000Z', end: '2026-09-30T23:00:00.000Z' }],
  });
  const now = new Date('2026-07-30T12:00:00Z');

  it('lists current events by first set start', () => {
    const ids = currentEventsOf([late, past, festival, future, early], now).map((e) => e.id);
    expect(ids).toEqual(['early', 'sunrise-2026', 'late']);
  });

  it('prefers the current event marked main', () => {
    expect(mainCurrentEvent([early, festival, late, future], now)?.id).toBe('late');
  });

  it('else takes the earliest-starting current one', () => {
    expect(mainCurrentEvent([festival, early, future], now)?.id).toBe('early');
  });

  it('is null when nothing is current', () => {
    expect(mainCurrentEvent([past, future], now)).toBeNull();
  });
});

describe('findEvent', () => {
  const other = makeEvent({ id: 'sunrise', sets: [] });

  it.each([
    ['sunrise-2026', 'sunrise-2026', false],
    ['sunset', null, false],
  ])('%s → %s', (id, found, alias) => {
    const result = findEvent([festival], id);
    expect(result?.event.id ?? null).toBe(found);
    if (result) expect(result.alias).toBe(alias);
  });

  it('finds an event by an old id and says so (the server answers 308)', () => {
    expect(findEvent([festival], 'sunrise')).toEqual({ event: festival, alias: true });
  });

  it('prefers an event whose own id matches over an alias', () => {
    expect(findEvent([festival, other], 'sunrise')).toEqual({ event: other, alias: false });
  });
});
