// The thread behind sqliteReportWriter.ts: stores fans' reports into the SQLite file through
// its own connection, with the same SQL as on PostgreSQL (KyselyReports.addReport).
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { KyselyReports } from './kyselyReports.ts';
import type { AddReportOutcome, NewReport } from './reports.ts';
import type { Database } from './schema.ts';
import { nodeSqliteDialect } from './sqliteDialect.ts';

export interface ReportAdd {
  id: number;
  report: NewReport;
}

export type ReportAdded =
  | { id: number; added: AddReportOutcome }
  | { id: number; failure: string; code?: string };

const db = new DatabaseSync((workerData as { file: string }).file);
db.exec('PRAGMA busy_timeout = 5000');
db.exec('PRAGMA synchronous = FULL');
db.exec('PRAGMA foreign_keys = ON');
const reports = new KyselyReports(new Kysely<Database>({ dialect: nodeSqliteDialect(db) }));

parentPort?.on('message', async (add: ReportAdd) => {
  let done: ReportAdded;
  try {
    done = { id: add.id, added: await reports.addReport(add.report) };
  } catch (error) {
    const e = error as Error & { code?: string };
    done = { id: add.id, failure: e.message, ...(e.code ? { code: e.code } : {}) };
  }
  parentPort?.postMessage(done);
});
