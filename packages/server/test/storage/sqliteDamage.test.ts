// A damaged SQLite database (issue 12, item 8): the process keeps serving the lineup, calls
// that need the database answer 503 as on PostgreSQL, /health names the problem, and a full
// disk reports SQLite's own error instead of "cannot rollback - no transaction is active".
import { closeSync, mkdirSync, openSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { LikeEntry } from '@lineup/core';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite, sqliteOn } from '../../src/storage/sqlite.ts';
import { nodeSqliteDialect } from '../../src/storage/sqliteDialect.ts';
import { seedEvents } from '../helpers/process.ts';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

let server: TestServer | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await server?.dispose();
  server = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function like(i: number): LikeEntry {
  return {
    dj: `Act ${i}`,
    room: 0,
    partyName: 'Sunrise',
    title: `Act ${i}`,
    beginningSchedule: '2026-07-30T10:00:00.000Z',
    started: '2026-07-30T22:00:00.000Z',
    meta: [{ key: 'web', value: `https://example.org/${'x'.repeat(500)}/${i}` }],
    likedAt: '2026-07-30T19:00:00.000Z',
  };
}

async function expectLineupWithout503(url: string) {
  const lineup = await fetch(`${url}/api/lineup/sunrise-2026`);
  expect(lineup.status).toBe(200);
  const likes = await postJson(`${url}/api/likes`, { token: 'some-token', likes: [] });
  expect(likes.response.status).toBe(503);
  expect(likes.response.headers.get('retry-after')).toBe('5');
  expect(String(likes.body.error)).toMatch(/^503: The database is unavailable/);
}

describe('a damaged SQLite file', () => {
  it('that is not a database: the lineup is served, calls needing it answer 503', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    mkdirSync(path.join(tmp.dir, 'var'), { recursive: true });
    writeFileSync(path.join(tmp.dir, 'var', 'lineup.db'), 'not a database '.repeat(1000));
    seedEvents(tmp.dir);
    server = await startServer({ dir: tmp.dir });
    await expectLineupWithout503(server.url);
    const { response, body } = await getJson(`${server.url}/health`);
    expect(response.status).toBe(503);
    expect(body.db).toBe(false);
    expect(String(body.dbCheck)).toMatch(/not a database/);
  });

  it('with a broken page: /health reports what quick_check found', async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const file = path.join(tmp.dir, 'var', 'lineup.db');
    const storage = openSqlite(file);
    const user = await storage.signIn({
      providerId: 'p',
      following: [],
      tokenHash: 'h',
      now: new Date(),
    });
    await storage.updateLikes(user.id, () => ({
      likes: Array.from({ length: 300 }, (_, i) => like(i)),
      tombstones: [],
    }));
    await storage.close();
    // scribble over the pages in the middle of the file, as a failing disk would
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(4096 * 4, 0x5a), 0, 4096 * 4, Math.floor(size / 2 / 4096) * 4096);
    closeSync(fd);
    seedEvents(tmp.dir);
    server = await startServer({ dir: tmp.dir });
    const lineup = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    expect(lineup.status).toBe(200);
    const { response, body } = await getJson(`${server.url}/health`);
    expect(response.status).toBe(503);
    expect(body.dbCheck).not.toBe('ok');
  });
});

describe('a full disk', () => {
  it("a transaction SQLite rolled back itself fails with SQLite's error, not the rollback's", async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const db = new DatabaseSync(path.join(tmp.dir, 'full.db'));
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('CREATE TABLE t (x TEXT)');
    const pages = Number(
      (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count,
    );
    db.exec(`PRAGMA max_page_count = ${pages + 2}`);
    const kysely = new Kysely<Record<string, never>>({ dialect: nodeSqliteDialect(db) });
    const failure = await kysely
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < 100; i++)
          await sql`INSERT INTO t VALUES (${'x'.repeat(3000)})`.execute(trx);
      })
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failure?.message).toBe('database or disk is full');
    await kysely.destroy();
  });

  it("reports SQLite's own error, and the database keeps working for reads", async () => {
    const tmp = tempDir();
    cleanups.push(() => tmp.remove());
    const db = new DatabaseSync(path.join(tmp.dir, 'full.db'));
    const storage = sqliteOn(db);
    const user = await storage.signIn({
      providerId: 'p',
      following: [],
      tokenHash: 'h',
      now: new Date(),
    });
    await storage.updateLikes(user.id, () => ({ likes: [like(0)], tombstones: [] }));
    // no room for more pages: the next large write fails as on a full disk
    const pages = Number(
      (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count,
    );
    db.exec(`PRAGMA max_page_count = ${pages + 2}`);
    const failure = await storage
      .updateLikes(user.id, () => ({
        likes: Array.from({ length: 500 }, (_, i) => like(i)),
        tombstones: [],
      }))
      .then(
        () => null,
        (error: Error) => error,
      );
    expect(failure?.message).toMatch(/database or disk is full/);
    expect((await storage.likesOf(user.id)).likes).toEqual([like(0)]);
    await storage.close();
  });
});
