// Starts the real server (buildApp + listen on a free port) on a temp DATA_DIR holding copies
// of the fixture event files and a real SQLite file, so tests talk HTTP to it with fetch.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Clock } from '../../src/clock.ts';
import { loadConfig } from '../../src/config.ts';
import { tempDir } from './tmp.ts';

export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');
/** 23:00 in Berlin on the first night of the sunrise-2026 fixture */
export const TEST_NOW = '2026-07-30T21:00:00.000Z';
export const ORIGIN = 'https://lineup.test';

export interface ServerOptions {
  /** fixture files of test/fixtures/events to copy in (default: all three) */
  events?: string[];
  env?: Record<string, string>;
  clock?: Clock;
  /** reuse a data folder and database of an earlier server (restart) */
  dir?: string;
  /** where the server's log goes (LOG_LEVEL is silent unless env sets it) */
  logStream?: NodeJS.WritableStream;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  /** the temp folder: events/ under it, the database beside */
  dir: string;
  eventsDir: string;
  env: Record<string, string>;
  close(): Promise<void>;
  /** stops the server and starts a new one on the same files */
  restart(): Promise<TestServer>;
  /** close and delete the temp folder */
  dispose(): Promise<void>;
}

export const ALL_FIXTURES = ['sunrise-2026.yaml', 'sunrise-2025.yaml', 'duck-night.json'];

export function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const tmp = options.dir ? null : tempDir();
  return start(options, tmp?.dir ?? options.dir!, () => tmp?.remove());
}

async function start(options: ServerOptions, dir: string, remove: () => void): Promise<TestServer> {
  const eventsDir = path.join(dir, 'events');
  if (!options.dir) {
    mkdirSync(eventsDir, { recursive: true });
    for (const name of options.events ?? ALL_FIXTURES) {
      copyFileSync(path.join(FIXTURES, 'events', name), path.join(eventsDir, name));
    }
    mkdirSync(path.join(dir, 'media'), { recursive: true });
    writeFileSync(path.join(dir, 'media', 'linus.webp'), 'RIFF-not-really-webp');
  }
  const env: Record<string, string> = {
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'var', 'lineup.db')}`,
    PUBLIC_ORIGIN: ORIGIN,
    WEB_DIST: path.join(dir, 'no-web-dist'),
    LINEUP_NOW: TEST_NOW,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000',
    // every test device comes from 127.0.0.1
    DEVICE_ACCOUNTS_PER_ADDRESS: '10000',
    // tests that count answers built ask for the start's own builds (warmStart.test.ts)
    WARM_START: 'off',
    ...options.env,
  };
  const app = await buildApp(loadConfig(env, dir), {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const server: TestServer = {
    url: `http://127.0.0.1:${address.port}`,
    app,
    dir,
    eventsDir,
    env,
    close: () => app.close(),
    async restart() {
      await app.close();
      return start({ ...options, dir }, dir, remove);
    },
    async dispose() {
      await app.close();
      remove();
    },
  };
  return server;
}

export async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { response, body: (await response.json()) as Record<string, unknown> & unknown };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
}

/** polls until `check` returns a value (not undefined) or the time is up */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
