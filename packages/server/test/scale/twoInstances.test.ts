// Two server instances on one PostgreSQL (issue 6 §2), each with its own copy of the event
// files, as behind a load balancer: whatever a fan does through one is seen through the other.
import type { LikeEntry } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { djs, likeOf, removal } from '../helpers/likes.ts';
import { freshDatabase, PG_TEST_URL, query, type TestDatabase } from '../helpers/pg.ts';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';

describe.skipIf(!PG_TEST_URL)('two instances on one PostgreSQL', () => {
  let db: TestDatabase;
  let provider: FakeProvider;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    db = await freshDatabase();
    provider = await startFakeProvider();
    const env = { ...provider.env(), DATABASE_URL: db.url };
    [one, two] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await provider?.close();
    await db?.drop();
  });

  it('serves the same lineup hash from both, and one ETag answers 304 on the other', async () => {
    const a = await getJson(`${one.url}/api/lineup/sunrise-2026`);
    const b = await getJson(`${two.url}/api/lineup/sunrise-2026`);
    expect(a.body.hash).toBe(b.body.hash);
    expect(a.response.headers.get('etag')).toBe(b.response.headers.get('etag'));
    const again = await fetch(`${two.url}/api/lineup/sunrise-2026`, {
      headers: { 'if-none-match': a.response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('reads through one the like written through the other, and a removal both ways', async () => {
    const token = String((await signIn(one.url, provider)).body.bunny_token);
    const ada = await likeOf(one.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    const grace = await likeOf(two.url, 'sunrise-2026', 'Grace Hopper', '2026-07-30T20:11:00.000Z');
    expect((await postJson(`${one.url}/api/likes`, { token, likes: [ada] })).response.status).toBe(
      200,
    );
    const read = await postJson(`${two.url}/api/likes`, { token, likes: [grace] });
    expect(djs(read.body.likes)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(read.body.following).toContain('https://soundcloud.com/ada');

    await postJson(`${two.url}/api/likes`, {
      token,
      likes: [],
      removed: [removal(ada, '2026-07-30T20:12:00.000Z')],
    });
    const after = await postJson(`${one.url}/api/likes`, { token, likes: [] });
    expect(djs(after.body.likes)).toEqual(['Grace Hopper']);
  });

  it('deletes through one the user signed in through the other', async () => {
    const fan = { ...ADA_FAN, id: 777, permalink_url: 'https://soundcloud.com/leaving-fan' };
    const token = String((await signIn(one.url, provider, fan)).body.bunny_token);
    const ada = await likeOf(one.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:20:00.000Z');
    await postJson(`${one.url}/api/likes`, { token, likes: [ada] });

    const deleted = await postJson(`${two.url}/api/deleteUser`, { bunny_token: token });
    expect(deleted.response.status).toBe(200);
    // the first instance no longer knows the token: the fan is anonymous there too
    const after = await postJson(`${one.url}/api/likes`, { token, likes: [] });
    expect(after.body).toEqual({ token: '', likes: [], following: [] });
    expect(
      (await postJson(`${one.url}/api/deleteUser`, { bunny_token: token })).response.status,
    ).toBe(401);
  });

  it('keeps every like when one fan sends through both instances at the same moment', async () => {
    const fan = { ...ADA_FAN, id: 778, permalink_url: 'https://soundcloud.com/busy-fan' };
    const token = String((await signIn(two.url, provider, fan)).body.bunny_token);
    const ada = await likeOf(one.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:30:00.000Z');
    const names = Array.from({ length: 16 }, (_, i) => `Act ${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      names.map((dj, i) =>
        postJson(`${(i % 2 ? one : two).url}/api/likes`, {
          token,
          likes: [{ ...ada, dj } satisfies LikeEntry],
        }),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual(names.map(() => 200));
    const { body } = await postJson(`${one.url}/api/likes`, { token, likes: [] });
    expect(djs(body.likes)).toEqual(names);
  });

  it('adds up anonymous likes sent through both instances in one total', async () => {
    const margaret = (at: string) => likeOf(one.url, 'sunrise-2026', 'Margaret', at);
    await postJson(`${one.url}/api/likes`, {
      token: '',
      likes: [await margaret('2026-07-30T20:40:00.000Z')],
    });
    await postJson(`${two.url}/api/likes`, {
      token: '',
      likes: [await margaret('2026-07-30T20:41:00.000Z')],
    });
    // the same browser retrying through the other instance is not counted twice
    await postJson(`${two.url}/api/likes`, {
      token: '',
      likes: [await margaret('2026-07-30T20:40:00.000Z')],
    });
    const rows = await query<{ count: number }>(
      db.url,
      "SELECT count FROM like_totals WHERE event = 'sunrise-2026' AND dj = 'Margaret'",
    );
    expect(rows).toEqual([{ count: 2 }]);
  });
});
