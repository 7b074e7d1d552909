// Two server instances on one database (SQLite file, PostgreSQL): a report made through one
// is in the other's queue, and two moderators accepting it at once, one on each instance,
// make exactly one new version: one is told the report was taken.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { bearer, eventText, OPERATOR, publish } from '../publishing/helpers.ts';
import { addModerator, decide, newDevice, queue, report } from './reportHelpers.ts';

const EVENT = 'club-night';
const AT_2330 = '2026-07-30T21:30:00.000Z';

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('reports on two instances of %s', (_name, postgres) => {
  let db: TestDatabase | null = null;
  let shared: { dir: string; remove(): void } | null = null;
  let one: TestServer;
  let two: TestServer;
  let moderator: string;

  beforeAll(async () => {
    if (postgres && !PG_TEST_URL) return;
    let url: string;
    if (postgres) {
      db = await freshDatabase();
      url = db.url;
    } else {
      shared = tempDir();
      url = `sqlite:${path.join(shared.dir, 'lineup.db')}`;
    }
    const env = { ORGANISER_TOKEN: OPERATOR, DATABASE_URL: url, PUBLISH_POLL_MS: '200' };
    one = await startServer({ env });
    two = await startServer({ env });
    expect((await publish(one.url, OPERATOR, EVENT, eventText(EVENT))).response.status).toBe(201);
    moderator = (await addModerator(url, [EVENT], 'Moderator Two')).token;
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await db?.drop();
    shared?.remove();
  });

  it.skipIf(postgres && !PG_TEST_URL)(
    'a report made on A is in B’s queue; two accepts at once make one version',
    async () => {
      // B serves the published event too (NOTIFY or the poll)
      await expect
        .poll(async () => (await getJson(`${two.url}/api/lineup/${EVENT}`)).response.status, {
          timeout: 15_000,
        })
        .toBe(200);
      const made = await report(one.url, EVENT, newDevice(), {
        kind: 'playing',
        stage: 0,
        start: AT_2330,
        dj: 'Surprise Guest',
      });
      expect(made.response.status).toBe(201);
      const id = String(made.body.id);
      // an identical report through B merges into the same one
      const merged = await report(two.url, EVENT, newDevice(), {
        kind: 'playing',
        stage: 0,
        start: AT_2330,
        dj: 'SURPRISE GUEST',
      });
      expect(merged.body.id).toBe(id);
      const { body } = await queue(two.url, EVENT, moderator);
      expect(body.reports).toMatchObject([{ id, count: 2 }]);

      const [a, b] = await Promise.all([
        decide(one.url, EVENT, id, OPERATOR, 'accept', { overlaps: 'shorten' }),
        decide(two.url, EVENT, id, moderator, 'accept', { overlaps: 'shorten' }),
      ]);
      expect([a.response.status, b.response.status].sort()).toEqual([200, 409]);
      const loser = a.response.status === 409 ? a : b;
      expect(String(loser.body.error)).toMatch(/This report was (taken|accepted) by/);
      const versions = await getJson(`${one.url}/api/organiser/events/${EVENT}/versions`, {
        headers: bearer(OPERATOR),
      });
      expect((versions.body.versions as { version: number }[]).map((v) => v.version)).toEqual([
        2, 1,
      ]);
    },
  );

  it.skipIf(postgres && !PG_TEST_URL)(
    'reports sent at once to both instances: a phone gets its 20 an hour, identical ones merge into one',
    async () => {
      // a phone sending 26 reports at once, half through each instance: 20 taken, 6 refused
      const phone = newDevice();
      const sent = await Promise.all(
        Array.from({ length: 26 }, (_, i) =>
          report(i % 2 === 0 ? one.url : two.url, EVENT, phone, {
            kind: 'playing',
            stage: 1,
            start: AT_2330,
            dj: `Burst ${i}`,
          }),
        ),
      );
      const statuses = sent.map((s) => s.response.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(6);
      const refused = sent.find((s) => s.response.status === 429);
      expect(String(refused?.body.error)).toContain('This phone sent 20 reports in the last hour');

      // twelve phones reporting the same act at once: one report, counted twelve times
      const same = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          report(i % 2 === 0 ? one.url : two.url, EVENT, newDevice(), {
            kind: 'playing',
            stage: 1,
            start: AT_2330,
            dj: 'Crowd Favourite',
          }),
        ),
      );
      expect(new Set(same.map((s) => s.body.id)).size).toBe(1);
      expect(same.map((s) => s.response.status).sort()).toEqual(Array(12).fill(201));
      const { body } = await queue(one.url, EVENT, moderator);
      expect(body.reports).toContainEqual(
        expect.objectContaining({ id: same[0]?.body.id, count: 12 }),
      );
    },
  );

  it.skipIf(postgres && !PG_TEST_URL)(
    'the trust rule on: three phones at once on both instances make one version, marked for fans',
    async () => {
      const on = await fetch(`${one.url}/api/organiser/events/${EVENT}/reports/settings`, {
        method: 'PUT',
        headers: { ...bearer(OPERATOR), 'content-type': 'application/json' },
        body: JSON.stringify({ on: true }),
      });
      expect(on.status).toBe(200);
      // 00:30 in Berlin: the Garden has no set after midnight
      const sent = await Promise.all(
        ['Night Owl', 'NIGHT OWL', ' night owl'].map((dj, i) =>
          report(i % 2 === 0 ? one.url : two.url, EVENT, newDevice(), {
            kind: 'playing',
            stage: 1,
            start: '2026-07-30T22:30:00.000Z',
            dj,
          }),
        ),
      );
      expect(sent.map((s) => s.response.status)).toEqual([201, 201, 201]);
      const versions = await getJson(`${one.url}/api/organiser/events/${EVENT}/versions`, {
        headers: bearer(OPERATOR),
      });
      expect((versions.body.versions as { version: number }[]).map((v) => v.version)).toEqual([
        3, 2, 1,
      ]);
      await expect
        .poll(
          async () =>
            (
              (await getJson(`${two.url}/api/lineup/${EVENT}`)).body as {
                sets: { djAndChange: string }[][];
              }
            ).sets[1]?.map((s) => s.djAndChange.toLowerCase()),
          { timeout: 15_000 },
        )
        // the spelling of whichever phone's report was stored first
        .toEqual(['garden set', 'night owl (reported by fans)']);
    },
  );
});
