// The Storage implementation shared by every SQL database: Kysely builds portable SQL
// (ON CONFLICT … DO UPDATE, no INSERT OR REPLACE), so only the dialect differs.
import { randomUUID } from 'node:crypto';
import type { LikeEntry, RemovedLike } from '@lineup/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { DeviceStore } from './deviceStore.ts';
import type { FollowsStorage } from './followsStorage.ts';
import { KyselyDevices } from './kyselyDevices.ts';
import { KyselyFollows } from './kyselyFollows.ts';
import { KyselyPublishing } from './kyselyPublishing.ts';
import { KyselyPush } from './kyselyPush.ts';
import { KyselyReports } from './kyselyReports.ts';
import { KyselySharedPlans } from './kyselySharedPlans.ts';
import type { PublishingStore } from './publishing.ts';
import type { PushStorage } from './pushStorage.ts';
import type { ReportsStore } from './reports.ts';
import type { Database, LikesTable } from './schema.ts';
import type { SharedPlanStore } from './sharedPlans.ts';
import { SqliteDraftWriter } from './sqliteDraftWriter.ts';
import { SqliteReportWriter } from './sqliteReportWriter.ts';
import type { SqliteWriteGate } from './sqliteWriteGate.ts';
import type {
  DeviceJoin,
  LikesState,
  LikeTotal,
  LikeTotalChange,
  SignIn,
  Storage,
  User,
} from './storage.ts';

const INSERT_CHUNK = 100;

/**
 * node:sqlite runs each statement synchronously on the event loop: a likes send of 1,000 rows
 * would hold it for one long stretch. Between its steps the loop gets a turn (a macrotask, not
 * just a microtask), so lineup answers go out in between; the transaction keeps the connection
 * meanwhile, and other database calls wait for it as before.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

function parseFollowing(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toState(rows: LikesTable[]): LikesState {
  const likes: LikeEntry[] = [];
  const tombstones: RemovedLike[] = [];
  for (const row of rows) {
    if (row.removed_at !== null) {
      tombstones.push({
        dj: row.dj,
        room: Number(row.room),
        beginningSchedule: row.beginning_schedule,
        removedAt: row.removed_at,
      });
    } else if (row.payload !== null) {
      likes.push(JSON.parse(row.payload) as LikeEntry);
    }
  }
  return { likes, tombstones };
}

function toRows(userId: string, state: LikesState): LikesTable[] {
  const rows = new Map<string, LikesTable>();
  const key = (dj: string, room: number, beginning: string) =>
    JSON.stringify([dj, room, beginning]);
  for (const like of state.likes) {
    rows.set(key(like.dj, like.room, like.beginningSchedule), {
      user_id: userId,
      dj: like.dj,
      room: like.room,
      beginning_schedule: like.beginningSchedule,
      party_name: like.partyName,
      payload: JSON.stringify(like),
      liked_at: like.likedAt ?? null,
      removed_at: null,
    });
  }
  for (const gone of state.tombstones) {
    const k = key(gone.dj, gone.room, gone.beginningSchedule);
    // a live like and a tombstone of one set cannot both stand: the merge decided already
    if (rows.has(k)) continue;
    rows.set(k, {
      user_id: userId,
      dj: gone.dj,
      room: gone.room,
      beginning_schedule: gone.beginningSchedule,
      party_name: '',
      payload: null,
      liked_at: null,
      removed_at: gone.removedAt,
    });
  }
  return [...rows.values()];
}

/** the primary key of a likes row within its user */
function rowKey(row: LikesTable): string {
  // NUL cannot occur in stored text (the like schema refuses it), so it separates safely
  return `${row.dj}\u0000${Number(row.room)}\u0000${row.beginning_schedule}`;
}

function sameRow(a: LikesTable, b: LikesTable): boolean {
  return (
    a.party_name === b.party_name &&
    a.payload === b.payload &&
    a.liked_at === b.liked_at &&
    a.removed_at === b.removed_at
  );
}

export class KyselyStorage implements Storage {
  readonly kind: 'sqlite' | 'postgres';
  readonly push: PushStorage;
  readonly follows: FollowsStorage;
  readonly devices: DeviceStore;
  readonly sharedPlans: SharedPlanStore;
  readonly #db: Kysely<Database>;
  readonly publishing: PublishingStore;
  readonly reports: ReportsStore;

  readonly #publishing: KyselyPublishing;
  readonly #reports: KyselyReports;

