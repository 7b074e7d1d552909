// A thread that holds a SQLite file's write lock in back-to-back transactions until told to
// stop (its control cell set to 1) or until `deadlineMs` has passed. With `gate` it takes the
// process's write gate around each transaction, as the report and draft threads do; without,
// it is a connection that knows nothing of the gate, as another process would be.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { SqliteWriteGate } from '../../src/storage/sqliteWriteGate.ts';

export interface HolderData {
  file: string;
  gate?: SharedArrayBuffer;
  /** Int32Array cell 0: 1 stops the holder */
  control: SharedArrayBuffer;
  /** how long each transaction holds the lock at most */
  holdMs: number;
  deadlineMs: number;
}

export type HolderMessage =
  | { held: true }
  | { stoppedBy: 'signal' | 'deadline'; transactions: number };

const data = workerData as HolderData;
const control = new Int32Array(data.control);
const gate = data.gate ? new SqliteWriteGate(data.gate) : null;
const db = new DatabaseSync(data.file);
db.exec('PRAGMA busy_timeout = 5000');
const until = Date.now() + data.deadlineMs;

let transactions = 0;
let stoppedBy: 'signal' | 'deadline' | null = null;
while (stoppedBy === null) {
  await gate?.acquire();
  db.exec('BEGIN IMMEDIATE');
  if (transactions === 0) parentPort?.postMessage({ held: true } satisfies HolderMessage);
  transactions++;
  // blocks this thread only
  Atomics.wait(control, 0, 0, Math.max(0, Math.min(data.holdMs, until - Date.now())));
  if (Atomics.load(control, 0) === 1) stoppedBy = 'signal';
  else if (Date.now() >= until) stoppedBy = 'deadline';
  db.exec('COMMIT');
  gate?.release();
}
db.close();
parentPort?.postMessage({ stoppedBy, transactions } satisfies HolderMessage);
