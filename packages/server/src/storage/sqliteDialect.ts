// Kysely on node:sqlite (no native addon), with every write taking the file's write gate
// (sqliteWriteGate.ts) before SQLite's lock: a transaction begins IMMEDIATE once the gate is
// taken and gives it back at its commit or rollback; a statement outside a transaction that
// may write takes it for its own run. Kysely's own SQLite driver hands its one connection to
// one caller at a time, so a read would queue behind a transaction still waiting for the gate;
// here each caller gets a handle of its own and a read waits only for a transaction that has
// begun on the connection (SQLite would run it inside that transaction).
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type TransactionSettings,
} from 'kysely';
import { whileBusy } from './sqliteBusy.ts';
import { SqliteWriteGate } from './sqliteWriteGate.ts';

export interface SqliteDialectOptions {
  /** the file's write gate, shared by every connection of this process to the file */
  gate: SqliteWriteGate;
  /**
   * how long to wait, without blocking, for another process's write lock: for a connection
   * whose busy_timeout is 0 (the fans' thread). 0: the connection's busy_timeout waits
   */
  busyWaitMs?: number;
}

function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  // node:sqlite rejects booleans and undefined; map them the way SQLite stores them
  return parameters.map((value) => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 1 : 0;
    return value as SQLInputValue;
  });
}

/**
 * Whether a statement may write, so needs the gate outside a transaction. A write taken for a
 * read only waits for the gate; a read taken for a write runs without it and, on the fans'
 * thread, meets a busy file and waits for it without blocking: neither is wrong, only slower.
 */
function mayWrite(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return false;
  if (query.query.kind !== 'RawNode') return true;
  const text = query.sql.trimStart().toLowerCase();
  return !(text.startsWith('select') || (text.startsWith('pragma') && !text.includes('=')));
}

/** prepared statements kept per database, by their text (the most recently used ones) */
const STATEMENTS_KEPT = 256;

/** the one node:sqlite connection behind every handle, and the transaction open on it */
class SqliteLine {
  readonly db: DatabaseSync;
  readonly gate: SqliteWriteGate;
  readonly busyWaitMs: number;
  /** the handle whose transaction is open on the connection */
  owner: GatedConnection | null = null;
  #ended: Promise<void> = Promise.resolve();
  #end: () => void = () => {};
  // Kysely prepares every statement it runs; a many-row insert or a long IN (…) costs more to
  // prepare than to run, and the same texts come back batch after batch
  readonly #kept = new Map<string, { statement: StatementSync; reader: boolean }>();

  constructor(db: DatabaseSync, options: SqliteDialectOptions) {
    this.db = db;
    this.gate = options.gate;
    this.busyWaitMs = options.busyWaitMs ?? 0;
  }

  /** until no transaction of another handle is open on the connection */
  async free(handle: GatedConnection): Promise<void> {
    while (this.owner !== null && this.owner !== handle) await this.#ended;
  }

  own(handle: GatedConnection): void {
    this.owner = handle;
    this.#ended = new Promise((resolve) => {
      this.#end = resolve;
    });
  }

  disown(): void {
    this.owner = null;
    this.#end();
  }

  run(query: CompiledQuery): QueryResult<unknown> {
    const { statement, reader } = this.#prepare(query.sql);
    const parameters = bindable(query.parameters);
    if (reader) return { rows: statement.all(...parameters) };
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return {
      insertId: BigInt(lastInsertRowid),
      numAffectedRows: BigInt(changes),
      rows: [],
    };
  }

  exec(text: string): void {
    this.db.exec(text);
  }

  #prepare(sql: string) {
    const held = this.#kept.get(sql);
    if (held) {
      this.#kept.delete(sql);
      this.#kept.set(sql, held);
      return held;
    }
    const statement = this.db.prepare(sql);
    const prepared = { statement, reader: statement.columns().length > 0 };
    // a statement that changes the schema may make others stale: SQLite prepares them again
    // by itself when they run
    this.#kept.set(sql, prepared);
    if (this.#kept.size > STATEMENTS_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
    return prepared;
  }
}

