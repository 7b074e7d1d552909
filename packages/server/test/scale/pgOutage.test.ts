// PostgreSQL stopped, cut off, hung or restarted under a running server (issue 6 §3): the calls
// that need it answer 503 with a clear error, everything else (the lineup first) keeps being
// served, and the server recovers by itself when the database is back: no restart.
import { shortCode } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/http/errors.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { djs, likeOf } from '../helpers/likes.ts';
import {
  freshDatabase,
  PG_TEST_URL,
  type TestDatabase,
  terminateConnections,
} from '../helpers/pg.ts';
import { eventually, getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { signIn } from '../helpers/signIn.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';

describe.skipIf(!PG_TEST_URL)('PostgreSQL going away under a running server', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let provider: FakeProvider;
  let server: TestServer | undefined;
  const start = async (url: string) => {
    server = await startServer({ env: { ...provider.env(), DATABASE_URL: url } });
    return server;
  };

  beforeEach(async () => {
    db = await freshDatabase();
    const target = new URL(PG_TEST_URL ?? '');
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    provider = await startFakeProvider();
  });
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
    await proxy.stop();
    await provider.close();
    await db.drop();
  });

  it('answers 503 for what needs the database, serves the rest, and recovers by itself', async () => {
    const { url } = await start(proxy.via(db.url));
    const token = String((await signIn(url, provider)).body.bunny_token);
    const ada = await likeOf(url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    await postJson(`${url}/api/likes`, { token, likes: [ada] });
    const before = await getJson(`${url}/api/lineup/sunrise-2026`);

    await proxy.stop();
    const needsDb: [string, unknown][] = [
      ['/api/likes', { token, likes: [ada] }],
      ['/api/likes', { token: '', likes: [ada] }],
      ['/api/deleteUser', { bunny_token: token }],
      ['/api/callback', provider.authorize({ id: 9, permalink_url: 'x', followings: [] })],
    ];
    for (const [path, body] of needsDb) {
      const answer = await postJson(`${url}${path}`, body);
      expect([path, answer.response.status, answer.body]).toEqual([
        path,
        503,
        { error: DATABASE_UNAVAILABLE },
      ]);
      expect(answer.response.headers.get('retry-after')).toBe('5');
    }
    const health = await getJson(`${url}/health`);
    expect([health.response.status, health.body.db]).toEqual([503, false]);

    const lineup = await getJson(`${url}/api/lineup/sunrise-2026`);
    expect([lineup.response.status, lineup.body.hash]).toEqual([200, before.body.hash]);
    for (const path of [
      '/api/current',
      `/s/${shortCode('sunrise-2026', 'Ada Lovelace')}`,
      '/api/schemaParty/en/sunrise-2026',
    ]) {
      expect([path, (await fetch(`${url}${path}`)).status]).toEqual([path, 200]);
    }

    await proxy.start();
    // the very next call works: the pool opens a fresh connection, nothing to restart
    const back = await postJson(`${url}/api/likes`, { token, likes: [] });
    expect(back.response.status).toBe(200);
    expect(djs(back.body.likes)).toEqual(['Ada Lovelace']);
    expect((await getJson(`${url}/health`)).response.status).toBe(200);
  });

  it('starts while the database is away, and migrates and works once it is there', async () => {
    await proxy.stop();
    const { url } = await start(proxy.via(db.url));
    expect((await fetch(`${url}/api/lineup/sunrise-2026`)).status).toBe(200);
    const ada = await likeOf(url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    expect((await postJson(`${url}/api/likes`, { token: '', likes: [ada] })).response.status).toBe(
      503,
    );
    await proxy.start();
    const answer = await postJson(`${url}/api/likes`, { token: '', likes: [ada] });
    expect([answer.response.status, djs(answer.body.likes)]).toEqual([200, ['Ada Lovelace']]);
  });

  it('answers 503 within the connect timeout when the database host hangs, not never', async () => {
    const { url } = await start(proxy.via(db.url));
    const ada = await likeOf(url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    proxy.hang();
    const answer = await postJson(`${url}/api/likes`, { token: '', likes: [ada] });
    expect([answer.response.status, answer.body]).toEqual([503, { error: DATABASE_UNAVAILABLE }]);
    // meanwhile the lineup is served without waiting for the database
    expect((await fetch(`${url}/api/lineup/sunrise-2026`)).status).toBe(200);
    proxy.resume();
    expect((await postJson(`${url}/api/likes`, { token: '', likes: [ada] })).response.status).toBe(
      200,
    );
  });

  it('survives every connection being terminated in the middle of a stream of writes', async () => {
    const { url } = await start(db.url);
    const token = String((await signIn(url, provider)).body.bunny_token);
    const ada = await likeOf(url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    const statuses = new Map<number, number>();
    const acked: string[] = [];
    let next = 0;
    let terminated = 0;
    const worker = async () => {
      while (next < 160) {
        const i = next++;
        if (i === 40 || i === 100) terminated += await terminateConnections(db.name);
        const dj = `Act ${i}`;
        const { response } = await postJson(`${url}/api/likes`, { token, likes: [{ ...ada, dj }] });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 200) acked.push(dj);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(terminated).toBeGreaterThan(0);
    // a pooled connection found dead is replaced and the write repeated; should that fail too,
    // the answer is 503 (and the app sends again), never anything else
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const { body } = await eventually(async () => {
      const answer = await postJson(`${url}/api/likes`, { token, likes: [] });
      return answer.response.status === 200 ? answer : undefined;
    }, 5000);
    const stored = new Set(djs(body.likes));
    expect(acked.filter((dj) => !stored.has(dj))).toEqual([]);
  });
});
