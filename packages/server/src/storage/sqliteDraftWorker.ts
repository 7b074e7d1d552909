// The thread behind sqliteDraftWriter.ts: saves large drafts into the SQLite file through its
// own connection, with the same SQL as every other save (KyselyPublishing.saveDraft).
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';
import { Kysely } from 'kysely';
import { KyselyPublishing } from './kyselyPublishing.ts';
import type { EventDraft } from './publishing.ts';
import type { Database } from './schema.ts';
import { nodeSqliteDialect } from './sqliteDialect.ts';
import { SqliteWriteGate } from './sqliteWriteGate.ts';

export interface DraftSave {
  id: number;
  draft: EventDraft;
  expected: number | null | undefined;
}

export type DraftSaved =
  | { id: number; saved: EventDraft | null }
  | { id: number; failure: string; code?: string };

const { file, gate } = workerData as { file: string; gate: SharedArrayBuffer };
const db = new DatabaseSync(file);
// SQLite's busy handler may block this thread (no fan waits on it) when another process holds
// the lock; the threads of this process take turns through the gate first
db.exec('PRAGMA busy_timeout = 5000');
db.exec('PRAGMA synchronous = FULL');
db.exec('PRAGMA foreign_keys = ON');
const publishing = new KyselyPublishing(
  new Kysely<Database>({ dialect: nodeSqliteDialect(db, { gate: new SqliteWriteGate(gate) }) }),
  'sqlite',
);

parentPort?.on('message', async (save: DraftSave) => {
  let done: DraftSaved;
  try {
    done = { id: save.id, saved: await publishing.saveDraft(save.draft, save.expected) };
  } catch (error) {
    const e = error as Error & { code?: string };
    done = { id: save.id, failure: e.message, ...(e.code ? { code: e.code } : {}) };
  }
  parentPort?.postMessage(done);
});
