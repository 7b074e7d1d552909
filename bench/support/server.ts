// The real server (`packages/server/src/main.ts`) as a child process on a free port, on a temp
// copy of a data folder, optionally pinned to one CPU core with taskset.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
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

export async function waitForHttp(url: string, child?: ChildProcess, logs?: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited early:\n${logs?.() ?? ''}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer:\n${logs?.() ?? ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function startBenchServer(
  opts: { data?: string; env?: Record<string, string>; core?: number } = {},
): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-bench-'));
  const dataDir = join(dir, 'data');
  cpSync(opts.data ?? join(ROOT, 'data'), dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = [join(ROOT, 'packages/server/src/main.ts')];
  const [cmd, args] =
    opts.core === undefined
      ? [process.execPath, server]
      : ['taskset', ['-c', String(opts.core), process.execPath, ...server]];
  let out = '';
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${join(dir, 'lineup.db')}`,
      PUBLIC_ORIGIN: url,
      LOG_LEVEL: 'warn',
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
  await waitForHttp(`${url}/health`, child, () => out);
  return {
    url,
    port,
    dataDir,
    pid: child.pid ?? 0,
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
