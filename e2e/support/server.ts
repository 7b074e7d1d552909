// Starts the real server (the same entry as `npm start`) as a child process on a free port,
// with a temporary DATA_DIR and SQLite file, so browser tests exercise what fans get. The
// benchmarks (bench/) start it the same way, optionally pinned to one core.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const FIXTURES = join(ROOT, 'e2e', 'fixtures');

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
  logs(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

/**
 * A data folder holding the base fixtures plus extra files (paths relative to the data
 * folder, e.g. `events/otherfest.yaml`), for cases the shared testfest folder must not hold
 * (another current event changes what the root page does). Returns its path.
 */
export function fixturesWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-e2e-fixtures-'));
  cpSync(FIXTURES, dir, { recursive: true });
  for (const [file, from] of Object.entries(extra)) {
    cpSync(resolve(ROOT, 'e2e', from), join(dir, file));
  }
  return dir;
}

/**
 * Waits until `url` answers below 500 (or the child exits, or `timeoutMs` pass). A server's
 * start takes 20-40 s when the machine's load average is above 20.
 */
export async function waitForHttp(
  url: string,
  child?: ChildProcess,
  logs?: () => string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited early:\n${logs?.() ?? ''}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child?.kill('SIGKILL');
      throw new Error(`${url} did not answer:\n${logs?.() ?? ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface StartOptions {
  now?: string;
  env?: Record<string, string>;
  /** the data folder to copy (default: the e2e fixtures) */
  fixtures?: string;
  /** pin the server to this CPU core (taskset), for benchmarks */
  core?: number;
  /** how long the server may take to answer (default 60 s) */
  startTimeoutMs?: number;
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-e2e-'));
  const dataDir = join(dir, 'data');
  cpSync(opts.fixtures ?? FIXTURES, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const main = [join(ROOT, 'packages/server/src/main.ts')];
  const [cmd, args] =
    opts.core === undefined
      ? [process.execPath, main]
      : ['taskset', ['-c', String(opts.core), process.execPath, ...main]];
  const child: ChildProcess = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dir, 'lineup.db')}`,
      PUBLIC_ORIGIN: url,
      LOG_LEVEL: 'warn',
      // a test file opens many pages from one address: the per-minute POST limit is not
      // what these tests are about
      RATE_LIMIT_PER_MINUTE: '10000',
      DEVICE_ACCOUNTS_PER_ADDRESS: '10000',
      ...(opts.now ? { LINEUP_NOW: opts.now } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  await waitForHttp(`${url}/health`, child, () => out, opts.startTimeoutMs);
  return {
    url,
    port,
    pid: child.pid ?? 0,
    dataDir,
    logs: () => out,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** a JSON POST to the running server: its status and its JSON answer */
export async function postJson(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
