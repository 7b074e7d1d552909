// The write gate of a SQLite file (storage/sqliteWriteGate.ts): turns in the order asked, across
// threads; a thread waiting for its turn keeps its event loop running; a turn is given back
// however the work ends; a thread that exits holding or awaiting a turn does not stall the rest.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeSqliteDialect } from '../../src/storage/sqliteDialect.ts';
import { SqliteWriteGate } from '../../src/storage/sqliteWriteGate.ts';
import { eventually } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const started: Worker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((w) => w.terminate()));
});

function thread(gate: SqliteWriteGate) {
  const worker = new Worker(new URL('./gateThread.ts', import.meta.url), {
    workerData: { gate: gate.buffer },
  });
  started.push(worker);
  const id = worker.threadId;
  const next = (message: string) =>
    new Promise<void>((resolve) => {
      const on = (m: string) => {
        if (m !== message) return;
        worker.off('message', on);
        resolve();
      };
      worker.on('message', on);
    });
  return { worker, id, next, tell: (command: string) => worker.postMessage(command) };
}

const queued = (gate: SqliteWriteGate, turns: number) =>
  eventually(async () => (gate.queued() === turns ? true : undefined), 10_000, 5);

describe('the SQLite write gate', () => {
  it('gives turns in the order they were asked for, across threads', async () => {
    const gate = new SqliteWriteGate();
    await gate.acquire();
    const order: string[] = [];
    const threads = [thread(gate), thread(gate), thread(gate)];
    for (const [i, t] of threads.entries()) {
      void t.next('taken').then(() => order.push(`thread ${i + 1}`));
      t.tell('take briefly');
      await queued(gate, i + 2);
    }
    // this thread's next caller asks for a turn once its first gives its own back
    const mine = gate.acquire().then(() => order.push('this thread'));
    gate.release();
    await mine;
    expect(order).toEqual(['thread 1', 'thread 2', 'thread 3', 'this thread']);
    gate.release();
    expect(gate.queued()).toBe(0);
  });

  it('keeps the event loop running while another thread holds it', async () => {
    const gate = new SqliteWriteGate();
    const holder = thread(gate);
    const taken = holder.next('taken');
    holder.tell('take');
    await taken;
    let mine = false;
    const waiting = gate.acquire().then(() => {
      mine = true;
    });
    let ticks = 0;
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      ticks++;
    }
    expect({ ticks, mine }).toEqual({ ticks: 5, mine: false });
    holder.tell('release');
    await waiting;
    expect(mine).toBe(true);
    gate.release();
  });

  it('is given back when the work fails, also a transaction through the dialect', async () => {
    const gate = new SqliteWriteGate();
    await expect(
      gate.during(() => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(gate.queued()).toBe(0);

    const tmp = tempDir();
    const db = new DatabaseSync(path.join(tmp.dir, 'gate.db'));
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('CREATE TABLE t (n INTEGER)');
    const kysely = new Kysely<{ t: { n: number } }>({ dialect: nodeSqliteDialect(db, { gate }) });
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 1 }).execute();
        expect(gate.queued()).toBe(1);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(gate.queued()).toBe(0);
    await expect(sql`INSERT INTO t (n) VALUES (oops)`.execute(kysely)).rejects.toThrow();
    expect(gate.queued()).toBe(0);
    await kysely.insertInto('t').values({ n: 2 }).execute();
    expect(await kysely.selectFrom('t').select('n').execute()).toEqual([{ n: 2 }]);
    await kysely.destroy();
    tmp.remove();
  });

  it('goes on when a thread exits holding it or waiting for it', async () => {
    const gate = new SqliteWriteGate();
    const holder = thread(gate);
    const taken = holder.next('taken');
    holder.tell('take');
    await taken;
    const exited = new Promise((resolve) => holder.worker.once('exit', resolve));
    holder.tell('exit');
    await exited;
    // what the report and draft writers do when their thread exits
    gate.abandon(holder.id);
    await gate.acquire();

    const waiter = thread(gate);
    waiter.tell('take');
    await queued(gate, 2);
    await waiter.worker.terminate();
    gate.abandon(waiter.id);
    gate.release();
    expect(gate.queued()).toBe(0);
    await gate.acquire();
    gate.release();
  });
});
