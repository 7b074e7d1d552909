// SQLite storage on node:sqlite. WAL with synchronous=FULL: an acknowledged write survives a
// kill -9 and a power loss. The threads of this process that write the file take turns through
// its write gate (sqliteWriteGate.ts); a second process (the CLI) holding the lock is waited
// for without blocking (sqliteBusy.ts): busy_timeout, which sleeps on the calling thread, is
// used only while the migrations run at open.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { KyselyStorage } from './kyselyStorage.ts';
import { CREATE_MIGRATIONS_TABLE, readMigrations } from './migrations.ts';
import type { Database } from './schema.ts';
import { BUSY_WAIT_MS } from './sqliteBusy.ts';
import { nodeSqliteDialect } from './sqliteDialect.ts';
import { GuardedSqlite } from './sqliteGuard.ts';
import { writeGateFor } from './sqliteWriteGate.ts';
import type { Storage } from './storage.ts';
import { SILENT_LOG, type StorageLog } from './unavailable.ts';

function applyMigrations(db: DatabaseSync): void {
  db.exec(CREATE_MIGRATIONS_TABLE);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => String(row.version)),
  );
  for (const migration of readMigrations()) {
    if (applied.has(migration.version)) continue;
    db.exec('BEGIN');
    try {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)').run(
        migration.version,
        new Date().toISOString(),
      );
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw new Error(`migration ${migration.version} failed: ${(error as Error).message}`);
    }
  }
}

/** SQLite storage over an open connection: settings, migrations, then the shared SQL */
export function sqliteOn(db: DatabaseSync): KyselyStorage {
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    applyMigrations(db);
    db.exec('PRAGMA busy_timeout = 0');
  } catch (error) {
    db.close();
    throw error;
  }
  // a file (not ':memory:', which one connection alone sees): large drafts are written apart
  const file = db.location() || null;
  const gate = writeGateFor(file ?? ':memory:');
  return new KyselyStorage(
    new Kysely<Database>({ dialect: nodeSqliteDialect(db, { gate, busyWaitMs: BUSY_WAIT_MS }) }),
    'sqlite',
    file ? { file, gate } : undefined,
  );
}

/**
 * `file` is a path or ':memory:'. A file that cannot be opened or is damaged does not throw:
 * the storage answers 503 (StorageUnavailableError) and tries the file again later.
 */
export function openSqlite(file: string, log: StorageLog = SILENT_LOG): Storage {
  return new GuardedSqlite(() => {
    if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    return sqliteOn(new DatabaseSync(file));
  }, log);
}
