// The event store on its own: validation reports and logs name file, line and rule; a save in
// progress, a newcomer with a live id, a folder that cannot be listed or a file far too large
// never change what fans are served.
import {
  closeSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock.ts';
import { EventStore, type EventStoreOptions } from '../../src/events/eventStore.ts';
import { TEST_NOW } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const GOOD = `id: party
meta: {partyName: Party, prefix: festival, kind: bunny, timeZone: Europe/Berlin, rooms: [Main]}
sets:
  - {dj: Ada, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
`;

function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      lines.push({ level, fields, message });
  const log = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** makes a file look saved long ago (settled) */
function age(file: string) {
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
}

describe('EventStore', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: EventStore;
  let lines: ReturnType<typeof recordingLog>['lines'];
  const events = (name: string) => path.join(tmp.dir, 'events', name);
  const open = (options: Partial<EventStoreOptions> = {}) => {
    store.stop();
    store = new EventStore({ ...base(), ...options });
    return store;
  };
  const base = (): EventStoreOptions => {
    const recorder = recordingLog();
    lines = recorder.lines;
    return {
      dataDir: tmp.dir,
      clock: fixedClock(new Date(TEST_NOW)),
      log: recorder.log,
      pollMs: 0,
      settleMs: 0,
    };
  };

  beforeEach(() => {
    tmp = tempDir();
    mkdirSync(path.join(tmp.dir, 'events'));
    store = new EventStore(base());
  });
  afterEach(() => {
    store.stop();
    tmp.remove();
  });

  it('loads yaml, yml and json files and ignores others', async () => {
    writeFileSync(events('a.yaml'), GOOD.replace('id: party', 'id: a'));
    writeFileSync(events('b.yml'), GOOD.replace('id: party', 'id: b'));
    writeFileSync(
      events('c.json'),
      JSON.stringify({ id: 'c', meta: { partyName: 'C', timeZone: 'UTC', rooms: ['Main'] } }),
    );
    writeFileSync(events('notes.txt'), 'not an event');
    await store.start();
    expect(store.events.map((e) => e.id).sort()).toEqual(['a', 'b', 'c']);
    expect(store.reports.map((r) => r.file).sort()).toEqual([
      'events/a.yaml',
      'events/b.yml',
      'events/c.json',
    ]);
  });

  it('reports a broken file with file, line and rule, and keeps the last good event', async () => {
    const file = events('party.yaml');
    writeFileSync(file, GOOD);
    await store.start();
    const version = store.version;
    writeFileSync(file, `${GOOD}meta: {rooms: nope}\n`.replace('rooms: [Main]}', 'rooms: 7}'));
    await store.scan();
    expect(store.events.map((e) => e.id)).toEqual(['party']);
    const [report] = store.reports;
    expect(report).toMatchObject({
      file: 'events/party.yaml',
      ok: false,
      eventId: 'party',
      stale: true,
    });
    expect(report!.errors.length).toBeGreaterThan(0);
    expect(report!.errors[0]).toMatchObject({ path: 'events/party.yaml' });
    expect(typeof report!.errors[0]!.line).toBe('number');
    const logged = lines.find((l) => l.level === 'error' && l.fields.rule !== undefined);
    expect(logged?.fields).toMatchObject({ file: 'events/party.yaml' });
    expect(typeof logged?.fields.line).toBe('number');
    expect(store.version).toBe(version);
  });

  it('serves one event per id: a second file with the same id is reported, not served', async () => {
    writeFileSync(events('a.yaml'), GOOD);
    writeFileSync(events('b.yaml'), GOOD.replace('Party', 'Other'));
    await store.start();
    expect(store.events).toHaveLength(1);
    expect(store.events[0]?.meta.partyName).toBe('Party');
    const duplicate = store.reports.find((r) => r.file === 'events/b.yaml');
    expect(duplicate?.errors.map((d) => d.rule)).toContain('id.duplicate');
  });

  it('keeps a live event id with its file when a new file whose name sorts first claims it', async () => {
    writeFileSync(events('party.yaml'), GOOD);
    await store.start();
    writeFileSync(events('0-copy.yaml'), GOOD.replace('Party', 'Impostor'));
    await store.scan();
    expect(store.events.map((e) => e.meta.partyName)).toEqual(['Party']);
    const newcomer = store.reports.find((r) => r.file === 'events/0-copy.yaml');
    expect(newcomer).toMatchObject({ ok: false, eventId: null });
    expect(newcomer?.errors.map((d) => d.rule)).toContain('id.duplicate');
    // once the holder is gone, the other file serves the id
    rmSync(events('party.yaml'));
    await store.scan();
    expect(store.events.map((e) => e.meta.partyName)).toEqual(['Impostor']);
    expect(store.reports[0]).toMatchObject({ ok: true, eventId: 'party', errors: [] });
  });

  it('drops the event of a deleted file and starts without an events folder', async () => {
    const file = events('party.yaml');
    writeFileSync(file, GOOD);
    await store.start();
    rmSync(file);
    await store.scan();
    expect(store.events).toEqual([]);
    store.stop();
    rmSync(path.join(tmp.dir, 'events'), { recursive: true });
    store = new EventStore(base());
    await store.start();
    expect(store.events).toEqual([]);
  });

  it('keeps serving every event while the folder cannot be listed, and says why', async () => {
    writeFileSync(events('party.yaml'), GOOD);
    await store.start();
    expect(store.listingError).toBeNull();
    // the folder replaced by a file for a moment: reading it as a folder fails (ENOTDIR)
    const folder = path.join(tmp.dir, 'events');
    const aside = path.join(tmp.dir, 'events.aside');
    rmSync(aside, { recursive: true, force: true });
    renameSync(folder, aside);
    writeFileSync(folder, 'not a folder');
    await store.scan();
    expect(store.events.map((e) => e.id)).toEqual(['party']);
    expect(store.listingError?.message).toMatch(/cannot be listed \(ENOTDIR\)/);
    rmSync(folder);
    renameSync(aside, folder);
    await store.scan();
    expect(store.listingError).toBeNull();
    expect(store.events.map((e) => e.id)).toEqual(['party']);
  });

  it('does not load a file that is still being written, and loads it once it is stable', async () => {
    writeFileSync(events('party.yaml'), GOOD);
    age(events('party.yaml'));
    store = open({ settleMs: 60_000 });
    await store.start();
    expect(store.events[0]?.sets).toHaveLength(1);
    // a non-atomic save: the first part of the new version, cut at a line boundary, is itself
    // a valid lineup with fewer sets
    const full = `${GOOD}  - {dj: Grace, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00}\n`;
    writeFileSync(events('party.yaml'), GOOD.split('\n').slice(0, 3).join('\n'));
    await store.scan();
    expect(store.events[0]?.sets.map((s) => s.dj)).toEqual(['Ada']);
    writeFileSync(events('party.yaml'), full);
    await store.scan();
    expect(store.events[0]?.sets.map((s) => s.dj)).toEqual(['Ada']);
    // unchanged for the settle time (here: saved long ago)
    age(events('party.yaml'));
    await store.scan();
    expect(store.events[0]?.sets.map((s) => s.dj)).toEqual(['Ada', 'Grace']);
  });

  it('refuses a file far larger than a lineup without reading it', async () => {
    const file = events('huge.yaml');
    // 3 GB, sparse: reading it whole would fail (or fill the memory) before any check
    const fd = openSync(file, 'w');
    closeSync(fd);
    truncateSync(file, 3 * 1024 ** 3);
    await store.start();
    const [report] = store.reports;
    expect(report?.errors).toEqual([expect.objectContaining({ rule: 'file.size', line: 1 })]);
    expect(report?.errors[0]?.message).toMatch(/larger than 5,000,000 bytes/);
  });
});