  /**
   * `sqlite`: the SQLite file, whose large drafts and fans' reports are written by threads of
   * their own, and its write gate, which they take as this connection does
   */
  constructor(
    db: Kysely<Database>,
    kind: 'sqlite' | 'postgres',
    sqlite?: { file: string; gate: SqliteWriteGate },
  ) {
    this.#db = db;
    this.kind = kind;
    this.#publishing = new KyselyPublishing(
      db,
      kind,
      sqlite ? new SqliteDraftWriter(sqlite.file, sqlite.gate) : null,
    );
    this.publishing = this.#publishing;
    this.push = new KyselyPush(db, kind);
    this.follows = new KyselyFollows(db, kind);
    this.devices = new KyselyDevices(db, kind);
    // fans' reports on a file are stored by a thread of their own (sqliteReportWriter.ts)
    this.#reports = new KyselyReports(
      db,
      sqlite ? new SqliteReportWriter(sqlite.file, sqlite.gate) : null,
      {
        postgres: kind === 'postgres',
      },
    );
    this.reports = this.#reports;
    this.sharedPlans = new KyselySharedPlans(db);
  }

  async signIn(input: SignIn): Promise<User> {
    const at = input.now.toISOString();
    const following = JSON.stringify(input.following);
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          id: randomUUID(),
          provider_id: input.providerId,
          following,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('provider_id').doUpdateSet({ following, updated_at: at }))
        .returning(['id', 'provider_id', 'following'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tokens')
        .values({ token_hash: input.tokenHash, user_id: row.id, created_at: at })
        .execute();
      return { id: row.id, providerId: row.provider_id, following: input.following };
    });
  }

  async userByTokenHash(tokenHash: string, issuedAfter?: Date): Promise<User | null> {
    let query = this.#db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .select(['users.id', 'users.provider_id', 'users.following'])
      .where('tokens.token_hash', '=', tokenHash);
    if (issuedAfter) query = query.where('tokens.created_at', '>', issuedAfter.toISOString());
    const row = await query.executeTakeFirst();
    if (!row) return null;
    return { id: row.id, providerId: row.provider_id, following: parseFollowing(row.following) };
  }

  async deleteToken(tokenHash: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('tokens')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async pruneTokens(before: Date, limit: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('tokens')
      .where('token_hash', 'in', (eb) =>
        eb
          .selectFrom('tokens')
          .select('token_hash')
          .where('created_at', '<', before.toISOString())
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteUser(userId: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      // PostgreSQL: take the user row first, as updateLikes does, so a delete racing a likes
      // send waits for it instead of deadlocking on the likes rows
      if (this.kind === 'postgres') {
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
      }
      await trx.deleteFrom('likes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('tokens').where('user_id', '=', userId).execute();
      await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
      await trx.deleteFrom('device_links').where('user_id', '=', userId).execute();
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    });
  }

  async likesOf(userId: string): Promise<LikesState> {
    return toState(await this.#readLikes(this.#db, userId));
  }

  async updateLikes(
    userId: string,
    update: (state: LikesState) => LikesState,
  ): Promise<{ before: LikesState; after: LikesState } | null> {
    return this.#db.transaction().execute(async (trx) => {
      // PostgreSQL: lock the user row so concurrent sends of one user run one after the other.
      // SQLite: the single connection already runs one transaction at a time.
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.kind === 'postgres') lookup = lookup.forUpdate();
      // deleted meanwhile (sign-out on another device)
      if (!(await lookup.executeTakeFirst())) return null;
      const held = await this.#readLikes(trx, userId);
      if (this.kind === 'sqlite') await breathe();
      const before = toState(held);
      const after = update(before);
      if (this.kind === 'sqlite') await breathe();
      // only the rows that changed are written: a send that changes one like writes one row
      const wanted = toRows(userId, after);
      const heldByKey = new Map(held.map((row) => [rowKey(row), row]));
      const wantedKeys = new Set(wanted.map(rowKey));
      const gone = held.filter((row) => !wantedKeys.has(rowKey(row)));
      const changed = wanted.filter((row) => {
        const old = heldByKey.get(rowKey(row));
        return !old || !sameRow(old, row);
      });
      for (let i = 0; i < gone.length; i += INSERT_CHUNK) {
        const chunk = gone.slice(i, i + INSERT_CHUNK);
        await trx
          .deleteFrom('likes')
          .where('user_id', '=', userId)
          .where((eb) =>
            eb.or(
              chunk.map((row) =>
                eb.and([
                  eb('dj', '=', row.dj),
                  eb('room', '=', row.room),
                  eb('beginning_schedule', '=', row.beginning_schedule),
                ]),
              ),
            ),
          )
          .execute();
        if (this.kind === 'sqlite') await breathe();
      }
      for (let i = 0; i < changed.length; i += INSERT_CHUNK) {
        await trx
          .insertInto('likes')
          .values(changed.slice(i, i + INSERT_CHUNK))
          .onConflict((oc) =>
            oc.columns(['user_id', 'dj', 'room', 'beginning_schedule']).doUpdateSet((eb) => ({
              party_name: eb.ref('excluded.party_name'),
              payload: eb.ref('excluded.payload'),
              liked_at: eb.ref('excluded.liked_at'),
              removed_at: eb.ref('excluded.removed_at'),
            })),
          )
          .execute();
        if (this.kind === 'sqlite') await breathe();
      }
      return { before, after };
    });
  }

  async changeLikeTotals(changes: LikeTotalChange[], now: Date): Promise<LikeTotalChange[]> {
    if (changes.length === 0) return [];
    const at = now.toISOString();
    return this.#db.transaction().execute(async (trx) => {
      const applied: LikeTotalChange[] = [];
      for (const change of changes) {
        if (change.mark !== undefined) {
          const result = await trx
            .insertInto('like_total_marks')
            .values({ mark: change.mark, created_at: at })
            .onConflict((oc) => oc.column('mark').doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) continue;
        }
        const next = sql<number>`like_totals.count + ${change.delta}`;
        await trx
          .insertInto('like_totals')
          .values({ event: change.event, dj: change.dj, count: Math.max(change.delta, 0) })
          .onConflict((oc) =>
            oc.columns(['event', 'dj']).doUpdateSet({
              count: sql<number>`CASE WHEN ${next} < 0 THEN 0 ELSE ${next} END`,
            }),
          )
          .execute();
        applied.push(change);
      }
      return applied;
    });
  }

  async likeTotals(event?: string): Promise<LikeTotal[]> {
    let query = this.#db.selectFrom('like_totals').select(['event', 'dj', 'count']);
    if (event !== undefined) query = query.where('event', '=', event);
    const rows = await query.orderBy('event').orderBy('count', 'desc').orderBy('dj').execute();
    return rows.map((row) => ({ event: row.event, dj: row.dj, count: Number(row.count) }));
  }

  async pruneLikeTotalMarks(before: Date, limit: number): Promise<number> {
    const result = await this.#db
      .deleteFrom('like_total_marks')
      .where('mark', 'in', (eb) =>
        eb
          .selectFrom('like_total_marks')
          .select('mark')
          .where('created_at', '<', before.toISOString())
          .limit(limit),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async setCalendarSecret(userId: string, secretHash: string, now: Date): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      // PostgreSQL: lock the user row, as updateLikes does, so two requests of one user (or a
      // sign-out racing this) run one after the other
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.kind === 'postgres') lookup = lookup.forUpdate();
      if (!(await lookup.executeTakeFirst())) return false;
      await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
      await trx
        .insertInto('calendar_feeds')
        .values({ secret_hash: secretHash, user_id: userId, created_at: now.toISOString() })
        .execute();
      return true;
    });
  }

  async revokeCalendarSecret(userId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('calendar_feeds')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async userByCalendarSecretHash(secretHash: string): Promise<User | null> {
    const row = await this.#db
      .selectFrom('calendar_feeds')
      .innerJoin('users', 'users.id', 'calendar_feeds.user_id')
      .select(['users.id', 'users.provider_id', 'users.following'])
      .where('calendar_feeds.secret_hash', '=', secretHash)
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, providerId: row.provider_id, following: parseFollowing(row.following) };
  }

  async setDeviceLink(
    userId: string,
    link: { id: string; secretHash: string },
    now: Date,
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.kind === 'postgres') lookup = lookup.forUpdate();
      if (!(await lookup.executeTakeFirst())) return false;
      await trx.deleteFrom('device_links').where('user_id', '=', userId).execute();
      await trx
        .insertInto('device_links')
        .values({
          id: link.id,
          secret_hash: link.secretHash,
          user_id: userId,
          created_at: now.toISOString(),
        })
        .execute();
      return true;
    });
  }

  async joinDeviceLink(input: DeviceJoin): Promise<'joined' | 'unknown' | 'full'> {
    return this.#db.transaction().execute(async (trx) => {
      let lookup = trx
        .selectFrom('device_links')
        .select(['id', 'user_id'])
        .where('secret_hash', '=', input.secretHash)
        .where('created_at', '>', input.madeAfter.toISOString());
      // PostgreSQL: one join per link at a time, so the count below cannot be raced past
      if (this.kind === 'postgres') lookup = lookup.forUpdate();
      const link = await lookup.executeTakeFirst();
      if (!link) return 'unknown';
      const { joined } = await trx
        .selectFrom('tokens')
        .select((eb) => eb.fn.countAll<number>().as('joined'))
        .where('device_link', '=', link.id)
        .executeTakeFirstOrThrow();
      if (Number(joined) >= input.maxDevices) return 'full';
      await trx
        .insertInto('tokens')
        .values({
          token_hash: input.tokenHash,
          user_id: link.user_id,
          created_at: input.now.toISOString(),
          device_link: link.id,
        })
        .execute();
      return 'joined';
    });
  }

  async revokeDeviceLinks(userId: string): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('device_links').where('user_id', '=', userId).execute();
      const result = await trx
        .deleteFrom('tokens')
        .where('user_id', '=', userId)
        .where('device_link', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  async healthy(): Promise<boolean> {
    try {
      await sql`SELECT 1`.execute(this.#db);
      return true;
    } catch {
      return false;
    }
  }

  async integrity(): Promise<string> {
    if (this.kind !== 'sqlite') {
      await sql`SELECT 1`.execute(this.#db);
      return 'ok';
    }
    const { rows } = await sql<Record<string, unknown>>`PRAGMA quick_check(20)`.execute(this.#db);
    return rows.map((row) => String(Object.values(row)[0])).join('; ');
  }

  async close(): Promise<void> {
    await this.#publishing.close();
    await this.#reports.close();
    await this.#db.destroy();
  }

  #readLikes(db: Kysely<Database> | Transaction<Database>, userId: string) {
    return db
      .selectFrom('likes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('beginning_schedule')
      .orderBy('room')
      .orderBy('dj')
      .execute();
  }
}
