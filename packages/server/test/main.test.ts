// The real process: `node src/main.ts` starts on the environment, an acknowledged like survives
// kill -9 (WAL with synchronous=FULL), and SIGTERM stops it cleanly.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from './helpers/fakeProvider.ts';
import { djs, likeOf } from './helpers/likes.ts';
import { ALL_FIXTURES, eventually, FIXTURES, postJson, TEST_NOW } from './helpers/server.ts';
import { signIn } from './helpers/signIn.ts';
import { tempDir } from './helpers/tmp.ts';

const MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

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

let provider: FakeProvider;
let tmp: ReturnType<typeof tempDir>;
let env: Record<string, string>;
let url: string;
const children: ChildProcess[] = [];

async function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await eventually(async () => {
    try {
      return (await fetch(`${url}/health`)).ok ? true : undefined;
    } catch {
      return undefined;
    }
  }, 15_000);
  return child;
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
    } else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

beforeAll(async () => {
  provider = await startFakeProvider();
  tmp = tempDir();
  mkdirSync(path.join(tmp.dir, 'events'));
  for (const name of ALL_FIXTURES) {
    copyFileSync(path.join(FIXTURES, 'events', name), path.join(tmp.dir, 'events', name));
  }
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    ...provider.env(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tmp.dir,
    DATABASE_URL: `sqlite:${path.join(tmp.dir, 'var', 'lineup.db')}`,
    WEB_DIST: path.join(tmp.dir, 'no-web'),
    LINEUP_NOW: TEST_NOW,
    LOG_LEVEL: 'warn',
  };
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  await provider.close();
  tmp.remove();
});

describe('the server process', () => {
  it('keeps an acknowledged like through kill -9, and stops cleanly on SIGTERM', async () => {
    const first = await start();
    const { body: login } = await signIn(url, provider);
    const token = String(login.bunny_token);
    const ada = await likeOf(url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:10:00.000Z');
    const acked = await postJson(`${url}/api/likes`, { token, likes: [ada] });
    expect(acked.response.status).toBe(200);
    first.kill('SIGKILL');
    expect((await exitOf(first)).signal).toBe('SIGKILL');

    const second = await start();
    const { body } = await postJson(`${url}/api/likes`, { token, likes: [] });
    expect(djs(body.likes)).toEqual(['Ada Lovelace']);
    second.kill('SIGTERM');
    expect(await exitOf(second)).toEqual({ code: 0, signal: null });
  });
});