class GatedConnection implements DatabaseConnection {
  readonly #line: SqliteLine;
  /** this handle's transaction took the gate */
  #gated = false;

  constructor(line: SqliteLine) {
    this.#line = line;
  }

  get inTransaction(): boolean {
    return this.#line.owner === this;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const line = this.#line;
    if (this.inTransaction) return line.run(query) as QueryResult<R>;
    const alone = () =>
      whileBusy(async () => {
        await line.free(this);
        return line.run(query) as QueryResult<R>;
      }, line.busyWaitMs);
    return mayWrite(query) ? line.gate.during(alone) : alone();
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // rows read at once: a statement iterated across awaits would be shared with other callers
    const { rows } = await this.executeQuery<R>(query);
    for (const row of rows) yield { rows: [row] };
  }

  async begin(settings: TransactionSettings): Promise<void> {
    const line = this.#line;
    const write = settings.accessMode !== 'read only';
    if (write) await line.gate.acquire();
    try {
      await whileBusy(async () => {
        await line.free(this);
        line.own(this);
        try {
          line.exec(write ? 'BEGIN IMMEDIATE' : 'BEGIN');
        } catch (error) {
          // reads go on while this waits for another process's lock
          line.disown();
          throw error;
        }
      }, line.busyWaitMs);
    } catch (error) {
      if (write) line.gate.release();
      throw error;
    }
    this.#gated = write;
  }

  commit(): void {
    const line = this.#line;
    try {
      line.exec('COMMIT');
    } catch (error) {
      // Kysely rolls back next; with no transaction left there is nothing to roll back
      if (!line.db.isTransaction) this.end();
      throw error;
    }
    this.end();
  }

  rollback(): void {
    if (!this.inTransaction) return;
    try {
      // SQLite ends the transaction itself on some errors (a full disk, out of memory): a
      // ROLLBACK would then fail with "cannot rollback - no transaction is active" and that
      // error would replace the real cause
      if (this.#line.db.isTransaction) this.#line.exec('ROLLBACK');
    } finally {
      this.end();
    }
  }

  /** the transaction is over: the connection and the gate go to the next caller */
  end(): void {
    if (!this.inTransaction) return;
    this.#line.disown();
    if (this.#gated) {
      this.#gated = false;
      this.#line.gate.release();
    }
  }
}

class GatedSqliteDriver implements Driver {
  readonly #line: SqliteLine;

  constructor(line: SqliteLine) {
    this.#line = line;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GatedConnection(this.#line);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await (connection as GatedConnection).begin(settings);
  }

  async commitTransaction(connection: DatabaseConnection) {
    (connection as GatedConnection).commit();
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    (connection as GatedConnection).rollback();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    // a transaction Kysely neither committed nor rolled back would hold the gate for ever
    (connection as GatedConnection).rollback();
  }

  async destroy(): Promise<void> {
    this.#line.db.close();
  }
}

/** each caller gets a handle of its own: Kysely need not queue them on the one connection */
class HandlesAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** `options.gate`: a gate of its own when none is given (a connection alone on its file) */
export function nodeSqliteDialect(
  db: DatabaseSync,
  options: Partial<SqliteDialectOptions> = {},
): Dialect {
  const line = new SqliteLine(db, { ...options, gate: options.gate ?? new SqliteWriteGate() });
  return {
    createDriver: (): Driver => new GatedSqliteDriver(line),
    createQueryCompiler: (): QueryCompiler => new SqliteQueryCompiler(),
    createAdapter: (): DialectAdapter => new HandlesAdapter(),
    createIntrospector: (kysely: Kysely<unknown>): DatabaseIntrospector =>
      new SqliteIntrospector(kysely),
  };
}
