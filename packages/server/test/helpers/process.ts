// The real server as its own process (`node src/main.ts`), for what only a process can show:
// kill -9, restart, two instances that share nothing but the database.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ALL_FIXTURES, eventually, FIXTURES, TEST_NOW } from './server.ts';

export const MAIN = path.resolve(import.meta.dirname, '../../src/main.ts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** copies the fixture events into `dir`/events */
export function seedEvents(dir: string, names: string[] = ALL_FIXTURES): void {
  mkdirSync(path.join(dir, 'events'), { recursive: true });
  for (const name of names) {
    copyFileSync(path.join(FIXTURES, 'events', name), path.join(dir, 'events', name));
  }
}

/** the environment of a test server process on `port` over the data folder `dir` */
export function processEnv(dir: string, port: number, databaseUrl: string) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    WEB_DIST: path.join(dir, 'no-web'),
    LINEUP_NOW: TEST_NOW,
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

/** starts the server and waits until it answers GET /api/current or /health */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${env.PORT}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      // listening is enough: /health may say 503 on purpose when the database is away
      await fetch(`${url}/health`);
      return true;
    } catch {
      return undefined;
    }
  }, 20_000);
  return { child, url, exited };
}

export async function kill9(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  const { signal } = await server.exited;
  if (signal !== 'SIGKILL') throw new Error(`expected SIGKILL, got ${signal}`);
}
