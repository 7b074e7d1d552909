// The thread behind sqliteReportWriter.ts: stores fans' reports into the SQLite file through
// its own connection, with the same SQL as on PostgreSQL (KyselyReports.addReports). Reports
// that arrive while a batch is being stored wait for the next one, at most BATCH of them: one
// transaction and one wait for the disk for all (a commit per report fell hundreds behind a
// flood of 1,000 reports a minute on a loaded machine). The first report after a quiet spell
// goes at once, alone.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { KyselyReports } from './kyselyReports.ts';
import type { AddReportOutcome, NewReport } from './reports.ts';
import type { Database } from './schema.ts';
import { nodeSqliteDialect } from './sqliteDialect.ts';
import { SqliteWriteGate } from './sqliteWriteGate.ts';

export interface ReportAdd {
  id: number;
  report: NewReport;
}

export type ReportAdded =
  | { id: number; added: AddReportOutcome }
  | { id: number; failure: string; code?: string };

/** reports stored in one transaction at most: bounds how long the file stays locked */
const BATCH = 64;

const { file, gate } = workerData as { file: string; gate: SharedArrayBuffer };
const db = new DatabaseSync(file);
// SQLite's busy handler may block this thread (no fan waits on it) when another process holds
// the lock; the threads of this process take turns through the gate first
db.exec('PRAGMA busy_timeout = 5000');
db.exec('PRAGMA synchronous = FULL');
db.exec('PRAGMA foreign_keys = ON');
const reports = new KyselyReports(
  new Kysely<Database>({ dialect: nodeSqliteDialect(db, { gate: new SqliteWriteGate(gate) }) }),
);

const waiting: ReportAdd[] = [];
let storing = false;

async function store(): Promise<void> {
  storing = true;
  try {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH);
      const outcomes = await reports.addReports(batch.map((add) => add.report));
      batch.forEach((add, i) => {
        const outcome = outcomes[i];
        let done: ReportAdded;
        if (outcome && 'added' in outcome) done = { id: add.id, added: outcome.added };
        else {
          const e = (outcome?.error ?? new Error('not stored')) as Error & { code?: string };
          done = { id: add.id, failure: e.message, ...(e.code ? { code: e.code } : {}) };
        }
        parentPort?.postMessage(done);
      });
    }
  } finally {
    storing = false;
  }
}

parentPort?.on('message', (add: ReportAdd) => {
  waiting.push(add);
  if (!storing) void store();
});
