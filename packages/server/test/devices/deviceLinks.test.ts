// Own devices without an account over HTTP (issue 27): a private link joins a second device to
// the same likes, both ways, the last change winning as in the signed-in sync; the link is
// bounded (devices, age, join attempts) and revocable, and its secret is stored hashed only.

import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { LikeEntry } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { DEVICE_LINK_DAYS, DEVICE_LINK_MAX_DEVICES } from '../../src/routes/devices.ts';
import { djs, likeOf, removal } from '../helpers/likes.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const at = (minute: number) => `2026-07-30T20:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(stores)('device links on %s', (_store, database) => {
  let server: TestServer;
  let db: TestDatabase | null = null;
  const clock = manualClock(new Date(TEST_NOW));

  const post = (route: string, body: unknown) => postJson(`${server.url}${route}`, body);
  const send = async (token: string, likes: LikeEntry[], removed: object[] = []) => {
    const { response, body } = await post('/api/likes', { token, likes, removed });
    expect(response.status).toBe(200);
    return body as { token: string; likes: LikeEntry[] };
  };
  const link = async (token = '') => {
    const { response, body } = await post('/api/devices/link', { token });
    expect(response.status).toBe(200);
    return body as { token: string; secret: string; expiresAt: string };
  };
  const join = (secret: string) => post('/api/devices/join', { secret });

  beforeAll(async () => {
    db = await database();
    server = await startServer({ clock, env: db ? { DATABASE_URL: db.url } : {} });
  });
  afterAll(async () => {
    await server.dispose();
    await db?.drop();
  });

  it('joins a second device to the same likes, both ways, the last change winning', async () => {
    // the first device has no account: the link makes one and hands it its token
    const first = await link('');
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.secret).not.toBe(first.token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(1));
    expect(djs((await send(first.token, [ada])).likes)).toEqual(['Ada Lovelace']);

    const { response, body } = await join(first.secret);
    expect(response.status).toBe(200);
    const second = (body as { token: string }).token;
    expect(second).not.toBe(first.token);
    // the second device receives the first one's likes and adds its own
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', at(2));
    expect(djs((await send(second, [grace])).likes)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(djs((await send(first.token, [ada])).likes)).toEqual(['Ada Lovelace', 'Grace Hopper']);
    // the first takes Ada back later than the second liked her: gone on both
    await send(first.token, [], [removal(ada, at(3))]);
    expect(djs((await send(second, [grace, ada])).likes)).toEqual(['Grace Hopper']);
  });

  it('revoking stops the joined devices and the link; their likes stay on the first', async () => {
    const first = await link('');
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(4));
    await send(first.token, [ada]);
    const second = ((await join(first.secret)).body as { token: string }).token;
    expect(djs((await send(second, [])).likes)).toEqual(['Ada Lovelace']);

    const { response, body } = await post('/api/devices/revoke', { token: first.token });
    expect(response.status).toBe(200);
    expect(body).toEqual({ devices: 1 });
    // the joined device is anonymous again: nothing comes back, its token is dropped
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', at(5));
    expect(await send(second, [grace])).toMatchObject({ token: '' });
    expect(djs((await send(first.token, [])).likes)).toEqual(['Ada Lovelace']);
    expect((await join(first.secret)).response.status).toBe(404);
  });

  // issue 38: a new link is how a fan shuts out a link that leaked, so the devices the old
  // one joined are signed out with it (before, they stayed)
  it('a new link replaces the old one and signs out the devices it joined', async () => {
    const first = await link('');
    const second = ((await join(first.secret)).body as { token: string }).token;
    const again = await link(first.token);
    expect(again.token).toBe(first.token);
    expect((await join(first.secret)).response.status).toBe(404);
    const third = ((await join(again.secret)).body as { token: string }).token;
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(6));
    expect(await send(second, [ada])).toMatchObject({ token: '' });
    expect(djs((await send(third, [ada])).likes)).toEqual(['Ada Lovelace']);
    expect(djs((await send(first.token, [])).likes)).toEqual(['Ada Lovelace']);
  });

  it(`joins at most ${DEVICE_LINK_MAX_DEVICES} devices, and none after ${DEVICE_LINK_DAYS} days`, async () => {
    const first = await link('');
    for (let i = 0; i < DEVICE_LINK_MAX_DEVICES; i++)
      expect((await join(first.secret)).response.status).toBe(200);
    expect((await join(first.secret)).response.status).toBe(409);

    const later = await link(first.token);
    clock.set(new Date(Date.parse(TEST_NOW) + DEVICE_LINK_DAYS * 86_400_000 + 1000));
    try {
      expect((await join(later.secret)).response.status).toBe(404);
    } finally {
      clock.set(new Date(TEST_NOW));
    }
  });

  it('refuses a made-up secret, a malformed one and an unknown token', async () => {
    expect((await join('A'.repeat(43))).response.status).toBe(404);
    expect((await join('short')).response.status).toBe(400);
    expect((await post('/api/devices/revoke', { token: 'nope' })).response.status).toBe(401);
  });

  it('stores the secret hashed only', async () => {
    if (db) return; // read from the SQLite file below
    const { secret } = await link('');
    const file = new DatabaseSync(path.join(server.dir, 'var', 'lineup.db'), { readOnly: true });
    try {
      const rows = file.prepare('SELECT secret_hash FROM device_links').all() as {
        secret_hash: string;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.secret_hash === secret)).toBe(false);
    } finally {
      file.close();
    }
  });
});

describe('device link joins', () => {
  it('are rate limited per address like every POST', async () => {
    const server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { response } = await postJson(`${server.url}/api/devices/join`, {
          secret: 'B'.repeat(43),
        });
        codes.push(response.status);
      }
      expect(codes).toEqual([404, 404, 404, 429]);
    } finally {
      await server.dispose();
    }
  });
});
