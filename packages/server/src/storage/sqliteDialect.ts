// A bridge so Kysely's SQLite dialect runs on node:sqlite (no native addon). Kysely expects the
// better-sqlite3 statement shape: `reader`, and all/run/iterate taking an array of parameters.
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { type SqliteDatabase, SqliteDialect, type SqliteStatement } from 'kysely';

function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  // node:sqlite rejects booleans and undefined; map them the way SQLite stores them
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}

/** prepared statements kept per database, by their text (the most recently used ones) */
const STATEMENTS_KEPT = 256;

function bridge(db: DatabaseSync): SqliteDatabase {
  // Kysely prepares every statement it runs; a many-row insert or a long IN (…) costs more to
  // prepare than to run, and the same texts come back batch after batch
  const kept = new Map<string, SqliteStatement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      // SQLite ends the transaction itself on some errors (a full disk, out of memory): Kysely's
      // rollback would then fail with "cannot rollback - no transaction is active" and that
      // error would replace the real cause. With no transaction left, rollback does nothing.
      if (sql === 'rollback' && !db.isTransaction) {
        return {
          reader: false,
          all: () => [],
          run: () => ({ changes: 0, lastInsertRowid: 0 }),
          iterate: () => [][Symbol.iterator](),
        };
      }
      const held = kept.get(sql);
      if (held) {
        kept.delete(sql);
        kept.set(sql, held);
        return held;
      }
      const statement = db.prepare(sql);
      const prepared: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
      // a statement that changes the schema may make others stale: SQLite prepares them again
      // by itself when they run
      kept.set(sql, prepared);
      if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
      return prepared;
    },
  };
}

export function nodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: bridge(db) });
}
