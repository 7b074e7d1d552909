// Renaming one event rebuilds only what shows that event (issue 38, item 7): a rename changed
// the directory (what events show of each other), which threw away every event's cached
// exports and made the push sender build every event's lineup again, on the fans' thread
// (fans' p99 448 ms during a publish that renames, 94 ms when the name stays). Exports and the
// push lineups show no other event, so they are now kept per event object. The lineup answers
// list every event's name (meta.otherEvents): each keeps its own part (sets, tracks, its meta,
// built, hashed and compressed once per version of its event) and only the small part that
// shows the others is built and appended again, in every coding.
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parseEventFile } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineupBuilds, lineupOwnBuilds } from '../../src/events/lineupCache.ts';
import { exportBuilds } from '../../src/export/exportCache.ts';
import { LineupsOf, pushLineupBuilds } from '../../src/push/reminders.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { eventText, OPERATOR, publish } from '../publishing/helpers.ts';

const NOW = new Date('2026-07-30T20:00:00Z');
const loaded = (id: string, name: string) =>
  parseEventFile(
    eventText(id).replace(`partyName: Club ${id}`, `partyName: ${name}`),
    `${id}.yaml`,
    {
      now: NOW,
    },
  ).event!;

describe('the push lineups', () => {
  it('rebuild the renamed event only', () => {
    const source = { events: [loaded('a-night', 'A'), loaded('b-night', 'B')], version: 1 };
    const lineups = new LineupsOf(source);
    expect(lineups.all(NOW).map((l) => l.meta.partyName)).toEqual(['A', 'B']);
    const a = pushLineupBuilds.get('a-night');
    const b = pushLineupBuilds.get('b-night');
    source.events = [loaded('a-night', 'A renamed'), source.events[1]!];
    source.version = 2;
    expect(lineups.get('a-night', NOW)?.meta.partyName).toBe('A renamed');
    expect(pushLineupBuilds.get('a-night')).toBe((a ?? 0) + 1);
    expect(pushLineupBuilds.get('b-night')).toBe(b);
  });
});

describe('a published rename', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
    expect(
      (await publish(server.url, OPERATOR, 'club-night', eventText('club-night'))).response.status,
    ).toBe(201);
  });
  afterAll(() => server.dispose());

  it("keeps another event's exports and changes its lineup's list of events", async () => {
    const exported = async () =>
      (await fetch(`${server.url}/api/export/sunrise-2026/schedule.json`)).text();
    const before = await exported();
    const built = exportBuilds.get('sunrise-2026 json');
    const renamed = eventText('club-night').replace(
      'partyName: Club club-night',
      'partyName: Club Renamed',
    );
    expect((await publish(server.url, OPERATOR, 'club-night', renamed)).response.status).toBe(201);

    const { body } = await getJson(`${server.url}/api/lineup/sunrise-2026`);
    const names = (body.meta as { otherEvents: { name?: string; title?: string }[] }).otherEvents;
    expect(JSON.stringify(names)).toContain('Club Renamed');
    expect(await exported()).toBe(before);
    expect(exportBuilds.get('sunrise-2026 json')).toBe(built);
  });

  it("appends the new name to another event's answer without building its sets again", async () => {
    // the bytes as sent (fetch would decode them)
    const answer = (encoding: string) =>
      new Promise<{ etag: string | undefined; bytes: Buffer }>((resolve, reject) => {
        get(
          `${server.url}/api/lineup/sunrise-2026`,
          { headers: { 'accept-encoding': encoding } },
          (response) => {
            expect(response.headers['content-encoding'] ?? 'identity').toBe(encoding);
            const chunks: Buffer[] = [];
            response.on('data', (c: Buffer) => chunks.push(c));
            response.on('end', () =>
              resolve({ etag: response.headers.etag, bytes: Buffer.concat(chunks) }),
            );
          },
        ).on('error', reject);
      });
    const plain = await answer('identity');
    const own = lineupOwnBuilds.get('sunrise-2026') ?? 0;
    const built = lineupBuilds.get('sunrise-2026') ?? 0;
    expect(own).toBeGreaterThan(0);

    const renamed = eventText('club-night').replace(
      'partyName: Club club-night',
      'partyName: Club Renamed Again',
    );
    expect((await publish(server.url, OPERATOR, 'club-night', renamed)).response.status).toBe(201);
    const after = await answer('identity');
    expect(after.etag).not.toBe(plain.etag);
    const body = JSON.parse(after.bytes.toString('utf8'));
    expect(JSON.stringify(body.meta.otherEvents)).toContain('Club Renamed Again');
    expect(body.sets).toEqual(JSON.parse(plain.bytes.toString('utf8')).sets);
    expect(lineupBuilds.get('sunrise-2026')).toBe(built + 1);
    expect(lineupOwnBuilds.get('sunrise-2026')).toBe(own);

    // the compressed answers (the own part compressed before the rename, the rest after) are
    // the same JSON, under the same ETag
    const br = await answer('br');
    const gzip = await answer('gzip');
    expect(brotliDecompressSync(br.bytes).equals(after.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(after.bytes)).toBe(true);
    expect([br.etag, gzip.etag]).toEqual([after.etag, after.etag]);
  });
});
