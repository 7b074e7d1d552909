// PostgreSQL storage (DESIGN §6): for several server instances behind a load balancer. The SQL
// is the portable KyselyStorage on pg's Pool; this file adds what a network database needs:
// migrations that two instances starting at once apply exactly once, bounded waits, and
// "database unreachable" turned into StorageUnavailableError (503) instead of a crash or a 500.
// The pool reconnects by itself: once the database is back, the next call simply works.
import { setTimeout } from 'node:timers/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DeviceStore } from './deviceStore.ts';
import type { FollowsStorage } from './followsStorage.ts';
import { PUBLISH_CHANNEL } from './kyselyPublishing.ts';
import { KyselyStorage } from './kyselyStorage.ts';
import { CREATE_MIGRATIONS_TABLE, readMigrations } from './migrations.ts';
import { isConnectionLost, isUnavailable, reasonOf } from './pgErrors.ts';
import { PgListener } from './pgListen.ts';
import type { PublishingStore } from './publishing.ts';
import type { PushStorage } from './pushStorage.ts';
import type { ReportsStore } from './reports.ts';
import type { Database } from './schema.ts';
import type { SharedPlanStore } from './sharedPlans.ts';
import type {
  DeviceJoin,
  LikesState,
  LikeTotal,
  LikeTotalChange,
  SignIn,
  Storage,
  User,
} from './storage.ts';
import { SILENT_LOG, type StorageLog, StorageUnavailableError } from './unavailable.ts';

export interface PostgresOptions {
  log?: StorageLog;
  /** connections per instance (PostgreSQL's default max_connections is 100 for all of them) */
  poolSize?: number;
  /** how long a call waits for a connection before it answers 503 */
  connectTimeoutMs?: number;
}

/** pg_advisory_xact_lock key of the migration step ("lineup" in ASCII) */
const MIGRATION_LOCK = 0x6c696e657570;

const UNAVAILABLE_TEXT = 'The database is unavailable';
/** tries of a repeatable operation when pooled connections turn out dead */
const MAX_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 50;

async function migrate(pool: pg.Pool): Promise<string[]> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    // instances starting together: one applies the files, the others wait here, then see them
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ version: string }>(
      'SELECT version FROM schema_migrations',
    );
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const migration of readMigrations()) {
      if (applied.has(migration.version)) continue;
      try {
        await client.query(migration.sql);
      } catch (error) {
        if (isUnavailable(error)) throw error;
        throw new Error(`migration ${migration.version} failed: ${reasonOf(error)}`);
      }
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        migration.version,
        new Date().toISOString(),
      ]);
      done.push(migration.version);
    }
    await client.query('COMMIT');
    return done;
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // a connection that failed mid-way is dropped, not handed to the next call
    client.release(failure);
  }
}

export class PostgresStorage implements Storage {
  readonly kind = 'postgres' as const;
  readonly push: PushStorage;
  readonly follows: FollowsStorage;
  readonly devices: DeviceStore;
  readonly reports: ReportsStore;
  readonly sharedPlans: SharedPlanStore;
  readonly #pool: pg.Pool;
  readonly #inner: KyselyStorage;
  readonly #log: StorageLog;
  #migrated = false;
  #migrating: Promise<void> | null = null;
  #unavailableSince: number | null = null;
  readonly publishing: PublishingStore;
  #listener: PgListener | null = null;

