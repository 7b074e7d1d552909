// Event files change while the server runs (DESIGN §4, issue 3 §2): a saved change is served
// within 5 s with a new hash; a broken file keeps its last good version; time moves cursors.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { eventually, getJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';

const SERVED_WITHIN_MS = 5000;

async function lineup(server: TestServer, id: string) {
  const { response, body } = await getJson(`${server.url}/api/lineup/${id}`);
  return { status: response.status, lineup: body as unknown as LineupResponse };
}

/**
 * Renames the act of duck-night.json (nothing other events show) and waits until it is
 * served: the scan that saw it also saw every earlier write.
 */
async function touchDuckAndWait(server: TestServer, dj: string) {
  const file = path.join(server.eventsDir, 'duck-night.json');
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.sets[0].dj = dj;
  writeFileSync(file, JSON.stringify(data));
  await eventually(async () => {
    const { lineup: duck } = await lineup(server, 'duck-night');
    return duck.sets[0]?.[0]?.dj === dj ? true : undefined;
  }, SERVED_WITHIN_MS);
}

describe('a running server and its event files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.dispose());

  it('serves a saved change within 5 seconds, with a new hash', async () => {
    const before = await lineup(server, 'sunrise-2026');
    const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
    const text = readFileSync(file, 'utf8').replace(
      'tracks:',
      `  - dj: Late Addition
    room: 1
    start: 2026-07-31T03:00
    end: 2026-07-31T05:00
tracks:`,
    );
    writeFileSync(file, text);
    const after = await eventually(async () => {
      const now = await lineup(server, 'sunrise-2026');
      return now.lineup.hash !== before.lineup.hash ? now : undefined;
    }, SERVED_WITHIN_MS);
    expect(after.lineup.sets[1]?.map((s) => s.dj)).toContain('Late Addition');
    const fetched = await fetch(`${server.url}/api/lineup/sunrise-2026`, {
      headers: { 'if-none-match': `"${before.lineup.hash}"` },
    });
    expect(fetched.status).toBe(200);
  });

  it('keeps serving the last good version of a file that breaks', async () => {
    const before = await lineup(server, 'sunrise-2026');
    const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace('rooms: ["🌅 Beach", "🌲 Forest"]', 'rooms: [unclosed'));
    await touchDuckAndWait(server, 'Quack after the break');
    const during = await lineup(server, 'sunrise-2026');
    expect(during.status).toBe(200);
    expect(during.lineup.hash).toBe(before.lineup.hash);
    // the alias of the broken file keeps working too
    const alias = await fetch(`${server.url}/api/lineup/sunrise`, { redirect: 'manual' });
    expect(alias.status).toBe(308);
  });

  it('does not serve a file that never loaded, and serves it once fixed', async () => {
    const file = path.join(server.eventsDir, 'new-party.yaml');
    writeFileSync(file, 'id: new-party\nmeta: {partyName: New, timeZone: Europe/Berlin}\n');
    await touchDuckAndWait(server, 'Quack after the new file');
    expect((await lineup(server, 'new-party')).status).toBe(404);
    writeFileSync(
      file,
      'id: new-party\nmeta: {partyName: New, prefix: festival, kind: bunny, timeZone: Europe/Berlin, rooms: [Main]}\nsets: []\n',
    );
    const fixed = await eventually(async () => {
      const now = await lineup(server, 'new-party');
      return now.status === 200 ? now : undefined;
    }, SERVED_WITHIN_MS);
    expect(fixed.lineup.meta.partyName).toBe('New');
  });

  it('still answers health while files are broken', async () => {
    const { response, body } = await getJson(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(body.ok).toBe(true);
  });
});

describe('a response that moves with time', () => {
  it('rebuilds when a set ends: new cursors and a new hash', async () => {
    const clock = manualClock(new Date(TEST_NOW));
    const server = await startServer({ clock });
    try {
      const at23 = await lineup(server, 'sunrise-2026');
      expect(at23.lineup.setCursors).toEqual([0, 0]);
      // 00:30 in Berlin: Ada (22–00) is over
      clock.set(new Date('2026-07-30T22:30:00Z'));
      const after = await lineup(server, 'sunrise-2026');
      expect(after.lineup.setCursors).toEqual([1, 0]);
      expect(after.lineup.hash).not.toBe(at23.lineup.hash);
      // a minute later nothing ended: same hash
      clock.set(new Date('2026-07-30T22:31:00Z'));
      expect((await lineup(server, 'sunrise-2026')).lineup.hash).toBe(after.lineup.hash);
    } finally {
      await server.dispose();
    }
  });
});
