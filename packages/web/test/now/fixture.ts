import type { EventMeta, LineupResponse, LineupSet } from '@lineup/core';

// A festival in Berlin (UTC+2 in summer), Friday 31 July 2026 into Saturday.

export function act(
  dj: string,
  room: number,
  start: string,
  end: string,
  extra: Partial<LineupSet> = {},
): LineupSet {
  return {
    dj,
    room,
    start,
    end,
    meta: [],
    s: dj.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    djAndChange: dj,
    isMarkerSet: dj === '?',
    isItalic: dj === '?',
    partyName: 'Nowfest',
    title: `${dj} @ ${room}`,
    beginningSchedule: '2026-07-31T16:00:00.000Z',
    ...extra,
  };
}

export function nowMeta(overrides: Partial<EventMeta> = {}): EventMeta {
  const rooms = ['🌅 Beach', '🌲 Forest', '🏭 Warehouse', '🪩 Disco', '🌙 Chill', '🎪 Tent'];
  return {
    id: 'nowfest',
    partyName: 'Nowfest',
    prefix: 'festival',
    kind: 'bunny',
    rooms,
    stages: rooms,
    stageUrls: ['beach', 'forest', 'warehouse', 'disco', 'chill', 'tent'],
    emoticons: ['🌅', '🌲', '🏭', '🪩', '🌙', '🎪'],
    roomImages: rooms.map(() => null),
    roomYouAreHereEmoticon: '📍',
    beginningSchedule: '2026-07-31T16:00:00.000Z',
    endSchedule: '2026-08-01T20:00:00.000Z',
    start: [],
    end: [],
    timeZone: 'Europe/Berlin',
    previousEvents: [],
    otherEvents: [],
    currentEvents: [{ key: '/event/nowfest', value: 'Nowfest' }],
    ...overrides,
  };
}

/** Friday 23:00 in Berlin. */
export const NOW = new Date('2026-07-31T21:00:00.000Z');

/**
 * At NOW: Beach plays Ada (since 22:00) then Grace at 00:00; Forest's Kim ends at 23:03 and
 * the room closes; Warehouse is in a 30 min pause before Lin at 23:30; Disco opens Saturday
 * 18:00 with Mo; Chill closed after its last set; Tent has no sets.
 */
export function nowLineup(overrides: Partial<LineupResponse> = {}): LineupResponse {
  const sets = [
    [
      act('Ada', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z', {
        meta: [
          { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
          { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/avatars-ada-large.jpg' },
        ],
      }),
      act('Grace', 0, '2026-07-31T22:00:00.000Z', '2026-08-01T00:00:00.000Z'),
    ],
    [act('Kim', 1, '2026-07-31T19:00:00.000Z', '2026-07-31T21:03:00.000Z')],
    [
      act('Jo', 2, '2026-07-31T19:00:00.000Z', '2026-07-31T20:30:00.000Z'),
      act('Lin', 2, '2026-07-31T21:30:00.000Z', '2026-07-31T23:00:00.000Z'),
    ],
    [act('Mo', 3, '2026-08-01T16:00:00.000Z', '2026-08-01T18:00:00.000Z')],
    [act('Sam', 4, '2026-07-31T16:00:00.000Z', '2026-07-31T18:00:00.000Z')],
    [],
  ];
  return {
    hash: 'h-now',
    meta: nowMeta(),
    sets,
    setCursors: sets.map(() => 0),
    tracks: sets.map(() => []),
    latestTracks: [],
    ...overrides,
  };
}
