// What only a network database has: several instances on one database, migrations applied
// once when instances start together, and a database that goes away and comes back.
import type { LikeEntry } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/storage/migrations.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { StorageUnavailableError } from '../../src/storage/unavailable.ts';
import { freshDatabase, PG_TEST_URL, query, type TestDatabase, urlOf } from '../helpers/pg.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcpProxy.ts';

const now = new Date('2026-07-30T20:00:00Z');

function like(dj: string): LikeEntry {
  return {
    dj,
    room: 0,
    partyName: 'Sunrise',
    title: `${dj} @ Beach`,
    beginningSchedule: '2026-07-30T10:00:00.000Z',
    started: '2026-07-30T22:00:00.000Z',
    meta: [],
    likedAt: '2026-07-30T19:00:00.000Z',
  };
}

describe.skipIf(!PG_TEST_URL)('PostgreSQL storage', () => {
  let db: TestDatabase;
  const opened: Storage[] = [];
  const open = async (url = db.url) => {
    const storage = await openPostgres(url, { connectTimeoutMs: 1000 });
    opened.push(storage);
    return storage;
  };
  beforeEach(async () => {
    db = await freshDatabase();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((s) => s.close()));
    await db.drop();
  });

  it('applies the migrations exactly once when three instances start together', async () => {
    const [a, b, c] = await Promise.all([open(), open(), open()]);
    expect(await Promise.all([a!.healthy(), b!.healthy(), c!.healthy()])).toEqual([
      true,
      true,
      true,
    ]);
    const rows = await query<{ version: string }>(db.url, 'SELECT version FROM schema_migrations');
    // each file once (a second apply would have failed on CREATE TABLE anyway)
    expect(rows.map((r) => r.version).sort()).toEqual(readMigrations().map((m) => m.version));
  });

  it('keeps every like when two instances update one user at the same moment', async () => {
    const [one, two] = await Promise.all([open(), open()]);
    const user = await one!.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
    const add = (storage: Storage, dj: string) =>
      storage.updateLikes(user.id, (s) => ({ ...s, likes: [...s.likes, like(dj)] }));
    const djs = Array.from({ length: 20 }, (_, i) => `DJ ${i}`);
    await Promise.all(djs.map((dj, i) => add(i % 2 ? one! : two!, dj)));
    const stored = (await two!.likesOf(user.id)).likes.map((l) => l.dj).sort();
    expect(stored).toEqual([...djs].sort());
  });

  it('deletes a user while another instance sends their likes, without a deadlock', async () => {
    const [one, two] = await Promise.all([open(), open()]);
    for (let round = 0; round < 10; round++) {
      const user = await one!.signIn({
        providerId: `p${round}`,
        following: [],
        tokenHash: `t${round}`,
        now,
      });
      await one!.updateLikes(user.id, () => ({ likes: [like('Ada')], tombstones: [] }));
      const [sent] = await Promise.all([
        two!.updateLikes(user.id, (s) => ({ ...s, likes: [...s.likes, like('Grace')] })),
        one!.deleteUser(user.id),
      ]);
      // either order is fine; nothing of the user may stay behind
      expect(sent === null || sent.after.likes.length === 2).toBe(true);
      expect(await two!.likesOf(user.id)).toEqual({ likes: [], tombstones: [] });
      expect(await two!.userByTokenHash(`t${round}`)).toBeNull();
    }
  });

  it('does not start on a database that does not exist, and says why without the password', async () => {
    const url = urlOf('lineup_no_such_db').replace('//', '//postgres:s3cret@');
    const error = await openPostgres(url).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toMatch(/^PostgreSQL: 3D000 .*does not exist/);
    expect(error?.message).not.toContain('s3cret');
  });

  describe('a database that goes away', () => {
    let proxy: TcpProxy;
    beforeEach(async () => {
      const target = new URL(PG_TEST_URL ?? '');
      proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    });
    afterEach(() => proxy.stop());

    it('starts without it, answers unavailable, and catches up (migrations too) once it is back', async () => {
      await proxy.stop();
      const storage = await open(proxy.via(db.url));
      expect(await storage.healthy()).toBe(false);
      await expect(storage.likeTotals()).rejects.toBeInstanceOf(StorageUnavailableError);
      await proxy.start();
      expect(await storage.healthy()).toBe(true);
      expect(await storage.likeTotals()).toEqual([]);
    });

    it('answers unavailable while it is cut and works again once it is back', async () => {
      const storage = await open(proxy.via(db.url));
      const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
      await storage.updateLikes(user.id, () => ({ likes: [like('Ada')], tombstones: [] }));
      await proxy.stop();
      await expect(storage.likesOf(user.id)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(
        storage.updateLikes(user.id, () => ({ likes: [], tombstones: [] })),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(await storage.healthy()).toBe(false);
      await proxy.start();
      expect((await storage.likesOf(user.id)).likes).toEqual([like('Ada')]);
    });
  });
});
