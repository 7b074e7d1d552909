// Organisers see how many follow each act of their lineup (issue 35): counts only, their own
// events only; a browser that keeps its follows to itself is not counted (the server does not
// know it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { bearer, OPERATOR } from '../publishing/helpers.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

describe.each(stores)('follow counts for organisers on %s', (_store, database) => {
  let server: TestServer;
  let db: TestDatabase | null = null;

  const account = async (names: string[]) => {
    const linked = await postJson(`${server.url}/api/devices/link`, { token: '' });
    const { token } = linked.body as { token: string };
    const follows = names.map((name) => ({
      name,
      links: [],
      followedAt: '2026-07-30T20:00:00.000Z',
    }));
    expect((await postJson(`${server.url}/api/follows`, { token, follows })).response.status).toBe(
      200,
    );
  };

  beforeAll(async () => {
    db = await database();
    server = await startServer({
      env: { ORGANISER_TOKEN: OPERATOR, ...(db ? { DATABASE_URL: db.url } : {}) },
    });
    await account(['Ada Lovelace', 'Grace Hopper']);
    await account(['ADA LOVELACE']);
    // kept in the browser only: nobody on the server knows of it
    await postJson(`${server.url}/api/follows`, {
      token: '',
      follows: [{ name: 'Margaret', links: [], followedAt: '2026-07-30T20:00:00.000Z' }],
    });
  });
  afterAll(async () => {
    await server.dispose();
    await db?.drop();
  });

  it('counts per act of the lineup, most followed first, no one named', async () => {
    const { response, body } = await getJson(`${server.url}/api/organiser/follows/sunrise-2026`, {
      headers: bearer(OPERATOR),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({
      event: 'sunrise-2026',
      acts: [
        { act: 'Ada Lovelace', followers: 2 },
        { act: 'Grace Hopper', followers: 1 },
        { act: 'Linus & Ken', followers: 0 },
        { act: 'Margaret', followers: 0 },
      ],
    });
  });

  it('needs the organiser token', async () => {
    const { response } = await getJson(`${server.url}/api/organiser/follows/sunrise-2026`);
    expect(response.status).toBe(401);
  });
});
