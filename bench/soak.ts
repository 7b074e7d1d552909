// Bounded soak (issue 6 §5): starts the real server (node packages/server/src/main.ts) on a temp
// SQLite file over the demo events, on loopback only, and hammers it at high concurrency for a
// fixed time: GET /api/lineup with and without If-None-Match, anonymous and signed-in
// POST /api/likes. Then it stops the server and prints requests/s, errors, p50/p99 latency and
// the server's RSS at start, middle and end. Exit code 1 on any error or when memory keeps
// growing in the second half.
//
//   npm run soak                       # 120 s, 64 connections
//   npm run soak -- --seconds 20 --connections 32
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type LikeEntry, type LineupResponse, likeFromSet } from '@lineup/core';
import { hashToken } from '../packages/server/src/auth/tokens.ts';
import { openSqlite } from '../packages/server/src/storage/sqlite.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'packages/server/src/main.ts');
const EVENT = 'demo-2026';
const USERS = 50;
/** share of each kind of request, in percent */
const MIX = { lineup304: 45, lineup200: 20, likeAnonymous: 20, likeSignedIn: 15 };
/** the server must not grow by more than this between the middle and the end */
const FLAT_TOLERANCE = 0.15;

type Kind = keyof typeof MIX;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    connections: { type: 'string', default: '64' },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
if (!(SECONDS > 0 && SECONDS <= 3600) || !(CONNECTIONS > 0 && CONNECTIONS <= 1024)) {
  console.error('usage: soak [--seconds 1..3600] [--connections 1..1024]');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Answer {
  status: number;
  body: string;
  etag: string | undefined;
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
let port = 0;

function call(method: string, url: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path: url, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          etag: res.headers.etag,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout after 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}

async function waitForHealth(child: ChildProcess) {
  const until = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await call('GET', '/health')).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('server did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineup-soak-'));
  const dbFile = path.join(dir, 'lineup.db');
  cpSync(path.join(ROOT, 'data'), dir, { recursive: true });

  // signed-in fans exist before the start, as after a festival's first hour
  const tokens = Array.from({ length: USERS }, (_, i) => `soak-token-${i}`.padEnd(43, 'x'));
  const seed = openSqlite(dbFile);
  for (const [i, token] of tokens.entries()) {
    await seed.signIn({
      providerId: `soak:${i}`,
      following: [],
      tokenHash: hashToken(token),
      now: new Date(),
    });
  }
  await seed.close();

  port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${dbFile}`,
      WEB_DIST: path.join(dir, 'no-web'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const cleanup = () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', cleanup);
  // bounded whatever happens: a hard stop well after the planned end
  setTimeout(
    () => {
      console.error('soak: hard time limit reached');
      process.exit(1);
    },
    (SECONDS + 60) * 1000,
  ).unref();

  await waitForHealth(child);
  const first = await call('GET', `/api/lineup/${EVENT}`);
  if (first.status !== 200 || !first.etag) throw new Error(`lineup answered ${first.status}`);
  const lineup = JSON.parse(first.body) as LineupResponse;
  const sets = lineup.sets.flat();
  const etag = first.etag;
  const likeOf = (i: number, likedAt: string): LikeEntry =>
    likeFromSet(sets[i % sets.length]!, likedAt);

  const latencies: Record<Kind, number[]> = {
    lineup304: [],
    lineup200: [],
    likeAnonymous: [],
    likeSignedIn: [],
  };
  const errors = new Map<string, number>();
  const fail = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
  const kinds: Kind[] = Object.entries(MIX).flatMap(([kind, share]) =>
    Array.from({ length: share }, () => kind as Kind),
  );

  let n = 0;
  async function one(kind: Kind): Promise<void> {
    const i = n++;
    const likedAt = new Date(Date.now() - (i % 100_000)).toISOString();
    const started = performance.now();
    let expected: number;
    let answer: Answer;
    if (kind === 'lineup304') {
      expected = 304;
      answer = await call('GET', `/api/lineup/${EVENT}`, undefined, { 'if-none-match': etag });
    } else if (kind === 'lineup200') {
      expected = 200;
      answer = await call('GET', `/api/lineup/${EVENT}`, undefined, {
        'accept-encoding': i % 2 ? 'br, gzip' : 'gzip',
      });
    } else {
      expected = 200;
      const token = kind === 'likeSignedIn' ? tokens[i % USERS]! : '';
      // a signed-in fan toggles among 20 sets: their list keeps its size, as in real use
      const body = JSON.stringify({
        token,
        likes: [likeOf(kind === 'likeSignedIn' ? i % 20 : i, likedAt)],
      });
      answer = await call('POST', '/api/likes', body, { 'content-type': 'application/json' });
    }
    latencies[kind].push(performance.now() - started);
    if (answer.status !== expected) fail(`${kind}: ${answer.status}`);
  }

  const startedAt = Date.now();
  const deadline = startedAt + SECONDS * 1000;
  const memory: { at: number; mb: number }[] = [{ at: 0, mb: rssMb(child.pid!) }];
  const sampler = setInterval(() => {
    memory.push({ at: Math.round((Date.now() - startedAt) / 1000), mb: rssMb(child.pid!) });
  }, 5000);
  const progress = setInterval(() => {
    const done = Object.values(latencies).reduce((sum, list) => sum + list.length, 0);
    const elapsed = (Date.now() - startedAt) / 1000;
    console.log(
      `  ${Math.round(elapsed)} s: ${done} requests, ${Math.round(done / elapsed)}/s, RSS ${memory.at(-1)?.mb} MB`,
    );
  }, 15_000);

  console.log(
    `soak: ${SECONDS} s, ${CONNECTIONS} connections, server pid ${child.pid} on 127.0.0.1:${port}`,
  );
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      let k = worker;
      while (Date.now() < deadline) {
        const kind = kinds[(k++ * 37) % kinds.length]!;
        try {
          await one(kind);
        } catch (error) {
          fail(`${kind}: ${(error as Error).message}`);
        }
      }
    }),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  clearInterval(sampler);
  clearInterval(progress);
  memory.push({ at: Math.round(elapsed), mb: rssMb(child.pid!) });
  agent.destroy();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));

  const all = Float64Array.from(Object.values(latencies).flat()).sort();
  const total = all.length;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const middle = memory[Math.floor(memory.length / 2)]!;
  const end = memory.at(-1)!;
  const peak = Math.max(...memory.map((m) => m.mb));
  const grew = (end.mb - middle.mb) / middle.mb;

  console.log('\nsoak results');
  console.log(`  duration      ${elapsed.toFixed(1)} s, ${CONNECTIONS} connections`);
  console.log(`  requests      ${total} (${Math.round(total / elapsed)}/s)`);
  console.log(
    `  errors        ${errorCount}${errorCount ? ` ${JSON.stringify(Object.fromEntries(errors))}` : ''}`,
  );
  console.log(
    `  latency       p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${percentile(all, 100).toFixed(1)} ms`,
  );
  for (const [kind, list] of Object.entries(latencies)) {
    const sorted = Float64Array.from(list).sort();
    console.log(
      `    ${kind.padEnd(14)}${String(list.length).padStart(8)}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
  console.log(
    `  server RSS    start ${memory[0]!.mb} MB, middle (${middle.at} s) ${middle.mb} MB, end ${end.mb} MB, peak ${peak} MB`,
  );
  const flat = grew <= FLAT_TOLERANCE;
  console.log(
    `  memory        ${flat ? 'flat' : 'GROWING'} (${(grew * 100).toFixed(1)} % from middle to end)`,
  );
  process.exitCode = errorCount === 0 && flat ? 0 : 1;
}

main().catch((error) => {
  console.error('soak failed:', error);
  process.exit(1);
});
