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

describe('reimport', () => {
  const { text, metaChanges } = reimport(eventFields(BASE)!, imported, []);
  const event = parseEventFile(text, 'x.yaml', { now: new Date('2026-07-01T00:00:00Z') }).event!;

  it('keeps the name and the matched stage with its picture; adds the new stage; drops the unused one', () => {
    expect(event.meta.partyName).toBe('Lisbon Nights');
    expect(event.meta.rooms).toEqual(['Palco', 'Praia']);
    expect(event.meta.roomImages).toEqual(['https://example.org/palco.jpg', null]);
    expect(event.meta.emoticons[0]).toBe('🎤');
    expect(event.listedFrom).toBe('2026-06-30T23:00:00.000Z');
  });

  it("keeps an act's picture; the spreadsheet's link wins over the old one of its kind", () => {
    expect(event.sets[0]!.meta).toEqual([
      { key: 'soundcloud', value: 'https://soundcloud.com/ana-new' },
      { key: 'avatarDefault', value: 'https://example.org/ana.jpg' },
    ]);
    expect(event.sets[1]!.meta).toEqual([]);
  });

  it('names no meta change for stages that only moved or went (the diff lists those)', () => {
    expect(metaChanges).toEqual([]);
  });
});
