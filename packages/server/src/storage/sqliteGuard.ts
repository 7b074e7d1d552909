// SQLite that cannot stop the process (issue 12, item 8). A database file that is damaged (not
// a database, a broken page), unreadable or on a full disk makes the calls that need it answer
// 503, as PostgreSQL does when unreachable, while the lineup (which needs no database) keeps
// being served. The file is opened again at most every REOPEN_MS, so a restored file is picked
// up without a restart. The error logged is SQLite's own (e.g. "database or disk is full").
import { EventEmitter } from 'node:events';
import type { DeviceStore } from './deviceStore.ts';
import type { FollowsStorage } from './followsStorage.ts';
import { KyselyDevices } from './kyselyDevices.ts';
import { KyselyFollows } from './kyselyFollows.ts';
import { KyselyPublishing } from './kyselyPublishing.ts';
import { KyselyPush } from './kyselyPush.ts';
import { KyselyReports } from './kyselyReports.ts';
import { KyselySharedPlans } from './kyselySharedPlans.ts';
import type { KyselyStorage } from './kyselyStorage.ts';
import type { PublishingStore } from './publishing.ts';
import type { PushStorage } from './pushStorage.ts';
import type { ReportsStore } from './reports.ts';
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
import { type StorageLog, StorageUnavailableError } from './unavailable.ts';

const REOPEN_MS = 10_000;

/** node:sqlite's error with SQLite's (extended) result code */
function sqliteCode(error: unknown): number | null {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' ? code & 0xff : null;
}

// SQLITE_IOERR 10, CORRUPT 11, FULL 13, CANTOPEN 14, NOTADB 26, READONLY 8
const DAMAGE = new Set([8, 10, 11, 13, 14, 26]);

export function isSqliteDamage(error: unknown): boolean {
  const code = sqliteCode(error);
  return code !== null && DAMAGE.has(code);
}

type Call = <T>(operation: (inner: KyselyStorage) => Promise<T>) => Promise<T>;

/**
 * Every method of a store class, run on the store of whatever file is open now (it is opened
 * again after damage, so a reference to the first one would go stale).
 */
function throughGuard<T>(proto: object, call: Call, part: (inner: KyselyStorage) => T): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key === 'constructor') continue;
    if (typeof (proto as Record<string, unknown>)[key] !== 'function') continue;
    out[key] = (...args: unknown[]) =>
      call((inner) => {
        const target = part(inner) as unknown as Record<
          string,
          (...a: unknown[]) => Promise<unknown>
        >;
        return target[key]!(...args);
      });
  }
  return out as T;
}

export class GuardedSqlite implements Storage {
  readonly kind = 'sqlite' as const;
  readonly push: PushStorage;
  readonly follows: FollowsStorage;
  readonly devices: DeviceStore;
  readonly sharedPlans: SharedPlanStore;
  readonly publishing: PublishingStore;
  readonly reports: ReportsStore;
  // one process: a publish is told to this process's listeners, whichever file is open
  readonly #published = new EventEmitter();
  readonly #open: () => KyselyStorage;
  readonly #log: StorageLog;
  #inner: KyselyStorage | null = null;
  #triedAt = 0;
  #failure: string | null = null;

  constructor(open: () => KyselyStorage, log: StorageLog) {
    this.#open = open;
    this.#log = log;
    const call: Call = (operation) => this.#call(operation);
    this.push = throughGuard<PushStorage>(KyselyPush.prototype, call, (inner) => inner.push);
    this.follows = throughGuard<FollowsStorage>(
      KyselyFollows.prototype,
      call,
      (inner) => inner.follows,
    );
    this.devices = throughGuard<DeviceStore>(
      KyselyDevices.prototype,
      call,
      (inner) => inner.devices,
    );
    this.reports = throughGuard<ReportsStore>(
      KyselyReports.prototype,
      call,
      (inner) => inner.reports,
    );
    this.sharedPlans = throughGuard<SharedPlanStore>(
      KyselySharedPlans.prototype,
      call,
      (inner) => inner.sharedPlans,
    );
    const publishing = throughGuard<PublishingStore>(
      KyselyPublishing.prototype,
      call,
      (inner) => inner.publishing,
    );
    this.#published.setMaxListeners(0);
    this.publishing = {
      ...publishing,
      publish: async (version) => {
        const outcome = await publishing.publish(version);
        if (outcome.stored) this.#published.emit('published', version.eventId);
        return outcome;
      },
      onPublished: (listener) => {
        this.#published.on('published', listener);
        return () => this.#published.off('published', listener);
      },
    };
    this.#tryOpen();
  }

