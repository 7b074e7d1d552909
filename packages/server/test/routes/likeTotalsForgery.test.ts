// Forging the anonymous like totals (issue 12, item 5): one send may move a set by at most one,
// however many entries name it.
import path from 'node:path';
import { LIKES_MAX } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { likeOf, removal } from '../helpers/likes.ts';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.dispose();
});

async function total(dj: string): Promise<number> {
  const storage = openSqlite(path.join(server.dir, 'var', 'lineup.db'));
  try {
    return (await storage.likeTotals('sunrise-2026')).find((t) => t.dj === dj)?.count ?? 0;
  } finally {
    await storage.close();
  }
}

const send = (body: unknown) => postJson(`${server.url}/api/likes`, body);
const minute = (i: number) => new Date(Date.parse('2026-07-30T19:00:00Z') + i * 1000).toISOString();

describe('anonymous like totals', () => {
  it(`count ${LIKES_MAX} re-dated likes of one set in one send once`, async () => {
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', minute(0));
    const likes = Array.from({ length: LIKES_MAX }, (_, i) => ({ ...grace, likedAt: minute(i) }));
    const { response } = await send({ token: '', likes });
    expect(response.status).toBe(200);
    expect(await total('Grace Hopper')).toBe(1);
    // the same send again changes nothing
    await send({ token: '', likes });
    expect(await total('Grace Hopper')).toBe(1);
  });

  it(`take ${LIKES_MAX} take-backs of a rival's set in one send as one`, async () => {
    for (const i of [1, 2, 3]) {
      await send({
        token: '',
        likes: [await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', minute(i))],
      });
    }
    expect(await total('Ada Lovelace')).toBe(3);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', minute(0));
    const removed = Array.from({ length: LIKES_MAX }, (_, i) => removal(ada, minute(100 + i)));
    const { response } = await send({ token: '', likes: [], removed });
    expect(response.status).toBe(200);
    expect(await total('Ada Lovelace')).toBe(2);
  });

  it('counts a send that likes and takes back one set as one change, the like', async () => {
    const before = await total('Margaret');
    const margaret = await likeOf(server.url, 'sunrise-2026', 'Margaret', minute(7));
    await send({ token: '', likes: [margaret], removed: [removal(margaret, minute(8))] });
    expect(await total('Margaret')).toBe(before + 1);
  });
});
