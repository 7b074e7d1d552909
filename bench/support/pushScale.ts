// What the push-at-scale benchmarks share (push-festival, follows): a temporary data folder, the
// HTTPS stand-in push service, VAPID keys, a database (SQLite in the folder, or a fresh
// PostgreSQL), devices written straight into it through the storage layer, then the real server
// in its own process (one or more instances on the same database), and everything removed after.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { openPostgres } from '../../packages/server/src/storage/postgres.ts';
import { openSqlite } from '../../packages/server/src/storage/sqlite.ts';
import type { Storage } from '../../packages/server/src/storage/storage.ts';
import { freshDatabase } from '../../packages/server/test/helpers/pg.ts';
import {
  type PushStandIn,
  startPushStandIn,
  throwawayCertificate,
} from '../../packages/server/test/helpers/pushStandIn.ts';
import { type BenchServer, startBenchServer } from './server.ts';

/** the stand-in checks and decrypts one message in this many: the figure is the sender's */
const VERIFY_EVERY = 100;

export interface PushScaleSetup {
  storage: Storage;
  push: PushStandIn;
  /** the VAPID public key the devices subscribe with */
  key: string;
  /** the servers' event folder, empty but for what `prepare` writes */
  eventsDir: string;
}

export interface PushScaleRun {
  servers: BenchServer[];
  push: PushStandIn;
  /** seconds from the start to the devices saved */
  setupS: number;
}

/**
 * Prepares the devices with `prepare` (its storage is closed after), starts `instances` servers
 * on one database, and runs `run` against them.
 */
export async function pushScaleRun<T>(opts: {
  name: string;
  database: 'sqlite' | 'postgres';
  instances: number;
  prepare: (setup: PushScaleSetup) => Promise<void>;
  run: (running: PushScaleRun) => Promise<T>;
}): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), `lineup-${opts.name}-bench-`));
  const tls = throwawayCertificate(dir);
  if (!tls) throw new Error(`the ${opts.name} bench needs openssl for its https stand-in`);
  const push = await startPushStandIn({ verifyEvery: VERIFY_EVERY, tls });
  const vapid = webpush.generateVAPIDKeys();
  const pg = opts.database === 'postgres' ? await freshDatabase() : null;
  const databaseUrl = pg ? pg.url : `sqlite:${join(dir, 'lineup.db')}`;
  const servers: BenchServer[] = [];
  try {
    const started = Date.now();
    const eventsDir = join(dir, 'data', 'events');
    mkdirSync(eventsDir, { recursive: true });
    const storage = pg ? await openPostgres(pg.url) : openSqlite(join(dir, 'lineup.db'));
    try {
      await opts.prepare({ storage, push, key: vapid.publicKey, eventsDir });
    } finally {
      await storage.close();
    }
    const setupS = (Date.now() - started) / 1000;
    for (let i = 0; i < opts.instances; i++) {
      servers.push(
        await startBenchServer({
          data: join(dir, 'data'),
          // under a heavy load average the server's start alone takes longer than tests allow
          startTimeoutMs: 120_000,
          env: {
            DATABASE_URL: databaseUrl,
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            PUSH_ALLOW_HTTP: '1',
            PUSH_SERVICE_HOSTS: '127.0.0.1',
            PUSH_TLS_CA: tls.certFile,
            PUSH_TICK_MS: '1000',
            LOG_LEVEL: process.env.PUSH_BENCH_LOG_LEVEL ?? 'warn',
            ...(process.env.PUSH_BENCH_PROFILE
              ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.PUSH_BENCH_PROFILE}` }
              : {}),
          },
        }),
      );
    }
    return await opts.run({ servers, push, setupS });
  } finally {
    if (process.env.PUSH_BENCH_LOG_LEVEL) {
      for (const server of servers) console.log(server.logs());
    }
    for (const server of servers) await server.stop();
    await push.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** how many of the stand-in's accepted messages came more than once */
export function duplicatesOf(push: PushStandIn): number {
  return [...push.acceptedBy.values()].filter((n) => n > 1).length;
}
