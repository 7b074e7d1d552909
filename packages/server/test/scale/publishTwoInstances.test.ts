// Publishing with two instances on one PostgreSQL (issue 14): a version published through one
// is served by the other within 5 s, through LISTEN/NOTIFY (the slow poll is set far beyond
// the test here), and with the slow poll alone when the notification is lost.
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, query, type TestDatabase } from '../helpers/pg.ts';
import { eventually, getJson, startServer, type TestServer } from '../helpers/server.ts';
import { CLUB_ACTS, eventText, OPERATOR, publish } from '../publishing/helpers.ts';

const WITHIN_MS = 5000;

describe.skipIf(!PG_TEST_URL)('publishing with two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    db = await freshDatabase();
    const env = { DATABASE_URL: db.url, ORGANISER_TOKEN: OPERATOR, PUBLISH_POLL_MS: '600000' };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await db?.drop();
  });

  const served = async (server: TestServer, id: string) => {
    const { response, body } = await getJson(`${server.url}/api/lineup/${id}`);
    return response.status === 200 ? (body as unknown as LineupResponse) : null;
  };

  it('serves a version published through one from the other within 5 s, with the same hash', async () => {
    expect(await served(two, 'club-night')).toBeNull();
    const first = await publish(one.url, OPERATOR, 'club-night', eventText('club-night'));
    expect(first.response.status).toBe(201);
    const seen = await eventually(async () => (await served(two, 'club-night'))?.hash, WITHIN_MS);
    expect(seen).toBe(first.body.hash);
  });

  it('gives a fan holding the old ETag the new lineup with the moved set (their change notice)', async () => {
    const old = await fetch(`${two.url}/api/lineup/club-night`);
    const etag = old.headers.get('etag') ?? '';
    const moved = CLUB_ACTS.map((a) =>
      a.dj === 'Headliner' ? { ...a, start: '2026-07-31T00:00', end: '2026-07-31T02:00' } : a,
    );
    const next = await publish(one.url, OPERATOR, 'club-night', eventText('club-night', moved));
    expect(next.response.status).toBe(201);
    const fresh = await eventually(async () => {
      const r = await fetch(`${two.url}/api/lineup/club-night`, {
        headers: { 'if-none-match': etag },
      });
      return r.status === 200 ? ((await r.json()) as LineupResponse) : undefined;
    }, WITHIN_MS);
    expect(fresh.hash).toBe(next.body.hash);
    const headliner = fresh.sets.flat().find((s) => s.dj === 'Headliner');
    expect(headliner?.start).toBe('2026-07-30T22:00:00.000Z');
  });

  it('catches up through the poll when a notification was lost', async () => {
    const three = await startServer({
      env: { DATABASE_URL: db.url, ORGANISER_TOKEN: OPERATOR, PUBLISH_POLL_MS: '300' },
    });
    try {
      // a version written as if its notification never came: straight into the table
      await query(
        db.url,
        `INSERT INTO event_versions (event_id, version, text, format, published_at, organiser_id, organiser_name, note)
         VALUES ('quiet-night', 1, $1, 'yaml', $2, NULL, 'operator', 'no notify')`,
        [eventText('quiet-night'), new Date().toISOString()],
      );
      const seen = await eventually(
        async () => (await served(three, 'quiet-night'))?.hash,
        WITHIN_MS,
      );
      expect(seen).toMatch(/^[0-9a-f]+$/);
    } finally {
      await three.dispose();
    }
  });
});
