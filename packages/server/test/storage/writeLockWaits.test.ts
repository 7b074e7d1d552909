// The fans' thread never waits for SQLite's write lock with its event loop stopped (issue 34):
// while another thread of the process holds the lock in back-to-back transactions, or another
// process (a connection that knows nothing of the write gate) holds it, an organiser's write
// waits for its turn without blocking and /health is answered meanwhile. Before, the write
// waited inside SQLite's busy handler and the whole server answered nothing until it ended.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { writeGateFor } from '../../src/storage/sqliteWriteGate.ts';
import { eventually, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { bearer, OPERATOR } from '../publishing/helpers.ts';
import type { HolderData, HolderMessage } from './writeLockHolder.ts';

let server: TestServer | undefined;
const started: Worker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.terminate()));
  await server?.dispose();
  server = undefined;
});

/** a thread holding the file's write lock until stop() or its deadline */
async function holdLock(data: Omit<HolderData, 'control'>) {
  const control = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(new URL('./writeLockHolder.ts', import.meta.url), {
    workerData: { ...data, control: control.buffer } satisfies HolderData,
  });
  started.push(worker);
  const thread = worker.threadId;
  if (data.gate) worker.on('exit', () => writeGateFor(data.file).abandon(thread));
  let finished: Extract<HolderMessage, { stoppedBy: string }> | null = null;
  const done = new Promise<Extract<HolderMessage, { stoppedBy: string }>>((resolve, reject) => {
    worker.on('message', (m: HolderMessage) => {
      if ('stoppedBy' in m) {
        finished = m;
        resolve(m);
      }
    });
    worker.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (m: HolderMessage) => {
      if ('held' in m) resolve();
    });
    worker.on('error', reject);
  });
  return {
    done,
    holding: () => finished === null,
    stop() {
      Atomics.store(control, 0, 1);
      Atomics.notify(control, 0);
    },
  };
}

const file = (s: TestServer) => s.env.DATABASE_URL!.slice('sqlite:'.length);

function switchTrustRule(url: string) {
  return fetch(`${url}/api/organiser/events/sunrise-2026/reports/settings`, {
    method: 'PUT',
    headers: { ...bearer(OPERATOR), 'content-type': 'application/json' },
    body: JSON.stringify({ on: true }),
  });
}

describe('a write on the fans’ thread while the SQLite write lock is held', () => {
  it('by a thread of this process in back-to-back transactions: /health is answered meanwhile, the write between two of them', async () => {
    server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
    const gate = writeGateFor(file(server));
    const holder = await holdLock({
      file: file(server),
      gate: gate.buffer,
      holdMs: 100,
      deadlineMs: 4000,
    });
    const put = switchTrustRule(server.url);
    // the write waits for its turn behind the holder's transaction
    await eventually(async () => (gate.queued() >= 2 ? true : undefined), 10_000, 5);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect(holder.holding()).toBe(true);
    // the write's turn comes between two of the holder's transactions, which then go on
    expect((await put).status).toBe(200);
    expect(holder.holding()).toBe(true);
    holder.stop();
    expect((await holder.done).stoppedBy).toBe('signal');
  });

  it('by another process: /health is answered meanwhile, the write once the lock is free', async () => {
    server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
    const holder = await holdLock({ file: file(server), holdMs: 4000, deadlineMs: 4000 });
    let answered = false;
    const put = switchTrustRule(server.url).then((response) => {
      answered = true;
      return response;
    });
    // the write took this process's turn and waits for the other process's lock
    const gate = writeGateFor(file(server));
    await eventually(async () => (gate.queued() === 1 ? true : undefined), 10_000, 5);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(200);
    expect({ holding: holder.holding(), answered }).toEqual({ holding: true, answered: false });
    holder.stop();
    expect((await holder.done).stoppedBy).toBe('signal');
    expect((await put).status).toBe(200);
  });

  it('by another process for longer than the wait: fails with "database is locked", the thread free meanwhile', async () => {
    const tmp = tempDir();
    const storage = openSqlite(path.join(tmp.dir, 'lineup.db'));
    const holder = await holdLock({
      file: path.join(tmp.dir, 'lineup.db'),
      holdMs: 20_000,
      deadlineMs: 20_000,
    });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const error = await storage.pruneTokens(new Date(), 10).then(
      () => null,
      (e: Error) => e,
    );
    clearInterval(timer);
    expect(error?.message).toMatch(/database is locked/);
    expect(holder.holding()).toBe(true);
    expect(ticks).toBeGreaterThan(1);
    holder.stop();
    await holder.done;
    // the lock free again, the same call goes through
    expect(await storage.pruneTokens(new Date(), 10)).toBe(0);
    await storage.close();
    tmp.remove();
  });
});