  constructor(pool: pg.Pool, log: StorageLog, url = '') {
    this.#pool = pool;
    this.#log = log;
    this.#inner = new KyselyStorage(
      new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      'postgres',
    );
    this.publishing = this.#publishing(this.#inner.publishing, url);
    this.push = guarded(this.#inner.push, (operation) => this.#call(operation));
    this.follows = guarded(this.#inner.follows, (operation) => this.#call(operation));
    this.devices = guarded(this.#inner.devices, (operation) => this.#call(operation));
    this.reports = guarded(this.#inner.reports, (operation) => this.#call(operation));
    this.sharedPlans = guarded(this.#inner.sharedPlans, (operation) => this.#call(operation));
  }

  /** the shared SQL behind #call (503 when unreachable), plus LISTEN for other instances */
  #publishing(inner: PublishingStore, url: string): PublishingStore {
    const call = <T>(operation: () => Promise<T>, repeatable = true) =>
      this.#call(operation, repeatable);
    const remote = new Set<(eventId: string) => void>();
    const tell = (eventId: string) => {
      for (const listener of remote) listener(eventId);
    };
    return {
      addOrganiser: (o) => call(() => inner.addOrganiser(o), false),
      organisers: () => call(() => inner.organisers()),
      revokeOrganiser: (id) => call(() => inner.revokeOrganiser(id)),
      organiserByTokenHash: (hash) => call(() => inner.organiserByTokenHash(hash)),
      // not repeated: a commit whose answer was lost would store the version twice
      publish: (version) => call(() => inner.publish(version), false),
      versions: (eventId, limit) => call(() => inner.versions(eventId, limit)),
      version: (eventId, version) => call(() => inner.version(eventId, version)),
      latest: (eventId) => call(() => inner.latest(eventId)),
      latestVersions: () => call(() => inner.latestVersions()),
      draft: (eventId) => call(() => inner.draft(eventId)),
      // a save on a revision is not repeated: a commit whose answer was lost would read as stale
      saveDraft: (draft, expected) =>
        call(() => inner.saveDraft(draft, expected), expected === undefined),
      drafts: () => call(() => inner.drafts()),
      deleteDraft: (eventId) => call(() => inner.deleteDraft(eventId)),
      putMedia: (blob, quota) => call(() => inner.putMedia(blob, quota)),
      media: (name) => call(() => inner.media(name)),
      mediaOf: (eventId) => call(() => inner.mediaOf(eventId)),
      referencedMedia: (eventId, names) => call(() => inner.referencedMedia(eventId, names)),
      deleteMedia: (eventId, name) => call(() => inner.deleteMedia(eventId, name)),
      onPublished: (listener) => {
        // this instance's own publishes arrive by NOTIFY too: the listener is called twice
        // for them, which the published source ignores (it compares version numbers)
        const stopLocal = inner.onPublished(listener);
        remote.add(listener);
        if (!this.#listener && url) {
          this.#listener = new PgListener({
            url,
            channel: PUBLISH_CHANNEL,
            log: this.#log,
            onMessage: tell,
            // notifications sent while the connection was down are lost: check every event
            onReconnect: () => tell(''),
          });
          this.#listener.start();
        }
        return () => {
          stopLocal();
          remote.delete(listener);
        };
      },
    };
  }

  /** applies pending migrations once; after a failure the next call tries again */
  migrate(): Promise<void> {
    if (this.#migrated) return Promise.resolve();
    this.#migrating ??= migrate(this.#pool)
      .then((versions) => {
        this.#migrated = true;
        if (versions.length > 0) this.#log.info({ versions }, 'database migrated');
      })
      .finally(() => {
        this.#migrating = null;
      });
    return this.#migrating;
  }

  signIn(input: SignIn): Promise<User> {
    // not repeated after a lost connection: a commit whose answer was lost would add the
    // token twice; the app simply asks again
    return this.#call(() => this.#inner.signIn(input), false);
  }

  userByTokenHash(tokenHash: string, issuedAfter?: Date): Promise<User | null> {
    return this.#call(() => this.#inner.userByTokenHash(tokenHash, issuedAfter));
  }

  deleteToken(tokenHash: string): Promise<boolean> {
    return this.#call(() => this.#inner.deleteToken(tokenHash));
  }

  pruneTokens(before: Date, limit: number): Promise<number> {
    return this.#call(() => this.#inner.pruneTokens(before, limit));
  }

  deleteUser(userId: string): Promise<void> {
    return this.#call(() => this.#inner.deleteUser(userId));
  }

  likesOf(userId: string): Promise<LikesState> {
    return this.#call(() => this.#inner.likesOf(userId));
  }

  updateLikes(
    userId: string,
    update: (state: LikesState) => LikesState,
  ): Promise<{ before: LikesState; after: LikesState } | null> {
    return this.#call(() => this.#inner.updateLikes(userId, update));
  }

  changeLikeTotals(changes: LikeTotalChange[], now: Date): Promise<LikeTotalChange[]> {
    return this.#call(() => this.#inner.changeLikeTotals(changes, now));
  }

  likeTotals(event?: string): Promise<LikeTotal[]> {
    return this.#call(() => this.#inner.likeTotals(event));
  }

  pruneLikeTotalMarks(before: Date, limit: number): Promise<number> {
    return this.#call(() => this.#inner.pruneLikeTotalMarks(before, limit));
  }

  setCalendarSecret(userId: string, secretHash: string, now: Date): Promise<boolean> {
    // repeated after a lost answer, it leaves the newer secret: the one the fan receives
    return this.#call(() => this.#inner.setCalendarSecret(userId, secretHash, now));
  }

  revokeCalendarSecret(userId: string): Promise<boolean> {
    return this.#call(() => this.#inner.revokeCalendarSecret(userId));
  }

  userByCalendarSecretHash(secretHash: string): Promise<User | null> {
    return this.#call(() => this.#inner.userByCalendarSecretHash(secretHash));
  }

  setDeviceLink(userId: string, link: { id: string; secretHash: string }, now: Date) {
    return this.#call(() => this.#inner.setDeviceLink(userId, link, now));
  }

  joinDeviceLink(input: DeviceJoin) {
    // not repeated: a commit whose answer was lost would count one device too many
    return this.#call(() => this.#inner.joinDeviceLink(input), false);
  }

  revokeDeviceLinks(userId: string) {
    return this.#call(() => this.#inner.revokeDeviceLinks(userId));
  }

  async healthy(): Promise<boolean> {
    try {
      await this.#call(() => this.#pool.query('SELECT 1'));
      return true;
    } catch {
      return false;
    }
  }

  integrity(): Promise<string> {
    return this.#call(() => this.#inner.integrity());
  }

  async close(): Promise<void> {
    await this.#listener?.stop();
    return this.#inner.close();
  }

  /**
   * Runs one storage operation. A pooled connection that died while idle is found out only
   * when used: a repeatable operation then runs once more on a fresh connection, so a database
   * restart costs the fans nothing. Repeating is safe: a transaction cut off before its commit
   * left nothing behind, and likes merge last-writer-wins. (Only a commit whose answer got lost
   * could count a signed-in like's total twice: a popularity figure, not a fan's data.)
   */
  async #call<T>(operation: () => Promise<T>, repeatable = true): Promise<T> {
    try {
      await this.migrate();
      let result: T;
      for (let attempt = 1; ; attempt++) {
        try {
          result = await operation();
          break;
        } catch (error) {
          // several pooled connections may die one after the other (a restart terminates them
          // all): a short pause lets the pool notice the rest, then a few more tries, then 503
          if (!repeatable || attempt >= MAX_ATTEMPTS || !isConnectionLost(error)) throw error;
          await setTimeout(RETRY_PAUSE_MS * attempt);
        }
      }
      if (this.#unavailableSince !== null) {
        this.#log.info({ downMs: Date.now() - this.#unavailableSince }, 'database is back');
        this.#unavailableSince = null;
      }
      return result;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      if (this.#unavailableSince === null) {
        this.#unavailableSince = Date.now();
        this.#log.warn({ reason: reasonOf(error) }, 'database unavailable: answering 503');
      }
      throw new StorageUnavailableError(UNAVAILABLE_TEXT, { cause: error });
    }
  }
}

/**
 * Every push operation through the same guard as the rest (migrations applied, retried on a
 * dead pooled connection, 503 when the database is away). Repeating a claim whose answer got
 * lost only leaves rows claimed until their lease runs out; no message is sent twice by it.
 */
function guarded<S extends object>(
  inner: S,
  call: <T>(operation: () => Promise<T>) => Promise<T>,
): S {
  const out: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(Object.getPrototypeOf(inner))) {
    const method = (inner as unknown as Record<string, unknown>)[key];
    if (key === 'constructor' || typeof method !== 'function') continue;
    out[key] = (...args: unknown[]) => call(() => method.apply(inner, args));
  }
  return out as unknown as S;
}

