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

function bridge(db: DatabaseSync): SqliteDatabase {
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
      const statement = db.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...bindable(parameters)),
        run: (parameters) => statement.run(...bindable(parameters)),
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
    },
  };
}

export function nodeSqliteDialect(db: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: bridge(db) });
}
