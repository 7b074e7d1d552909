// A re-import into an event that exists: the spreadsheet's sets and stages, the event's own
// meta, and each act's links and pictures kept where the spreadsheet brings none of that kind.
import { parseEventFile } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import type { DraftEvent } from '../../src/organiser/draft.ts';
import { eventFields, reimport } from '../../src/publishing/reimport.ts';

const BASE = `id: lisbon
listedFrom: 2026-07-01
meta:
  partyName: Lisbon Nights
  timeZone: Europe/Lisbon
  rooms: ["🌊 Rio", Palco]
  emoticons: ["🌊", "🎤"]
  roomImages: [null, "https://example.org/palco.jpg"]
sets:
  - dj: Ana Moura
    room: 1
    start: 2026-07-30T22:00
    end: 2026-07-30T23:30
    meta:
      - soundcloud: https://soundcloud.com/ana
      - avatarDefault: https://example.org/ana.jpg
`;

const imported: DraftEvent = {
  id: 'lisbon',
  meta: { partyName: 'lisbon', timeZone: 'Europe/Lisbon', rooms: ['PALCO', 'Praia'] },
  sets: [
    {
      dj: 'ana  moura',
      room: 0,
      start: '2026-07-30T21:00:00.000Z',
      end: '2026-07-30T22:30:00.000Z',
      meta: [{ key: 'soundcloud', value: 'https://soundcloud.com/ana-new' }],
    },
    {
      dj: 'Dino',
      room: 1,
      start: '2026-07-30T22:00:00.000Z',
      end: '2026-07-30T23:00:00.000Z',
      meta: [],
    },
  ],
};

const NOW = new Date('2026-07-01T00:00:00Z');
const read = (text: string | null) => parseEventFile(text!, 'x.yaml', { now: NOW }).event!;

describe('reimport', () => {
  const { text, metaChanges } = reimport(eventFields(BASE)!, imported, [], {}, NOW);
  const event = read(text);

  it('keeps the name and every stage of the event with its picture and emoticon; adds the new stage', () => {
    expect(event.meta.partyName).toBe('Lisbon Nights');
    expect(event.meta.rooms).toEqual(['🌊 Rio', 'Palco', 'Praia']);
    expect(event.meta.roomImages).toEqual([null, 'https://example.org/palco.jpg', null]);
    expect(event.meta.emoticons.slice(0, 2)).toEqual(['🌊', '🎤']);
    expect(event.listedFrom).toBe('2026-06-30T23:00:00.000Z');
    // PALCO's set is on the event's Palco
    expect(event.sets.map((s) => [s.dj, event.meta.rooms[s.room]])).toEqual([
      ['ana  moura', 'Palco'],
      ['Dino', 'Praia'],
    ]);
  });

  it("keeps an act's picture; the spreadsheet's link wins over the old one of its kind", () => {
    expect(event.sets[0]!.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ana-new' },
      { key: 'avatarDefault', value: 'https://example.org/ana.jpg' },
    ]);
    expect(event.sets[1]!.meta).toEqual([]);
  });

  it('names no meta change for a stage added (the diff lists those)', () => {
    expect(metaChanges).toEqual([]);
  });
});

describe('reimport into an event with a set typed by hand and a misspelt stage', () => {
  const base = `id: lake
meta:
  partyName: Lake Days
  timeZone: Europe/Berlin
  rooms: ["🌊 Seeufer", Wald]
  emoticons: ["🌊", "🌲"]
sets:
  - {dj: Hand Typed, room: 1, start: 2026-08-14T20:00, end: 2026-08-14T21:00}
  - {dj: Alpha, room: 0, start: 2026-08-14T21:00, end: 2026-08-14T22:00}
`;
  const file: DraftEvent = {
    id: 'lake',
    meta: { partyName: 'lake', timeZone: 'Europe/Berlin', rooms: ['Sesufer', 'wald'] },
    sets: [
      {
        dj: 'Alpha',
        room: 0,
        start: '2026-08-14T19:30:00.000Z',
        end: '2026-08-14T20:30:00.000Z',
        meta: [],
      },
      {
        dj: 'Beta',
        room: 1,
        start: '2026-08-14T20:00:00.000Z',
        end: '2026-08-14T21:00:00.000Z',
        meta: [],
      },
    ],
  };

  it('asks first: the near stage with its suggestion, the set the file does not have', () => {
    const asked = reimport(eventFields(base)!, file, [], null, NOW);
    expect(asked.text).toBeNull();
    expect(asked.questions.stages).toEqual([
      { file: 'Sesufer', kind: 'near', stage: 0, sets: 1 },
      { file: 'wald', kind: 'same', stage: 1, sets: 1 },
    ]);
    expect(asked.questions.others).toEqual({
      count: 1,
      examples: [{ dj: 'Hand Typed', stage: 'Wald', start: '2026-08-14T20:00' }],
    });
  });

  it.each([
    [
      'keep',
      { stages: { Sesufer: '🌊 Seeufer' }, others: 'keep' },
      ['🌊 Seeufer', 'Wald'],
      [
        ['Hand Typed', 'Wald'],
        ['Alpha', '🌊 Seeufer'],
        ['Beta', 'Wald'],
      ],
    ],
    [
      'remove, new stage',
      { stages: { Sesufer: null }, others: 'remove' },
      ['🌊 Seeufer', 'Wald', 'Sesufer'],
      [
        ['Alpha', 'Sesufer'],
        ['Beta', 'Wald'],
      ],
    ],
  ] as const)('answered (%s): does as chosen, the emoticons stay', (_, choices, rooms, sets) => {
    const event = read(reimport(eventFields(base)!, file, [], choices as never, NOW).text);
    expect(event.meta.rooms).toEqual(rooms);
    expect(event.meta.emoticons.slice(0, 2)).toEqual(['🌊', '🌲']);
    expect(event.sets.map((s) => [s.dj, event.meta.rooms[s.room]])).toEqual(sets);
  });
});