/**
 * Opens the pool and applies migrations. A database that cannot be reached yet does not stop
 * the start (the lineup needs none; calls that do answer 503 until it is back); a database
 * that answers with an error (wrong password, no such database, broken migration) does.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Storage> {
  const log = options.log ?? SILENT_LOG;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    // a hung statement must not hold a request (and a connection) for ever
    statement_timeout: 10_000,
    query_timeout: 15_000,
    application_name: 'lineup',
  });
  // an idle connection that dies (database restart, pg_terminate_backend) emits 'error' on the
  // pool; unhandled, that would end the process. The pool drops it and opens a new one later.
  pool.on('error', (error) =>
    log.warn({ reason: reasonOf(error) }, 'idle database connection lost'),
  );
  // a connection that dies while checked out (between two statements of a transaction) emits
  // 'error' on its client, where the pool listens only while it is idle: without a listener of
  // our own that is an uncaught exception. The statement in flight fails by itself (→ 503), and
  // the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const storage = new PostgresStorage(pool, log, url);
  try {
    await storage.migrate();
  } catch (error) {
    if (!isUnavailable(error)) {
      await pool.end().catch(() => {});
      throw new Error(`PostgreSQL: ${reasonOf(error)}`);
    }
    log.warn(
      { reason: reasonOf(error) },
      'PostgreSQL is unreachable at start: serving the lineup; calls that need the database answer 503 until it is back',
    );
  }
  return storage;
}
