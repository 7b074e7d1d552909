// The app under hostile input: the real buildApp over a temp DATA_DIR (fixture events, media,
// a built web app, a secret file beside them that no path may ever reach) and a storage the
// test can read directly, with one signed-in fan whose likes no hostile request may touch.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LikeEntry } from '@lineup/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { loadConfig } from '../../src/config.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import type { LikesState, Storage } from '../../src/storage/storage.ts';
import type { FakeProvider } from '../helpers/fakeProvider.ts';
import { freshDatabase } from '../helpers/pg.ts';
import { seedEvents } from '../helpers/process.ts';
import { TEST_NOW } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

export const SECRET = 'TOP-SECRET-MARKER-3f9c';
/** the token of the fan no hostile request may touch */
export const FAN_TOKEN = 'fan-token-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';

export interface FuzzApp {
  app: FastifyInstance;
  storage: Storage;
  fanId: string;
  /** the fan's stored likes and every like total, to compare before and after */
  snapshot(): Promise<{ fan: LikesState; totals: unknown }>;
  close(): Promise<void>;
}

export type Backend = 'sqlite' | 'postgres';

const fanLike = (dj: string): LikeEntry => ({
  dj,
  room: 0,
  partyName: 'Sunrise',
  title: `${dj} @ Beach`,
  beginningSchedule: '2026-07-30T10:00:00.000Z',
  started: '2026-07-30T22:00:00.000Z',
  meta: [{ key: 'soundcloud', value: 'https://soundcloud.com/x' }],
  likedAt: '2026-07-30T19:00:00.000Z',
});

export async function startFuzzApp(
  backend: Backend,
  provider: FakeProvider,
  /** writes more event files before the app starts */
  prepare: (eventsDir: string) => void = () => {},
): Promise<FuzzApp> {
  const tmp = tempDir('lineup-fuzz-');
  const dir = tmp.dir;
  seedEvents(dir);
  mkdirSync(path.join(dir, 'media'));
  writeFileSync(path.join(dir, 'media', 'linus.webp'), 'RIFF-not-really-webp');
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  writeFileSync(path.join(dir, 'events', '.secret.yaml.bak'), SECRET);
  prepare(path.join(dir, 'events'));
  const web = path.join(dir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Lineup</title>');
  writeFileSync(path.join(web, 'assets', 'app-1234.js'), 'console.log(1)');
  writeFileSync(path.join(web, 'sw.js'), '// sw');

  const db = backend === 'postgres' ? await freshDatabase() : null;
  const storage = db ? await openPostgres(db.url) : openSqlite(path.join(dir, 'var', 'lineup.db'));
  const config = loadConfig(
    {
      ...provider.env(),
      ...provider.env('_DUCK'),
      DATA_DIR: dir,
      DATABASE_URL: db?.url ?? 'sqlite::memory:',
      PUBLIC_ORIGIN: 'https://lineup.test',
      WEB_DIST: web,
      LINEUP_NOW: TEST_NOW,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    dir,
  );
  const app = await buildApp(config, { storage });
  await app.ready();

  const fan = await storage.signIn({
    providerId: 'fuzz-fan',
    following: ['https://soundcloud.com/ada'],
    tokenHash: hashToken(FAN_TOKEN),
    now: new Date(TEST_NOW),
  });
  await storage.updateLikes(fan.id, () => ({
    likes: [fanLike('Ada Lovelace'), fanLike('Grace Hopper')],
    tombstones: [
      {
        dj: 'Margaret',
        room: 0,
        beginningSchedule: '2026-07-30T10:00:00.000Z',
        removedAt: '2026-07-30T19:30:00.000Z',
      },
    ],
  }));

  return {
    app,
    storage,
    fanId: fan.id,
    snapshot: async () => ({
      fan: await storage.likesOf(fan.id),
      totals: await storage.likeTotals(),
    }),
    async close() {
      await app.close();
      await db?.drop();
      tmp.remove();
    },
  };
}

/** what every answer to anything must be: no 5xx, JSON errors, no stack, nothing secret */
export function expectSafe(
  response: LightMyRequestResponse,
  allowed: (status: number, body: string) => boolean = () => false,
): void {
  const { statusCode: status, body } = response;
  expect(body).not.toContain(SECRET);
  expect(body).not.toContain('SQLite format 3');
  expect(body).not.toMatch(/\bat \S+\.ts:\d+/);
  if (allowed(status, body)) return;
  expect(status, `${status} ${body.slice(0, 200)}`).toBeLessThan(500);
  const type = String(response.headers['content-type'] ?? '');
  // (HEAD answers carry no body)
  if (status >= 400 && type.includes('json') && body !== '') {
    expect(JSON.parse(body)).toEqual({ error: expect.stringMatching(/^\d{3}: /) });
  }
}