  #report(error: unknown, message: string): void {
    const reason = (error as Error).message;
    const log = this.#log.error?.bind(this.#log) ?? this.#log.warn.bind(this.#log);
    log({ reason }, message);
  }

  #tryOpen(): KyselyStorage | null {
    this.#triedAt = Date.now();
    try {
      this.#inner = this.#open();
      if (this.#failure !== null) this.#log.info({}, 'SQLite database opened');
      this.#failure = null;
    } catch (error) {
      if (this.#failure === null) {
        this.#report(
          error,
          'SQLite database cannot be opened: serving the lineup; calls that need the database answer 503',
        );
      }
      this.#failure = (error as Error).message;
    }
    return this.#inner;
  }

  async #call<T>(operation: (inner: KyselyStorage) => Promise<T>): Promise<T> {
    const inner = this.#inner ?? (Date.now() - this.#triedAt >= REOPEN_MS ? this.#tryOpen() : null);
    if (!inner) {
      throw new StorageUnavailableError(`The database is unavailable: ${this.#failure}`);
    }
    try {
      return await operation(inner);
    } catch (error) {
      if (!isSqliteDamage(error)) throw error;
      this.#report(error, 'SQLite error: answering 503');
      throw new StorageUnavailableError(
        `The database is unavailable: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
  }

  signIn(input: SignIn): Promise<User> {
    return this.#call((s) => s.signIn(input));
  }
  userByTokenHash(tokenHash: string, issuedAfter?: Date): Promise<User | null> {
    return this.#call((s) => s.userByTokenHash(tokenHash, issuedAfter));
  }
  deleteToken(tokenHash: string): Promise<boolean> {
    return this.#call((s) => s.deleteToken(tokenHash));
  }
  pruneTokens(before: Date, limit: number): Promise<number> {
    return this.#call((s) => s.pruneTokens(before, limit));
  }
  deleteUser(userId: string): Promise<void> {
    return this.#call((s) => s.deleteUser(userId));
  }
  likesOf(userId: string): Promise<LikesState> {
    return this.#call((s) => s.likesOf(userId));
  }
  updateLikes(
    userId: string,
    update: (state: LikesState) => LikesState,
  ): Promise<{ before: LikesState; after: LikesState } | null> {
    return this.#call((s) => s.updateLikes(userId, update));
  }
  changeLikeTotals(changes: LikeTotalChange[], now: Date): Promise<LikeTotalChange[]> {
    return this.#call((s) => s.changeLikeTotals(changes, now));
  }
  likeTotals(event?: string): Promise<LikeTotal[]> {
    return this.#call((s) => s.likeTotals(event));
  }
  pruneLikeTotalMarks(before: Date, limit: number): Promise<number> {
    return this.#call((s) => s.pruneLikeTotalMarks(before, limit));
  }
  setCalendarSecret(userId: string, secretHash: string, now: Date): Promise<boolean> {
    return this.#call((s) => s.setCalendarSecret(userId, secretHash, now));
  }
  revokeCalendarSecret(userId: string): Promise<boolean> {
    return this.#call((s) => s.revokeCalendarSecret(userId));
  }
  userByCalendarSecretHash(secretHash: string): Promise<User | null> {
    return this.#call((s) => s.userByCalendarSecretHash(secretHash));
  }
  setDeviceLink(userId: string, link: { id: string; secretHash: string }, now: Date) {
    return this.#call((s) => s.setDeviceLink(userId, link, now));
  }
  joinDeviceLink(input: DeviceJoin) {
    return this.#call((s) => s.joinDeviceLink(input));
  }
  revokeDeviceLinks(userId: string) {
    return this.#call((s) => s.revokeDeviceLinks(userId));
  }

  async healthy(): Promise<boolean> {
    try {
      return await this.#call((s) => s.healthy());
    } catch {
      return false;
    }
  }

  integrity(): Promise<string> {
    return this.#call((s) => s.integrity());
  }

  async close(): Promise<void> {
    await this.#inner?.close();
    this.#inner = null;
  }
}
