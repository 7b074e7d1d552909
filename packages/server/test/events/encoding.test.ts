// The server's loader reads an event file saved in Windows-1252 (or UTF-16) as its letters,
// not as U+FFFD, and says in the file's report how it read it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock.ts';
import { EventStore } from '../../src/events/eventStore.ts';
import { TEST_NOW } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const EVENT = `id: cafe
meta: {partyName: Café Müller, timeZone: Europe/Berlin, rooms: [Bühne]}
sets:
  - {dj: Ádám Señor, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;
const silent = { error() {}, warn() {}, info() {}, debug() {}, child: () => silent };

describe('EventStore: file encodings', () => {
  const tmp = tempDir();
  afterEach(() => tmp.remove());

  it.each([
    ['Windows-1252', Buffer.from(EVENT, 'latin1'), /read as Windows-1252/],
    [
      'UTF-16 with BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(EVENT, 'utf16le')]),
      null,
    ],
  ])('loads a file saved in %s with its accented letters', async (_name, bytes, warning) => {
    mkdirSync(path.join(tmp.dir, 'events'), { recursive: true });
    writeFileSync(path.join(tmp.dir, 'events', 'cafe.yaml'), bytes);
    const store = new EventStore({
      dataDir: tmp.dir,
      clock: fixedClock(new Date(TEST_NOW)),
      log: silent as unknown as FastifyBaseLogger,
      pollMs: 0,
      settleMs: 0,
    });
    await store.start();
    store.stop();
    const [event] = store.events;
    expect(event?.meta.partyName).toBe('Café Müller');
    expect(event?.meta.rooms).toEqual(['Bühne']);
    expect(event?.sets[0]?.dj).toBe('Ádám Señor');
    const encoding = store.reports[0]?.warnings.find((w) => w.rule === 'file.encoding');
    if (warning) expect(encoding?.message).toMatch(warning);
    else expect(encoding).toBeUndefined();
  });
});
