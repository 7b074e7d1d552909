import { describe, expect, it } from 'vitest';
import { LATEST_TRACKS_MAX } from '../../src/constants.ts';
import type { LoadedEvent } from '../../src/event/loadedEvent.ts';
import { buildLineup, buildLineupIndex } from '../../src/lineup/buildLineup.ts';
import { shortCode } from '../../src/lineup/shortCode.ts';
import { makeEvent } from '../event/makeEvent.ts';

const at = (hhmm: string, day = 30) => `2026-07-${day}T${hhmm}:00.000Z`;

const festival = makeEvent({
  id: 'sunrise-2026',
  partyName: 'Sunrise',
  series: 'sunrise',
  aliases: ['sunrise'],
  rooms: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
  // written out of order on purpose
  sets: [
    { dj: 'Cleo', room: 0, start: at('00:00', 31), end: at('02:00', 31) },
    { dj: 'Ada', room: 0, start: at('20:00'), end: at('22:00') },
    { dj: 'Zed', room: 0, start: at('02:00', 31), end: at('04:00', 31) },
    { dj: 'Grace', room: 1, start: at('23:00'), end: at('01:00', 31), change: 'b2b Ada' },
    { dj: 'Bea', room: 0, start: at('22:00'), end: at('00:00', 31) },
    { dj: 'Abe', room: 0, start: at('02:00', 31), end: at('04:00', 31) },
    { dj: '?', room: 1, start: at('21:00'), end: at('23:00'), change: '*to be announced' },
  ],
});
const NOW = new Date(at('22:30'));

describe('buildLineup: sets', () => {
  const lineup = buildLineup(festival, [festival], NOW);

  it('lists each room’s sets by start, then by dj', () => {
    expect(lineup.sets.map((room) => room.map((s) => s.dj))).toEqual([
      ['Ada', 'Bea', 'Cleo', 'Abe', 'Zed'],
      ['?', 'Grace'],
      [],
    ]);
  });

  it('fills every field a set row needs', () => {
    expect(lineup.sets[1]![1]).toEqual({
      dj: 'Grace',
      room: 1,
      start: at('23:00'),
      end: at('01:00', 31),
      meta: [],
      change: 'b2b Ada',
      s: shortCode('sunrise-2026', 'Grace'),
      djAndChange: 'Grace (b2b Ada)',
      isMarkerSet: false,
      isItalic: false,
      partyName: 'Sunrise',
      title: 'Grace @ 🌲 Forest',
      beginningSchedule: at('20:00'),
    });
  });

  it('marks the "?" placeholder set and prints it in italics', () => {
    expect(lineup.sets[1]![0]).toMatchObject({
      isMarkerSet: true,
      isItalic: true,
      djAndChange: '?',
    });
  });

  it.each([
    [undefined, 'Ada'],
    ['', 'Ada'],
    ['b2b Grace', 'Ada (b2b Grace)'],
    ['live', 'Ada (live)'],
    ['*moved from the Forest', 'Ada'],
  ])('change %j → djAndChange %j', (change, expected) => {
    const event = makeEvent({
      id: 'x',
      sets: [
        {
          dj: 'Ada',
          start: at('20:00'),
          end: at('22:00'),
          ...(change === undefined ? {} : { change }),
        },
      ],
    });
    expect(buildLineup(event, [event], NOW).sets[0]![0]!.djAndChange).toBe(expected);
  });
});

describe('buildLineup: setCursors = first set per room not ended yet', () => {
  it.each([
    ['before the first set', at('19:00'), [0, 0, 0]],
    ['Ada plays on the Beach', at('21:00'), [0, 0, 0]],
    ['Ada ended at 22:00 exactly', at('22:00'), [1, 0, 0]],
    ['22:30', at('22:30'), [1, 0, 0]],
    ['the placeholder ended', at('23:30'), [1, 1, 0]],
    ['late night', at('03:00', 31), [3, 2, 0]],
    ['everything over', at('12:00', 31), [5, 2, 0]],
  ])('%s → %j', (_what, now, cursors) => {
    expect(buildLineup(festival, [festival], new Date(now)).setCursors).toEqual(cursors);
  });
});

