import type { EventMeta, LineupResponse, LineupSet } from '@lineup/core';

// A small festival in Berlin time (UTC+2 in summer): Friday 31 July 2026 into Saturday.
// Beach plays all evening, Forest has a long break, Chill has no sets at all.

const BEGIN = '2026-07-31T18:00:00.000Z';

export function set(
  dj: string,
  room: number,
  start: string,
  end: string,
  extra: Partial<LineupSet> = {},
): LineupSet {
  const change = extra.change;
  return {
    dj,
    room,
    start,
    end,
    meta: [],
    s: dj.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    djAndChange: change && !change.startsWith('*') ? `${dj} (${change})` : dj,
    isMarkerSet: dj === '?',
    isItalic: dj === '?',
    partyName: 'Testfest',
    title: `${dj} @ ${['Beach', 'Forest', 'Chill'][room]}`,
    beginningSchedule: BEGIN,
    ...extra,
  };
}

export function meta(overrides: Partial<EventMeta> = {}): EventMeta {
  return {
    id: 'testfest',
    partyName: 'Testfest',
    prefix: 'festival',
    kind: 'demo',
    rooms: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
    stages: ['🌅 Beach', '🌲 Forest', '🌙 Chill'],
    stageUrls: ['beach', 'forest', 'chill'],
    emoticons: ['🌅', '🌲', '🌙'],
    roomImages: ['https://img.example/beach.webp', null, null],
    roomYouAreHereEmoticon: '📍',
    beginningSchedule: BEGIN,
    endSchedule: '2026-08-01T08:00:00.000Z',
    start: [],
    end: [],
    timeZone: 'Europe/Berlin',
    previousEvents: [],
    otherEvents: [],
    currentEvents: [{ key: '/event/testfest', value: 'Testfest' }],
    ...overrides,
  };
}

/** Beach: 20:00–22:00 Ada Lovelace, 22:00–00:00 Grace Hopper (b2b Linus), 00:00–02:00 Alan. */
export function lineup(overrides: Partial<LineupResponse> = {}): LineupResponse {
  const beach = [
    set('Ada Lovelace', 0, '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z', {
      meta: [
        { key: 'soundcloud', value: 'https://soundcloud.com/ada' },
        { key: 'instagram.Ada’s photos', value: 'https://instagram.com/ada' },
        { key: 'www', value: 'javascript:alert(1)' },
        { key: 'avatar.soundcloud', value: 'https://i1.sndcdn.com/ada.jpg' },
      ],
    }),
    set('Grace Hopper', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z', {
      change: 'b2b Linus',
    }),
    set('Alan Turing', 0, '2026-07-31T22:00:00.000Z', '2026-08-01T00:00:00.000Z', {
      change: '*Live with modular synths',
    }),
  ];
  const forest = [
    set('Katherine Johnson', 1, '2026-07-31T18:00:00.000Z', '2026-07-31T19:00:00.000Z'),
    set('?', 1, '2026-07-31T19:00:00.000Z', '2026-07-31T19:30:00.000Z'),
    set('Margaret Hamilton', 1, '2026-08-01T04:00:00.000Z', '2026-08-01T08:00:00.000Z'),
  ];
  return {
    hash: 'h1',
    meta: meta(),
    sets: [beach, forest, []],
    setCursors: [0, 0, 0],
    tracks: [[], [], []],
    latestTracks: [],
    ...overrides,
  };
}

/** Instants in the fixture, for fixed clocks. */
export const AT = {
  /** Friday 16:00 Berlin: before the party */
  before: new Date('2026-07-31T14:00:00.000Z'),
  /** Friday 23:00 Berlin: Grace Hopper plays on Beach */
  during: new Date('2026-07-31T21:00:00.000Z'),
  /** Sunday: all over */
  after: new Date('2026-08-02T10:00:00.000Z'),
};
