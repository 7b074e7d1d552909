// What fans get over HTTP when the events folder misbehaves: a moment when it cannot be listed
// keeps every event served (and /health says so); a file of 16,000 aliases loads without
// stalling anyone.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ events: ['sunrise-2026.yaml'], env: { EVENTS_POLL_MS: '200' } });
});
afterAll(() => server.dispose());

describe('an events folder that cannot be listed', () => {
  it('keeps serving every lineup, and /health reports it until it can be listed again', async () => {
    const aside = path.join(server.dir, 'events.aside');
    renameSync(server.eventsDir, aside);
    writeFileSync(server.eventsDir, 'a file where the folder was');
    try {
      const health = await eventually(async () => {
        const { response, body } = await getJson(`${server.url}/health`);
        return response.status === 503 ? body : undefined;
      }, 10_000);
      expect(health).toMatchObject({ ok: false, events: 1, db: true });
      expect(String(health.eventsFolder)).toMatch(/cannot be listed \(ENOTDIR\)/);
      expect(String(health.eventsFolder)).not.toContain(server.dir);
      const lineup = await fetch(`${server.url}/api/lineup/sunrise-2026`);
      expect(lineup.status).toBe(200);
    } finally {
      rmSync(server.eventsDir);
      renameSync(aside, server.eventsDir);
    }
    const back = await eventually(async () => {
      const { response, body } = await getJson(`${server.url}/health`);
      return response.status === 200 ? body : undefined;
    }, 10_000);
    expect(back).toEqual({ ok: true, events: 1, db: true, dbCheck: 'ok' });
  });
});

describe('a file of 16,000 aliases (64 KB)', () => {
  it('is loaded while the lineup of others keeps being answered', async () => {
    const aliases = Array.from({ length: 16_000 }, () => '*s').join(', ');
    const text = `id: aliases-2026
meta: {partyName: Aliases, timeZone: Europe/Berlin, rooms: [Main]}
x: &s {dj: Ada, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00}
sets: [${aliases}]
`;
    mkdirSync(server.eventsDir, { recursive: true });
    writeFileSync(path.join(server.eventsDir, 'aliases-2026.yaml'), text);
    let answered = 0;
    await eventually(async () => {
      const other = await fetch(`${server.url}/api/lineup/sunrise-2026`);
      if (other.status === 200) answered++;
      const loaded = await fetch(`${server.url}/api/lineup/aliases-2026`);
      return loaded.status === 200 ? true : undefined;
    }, 20_000);
    expect(answered).toBeGreaterThan(0);
  }, 30_000);
});