describe('buildLineup: meta', () => {
  const edition = (year: number, name = 'Sunrise', series = 'sunrise'): LoadedEvent =>
    makeEvent({
      id: `sunrise-${year}`,
      partyName: name,
      series,
      sets: [{ start: `${year}-07-30T20:00:00.000Z`, end: `${year}-07-31T04:00:00.000Z` }],
    });
  const y2024 = edition(2024, 'Sunrise 2024');
  const y2025 = edition(2025);
  const y2027 = edition(2027);
  const otherSeries = makeEvent({
    id: 'duck-club',
    partyName: 'Duck Club',
    series: 'duck',
    sets: [{ start: at('20:00', 29), end: at('23:00', 29) }],
  });
  const all = [y2024, otherSeries, festival, y2027, y2025];

  it('keeps the file meta and adds id, schedule bounds and stages', () => {
    const { meta } = buildLineup(festival, all, NOW);
    expect(meta).toMatchObject({
      id: 'sunrise-2026',
      partyName: 'Sunrise',
      prefix: 'festival',
      kind: 'bunny',
      timeZone: 'Europe/Berlin',
      rooms: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
      stages: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
      roomImages: [null, null, null],
      beginningSchedule: at('20:00'),
      endSchedule: at('04:00', 31),
    });
  });

  it('has no schedule bounds without sets', () => {
    const empty = makeEvent({ id: 'empty' });
    const { meta, sets, setCursors } = buildLineup(empty, [empty], NOW);
    expect([meta.beginningSchedule, meta.endSchedule]).toEqual([null, null]);
    expect(sets).toEqual([[], []]);
    expect(setCursors).toEqual([0, 0]);
  });

  it('lists earlier editions of the series, newest first', () => {
    expect(buildLineup(festival, all, NOW).meta.previousEvents).toEqual([
      {
        key: 'Sunrise 2025',
        value: 'sunrise-2025',
        start: '2025-07-30T20:00:00.000Z',
        end: '2025-07-31T04:00:00.000Z',
        image: null,
      },
      {
        key: 'Sunrise 2024',
        value: 'sunrise-2024',
        start: '2024-07-30T20:00:00.000Z',
        end: '2024-07-31T04:00:00.000Z',
        image: null,
      },
    ]);
    expect(buildLineup(y2024, all, NOW).meta.previousEvents).toEqual([]);
  });

  it('names the next edition of the series: the soonest to begin after this one', () => {
    expect(buildLineup(y2024, all, NOW).meta.nextEdition).toEqual({
      key: 'Sunrise 2025',
      value: 'sunrise-2025',
      start: '2025-07-30T20:00:00.000Z',
      end: '2025-07-31T04:00:00.000Z',
      image: null,
    });
    expect(buildLineup(festival, all, NOW).meta.nextEdition?.value).toBe('sunrise-2027');
    expect(buildLineup(y2027, all, NOW).meta.nextEdition).toBeNull();
    expect(buildLineup(otherSeries, all, NOW).meta.nextEdition).toBeNull();
  });

  it('names an edition by the year it began in the event time zone', () => {
    const newYear = makeEvent({
      id: 'nye',
      partyName: 'NYE',
      series: 'nye',
      // 00:30 on 1 January in Berlin
      sets: [{ start: '2024-12-31T23:30:00.000Z', end: '2025-01-01T05:00:00.000Z' }],
    });
    const next = makeEvent({
      id: 'nye-next',
      series: 'nye',
      sets: [{ start: '2025-12-31T23:30:00.000Z', end: '2026-01-01T05:00:00.000Z' }],
    });
    expect(buildLineup(next, [newYear, next], NOW).meta.previousEvents[0]!.key).toBe('NYE 2025');
  });

  it('lists every other event by id (not its aliases) and the current ones', () => {
    const { meta } = buildLineup(festival, all, NOW);
    expect(meta.otherEvents.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: '/event/sunrise-2024', value: 'Sunrise 2024' },
      { key: '/event/sunrise-2025', value: 'Sunrise' },
      { key: '/event/duck-club', value: 'Duck Club' },
      { key: '/event/sunrise-2027', value: 'Sunrise' },
    ]);
    // with their dates, so the past-events page can place them and leave out future ones
    for (const other of meta.otherEvents) {
      const e = all.find((x) => `/event/${x.id}` === other.key)!;
      const starts = e.sets.map((s) => s.start).sort();
      const ends = e.sets.map((s) => s.end).sort();
      expect(other.start).toBe(starts[0] ?? null);
      expect(other.end).toBe(ends.at(-1) ?? null);
    }
    expect(meta.currentEvents).toEqual([
      { key: '/event/duck-club', value: 'Duck Club' },
      { key: '/event/sunrise-2026', value: 'Sunrise' },
    ]);
  });
});

