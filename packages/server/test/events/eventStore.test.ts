// The event store on its own: validation reports and logs name file, line and rule.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock.ts';
import { EventStore } from '../../src/events/eventStore.ts';
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

describe('EventStore', () => {
  let tmp: ReturnType<typeof tempDir>;
  let store: EventStore;
  let lines: ReturnType<typeof recordingLog>['lines'];

  beforeEach(() => {
    tmp = tempDir();
    mkdirSync(path.join(tmp.dir, 'events'));
    const recorder = recordingLog();
    lines = recorder.lines;
    store = new EventStore({
      dataDir: tmp.dir,
      clock: fixedClock(new Date(TEST_NOW)),
      log: recorder.log,
      pollMs: 0,
    });
  });
  afterEach(() => {
    store.stop();
    tmp.remove();
  });

  it('loads yaml, yml and json files and ignores others', () => {
    writeFileSync(path.join(tmp.dir, 'events', 'a.yaml'), GOOD.replace('id: party', 'id: a'));
    writeFileSync(path.join(tmp.dir, 'events', 'b.yml'), GOOD.replace('id: party', 'id: b'));
    writeFileSync(
      path.join(tmp.dir, 'events', 'c.json'),
      JSON.stringify({ id: 'c', meta: { partyName: 'C', timeZone: 'UTC', rooms: ['Main'] } }),
    );
    writeFileSync(path.join(tmp.dir, 'events', 'notes.txt'), 'not an event');
    store.start();
    expect(store.events.map((e) => e.id).sort()).toEqual(['a', 'b', 'c']);
    expect(store.reports.map((r) => r.file).sort()).toEqual([
      'events/a.yaml',
      'events/b.yml',
      'events/c.json',
    ]);
  });

  it('reports a broken file with file, line and rule, and keeps the last good event', () => {
    const file = path.join(tmp.dir, 'events', 'party.yaml');
    writeFileSync(file, GOOD);
    store.start();
    const version = store.version;
    writeFileSync(file, `${GOOD}meta: {rooms: nope}\n`.replace('rooms: [Main]}', 'rooms: 7}'));
    store.scan();
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

  it('serves one event per id: a second file with the same id is reported, not served', () => {
    writeFileSync(path.join(tmp.dir, 'events', 'a.yaml'), GOOD);
    writeFileSync(path.join(tmp.dir, 'events', 'b.yaml'), GOOD.replace('Party', 'Other'));
    store.start();
    expect(store.events).toHaveLength(1);
    expect(store.events[0]?.meta.partyName).toBe('Party');
    const duplicate = store.reports.find((r) => r.file === 'events/b.yaml');
    expect(duplicate?.errors.map((d) => d.rule)).toContain('id.duplicate');
  });

  it('drops the event of a deleted file and starts without an events folder', () => {
    const file = path.join(tmp.dir, 'events', 'party.yaml');
    writeFileSync(file, GOOD);
    store.start();
    rmSync(file);
    store.scan();
    expect(store.events).toEqual([]);
    rmSync(path.join(tmp.dir, 'events'), { recursive: true });
    store.scan();
    expect(store.events).toEqual([]);
  });
});