describe('buildLineup: tracks', () => {
  const tracks = Array.from({ length: 14 }, (_, i) => ({
    key: `Track ${String(i).padStart(2, '0')}`,
    room: i % 2,
    start: at(`${String(10 + (13 - i)).padStart(2, '0')}:00`),
    createdAt: i === 0 ? null : `2026-08-${String(i).padStart(2, '0')}T10:00:00.000Z`,
  }));
  const event = makeEvent({ id: 'x', tracks });
  const lineup = buildLineup(event, [event], NOW);

  it('groups tracks by room, by start', () => {
    expect(lineup.tracks.map((room) => room.length)).toEqual([7, 7]);
    expect(lineup.tracks[0]!.map((t) => t.key).slice(0, 3)).toEqual([
      'Track 12',
      'Track 10',
      'Track 08',
    ]);
  });

  it(`gives the ${LATEST_TRACKS_MAX} newest tracks, newest first`, () => {
    expect(lineup.latestTracks).toHaveLength(LATEST_TRACKS_MAX);
    expect(lineup.latestTracks[0]!.key).toBe('Track 13');
    expect(lineup.latestTracks.at(-1)!.key).toBe('Track 02');
  });
});

describe('buildLineup: hash', () => {
  const moved = makeEvent({
    id: festival.id,
    partyName: 'Sunrise',
    series: 'sunrise',
    aliases: ['sunrise'],
    rooms: festival.meta.rooms,
    sets: festival.sets.map((s) => (s.dj === 'Bea' ? { ...s, start: at('22:15') } : s)),
  });

  it('is the same for the same content', () => {
    const a = buildLineup(festival, [festival], NOW);
    const b = buildLineup(structuredClone(festival), [festival], NOW);
    expect(a.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(b.hash).toBe(a.hash);
  });

  it('stays while time passes and nothing served changes', () => {
    const later = new Date(NOW.getTime() + 10 * 60_000);
    expect(buildLineup(festival, [festival], later).hash).toBe(
      buildLineup(festival, [festival], NOW).hash,
    );
  });

  it('changes when a set time changes', () => {
    expect(buildLineup(moved, [moved], NOW).hash).not.toBe(
      buildLineup(festival, [festival], NOW).hash,
    );
  });

  it('changes when a set ends (a cursor moves)', () => {
    const before = buildLineup(festival, [festival], new Date(at('21:59')));
    const after = buildLineup(festival, [festival], new Date(at('22:00')));
    expect(after.setCursors).not.toEqual(before.setCursors);
    expect(after.hash).not.toBe(before.hash);
  });

  it('changes when another event is added (otherEvents)', () => {
    const other = makeEvent({ id: 'other', sets: [] });
    expect(buildLineup(festival, [festival, other], NOW).hash).not.toBe(
      buildLineup(festival, [festival], NOW).hash,
    );
  });
});

describe('buildLineupIndex', () => {
  const duck = makeEvent({
    id: 'duck-club',
    sets: [{ dj: 'Ada', start: at('20:00', 29), end: at('22:00', 29) }],
  });
  const twice = makeEvent({
    id: 'twice',
    sets: [
      { dj: 'Ada', start: at('22:00'), end: at('23:00') },
      { dj: 'Ada', start: at('20:00'), end: at('21:00') },
    ],
  });

  it('finds a set by its short code, per event', () => {
    const index = buildLineupIndex([festival, duck]);
    expect(index.get(shortCode('sunrise-2026', 'Grace'))).toMatchObject({
      event: { id: 'sunrise-2026' },
      set: { dj: 'Grace', room: 1 },
    });
    expect(index.get(shortCode('duck-club', 'Ada'))?.event.id).toBe('duck-club');
    expect(index.get(shortCode('sunrise-2026', 'Ada'))?.event.id).toBe('sunrise-2026');
    expect(index.get('00000000')).toBeUndefined();
  });

  it('leads to an act’s earliest set', () => {
    expect(buildLineupIndex([twice]).get(shortCode('twice', 'Ada'))?.set.start).toBe(at('20:00'));
  });
});
