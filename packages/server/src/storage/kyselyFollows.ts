// FollowsStorage on Kysely (SQLite and PostgreSQL alike).
import type { FollowEntry, FollowsState, RemovedFollow } from '@lineup/core';
import type { Kysely } from 'kysely';
import type { FollowPushRow, FollowsStorage } from './followsStorage.ts';
import type { Database, FollowsTable } from './schema.ts';

type PushFollowTables = {
  push_subscriptions: { id: string; user_id: string | null; locale: string };
  push_queue: {
    id: string;
    subscription_id: string;
    kind: string;
    event: string;
    due_at: string;
    payload: string;
    claimed_at: string | null;
    sent_at: string | null;
  };
};
type Db = Kysely<Database & PushFollowTables>;

/** rows per INSERT and values per IN (…): well under SQLite's parameter limit */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function linksOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toState(rows: readonly FollowsTable[]): FollowsState {
  const follows: FollowEntry[] = [];
  const removed: RemovedFollow[] = [];
  for (const row of rows) {
    if (row.removed_at !== null) removed.push({ key: row.act, removedAt: row.removed_at });
    else if (row.followed_at !== null) {
      follows.push({
        name: row.name,
        key: row.act,
        links: linksOf(row.links),
        followedAt: row.followed_at,
      });
    }
  }
  follows.sort((a, b) => Date.parse(a.followedAt) - Date.parse(b.followedAt));
  return { follows, removed };
}

function toRows(userId: string, state: FollowsState): FollowsTable[] {
  const rows = new Map<string, FollowsTable>();
  for (const f of state.follows) {
    rows.set(f.key, {
      user_id: userId,
      act: f.key,
      name: f.name,
      links: JSON.stringify(f.links),
      followed_at: f.followedAt,
      removed_at: null,
    });
  }
  for (const r of state.removed) {
    if (rows.has(r.key)) continue;
    rows.set(r.key, {
      user_id: userId,
      act: r.key,
      name: '',
      links: '[]',
      followed_at: null,
      removed_at: r.removedAt,
    });
  }
  return [...rows.values()];
}

export class KyselyFollows implements FollowsStorage {
  readonly #db: Db;
  readonly #kind: 'sqlite' | 'postgres';

  constructor(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
    this.#db = db.withTables<PushFollowTables>();
    this.#kind = kind;
  }

  async followsOf(userId: string): Promise<FollowsState> {
    return toState(
      await this.#db.selectFrom('follows').selectAll().where('user_id', '=', userId).execute(),
    );
  }

  async updateFollows(userId: string, update: (state: FollowsState) => FollowsState) {
    return this.#db.transaction().execute(async (trx) => {
      // PostgreSQL: the user row's lock runs two sends of one fan one after the other
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.#kind === 'postgres') lookup = lookup.forUpdate();
      if (!(await lookup.executeTakeFirst())) return null;
      const held = await trx
        .selectFrom('follows')
        .selectAll()
        .where('user_id', '=', userId)
        .execute();
      const before = toState(held);
      const after = update(before);
      const wanted = toRows(userId, after);
      const same = (a: FollowsTable, b: FollowsTable) =>
        a.name === b.name &&
        a.links === b.links &&
        a.followed_at === b.followed_at &&
        a.removed_at === b.removed_at;
      const heldByAct = new Map(held.map((row) => [row.act, row]));
      const wantedActs = new Set(wanted.map((row) => row.act));
      const gone = held.filter((row) => !wantedActs.has(row.act)).map((row) => row.act);
      const changed = wanted.filter((row) => {
        const old = heldByAct.get(row.act);
        return !old || !same(old, row);
      });
      for (const part of chunks([...gone, ...changed.map((row) => row.act)])) {
        await trx
          .deleteFrom('follows')
          .where('user_id', '=', userId)
          .where('act', 'in', part)
          .execute();
      }
      for (const part of chunks(changed)) await trx.insertInto('follows').values(part).execute();
      return { before, after };
    });
  }

  async setDeviceFollows(subscriptionIds: readonly string[], acts: readonly string[]) {
    if (subscriptionIds.length === 0) return;
    const unique = [...new Set(acts)];
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(subscriptionIds)) {
        await trx.deleteFrom('push_follows').where('subscription_id', 'in', part).execute();
      }
      // only subscriptions that exist (an endpoint switched off meanwhile is not made up)
      const existing = await trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('id', 'in', [...subscriptionIds])
        .execute();
      const rows = existing.flatMap(({ id }) =>
        unique.map((act) => ({ subscription_id: id, act })),
      );
      for (const part of chunks(rows)) await trx.insertInto('push_follows').values(part).execute();
    });
  }

  async deviceFollows(subscriptionId: string) {
    const rows = await this.#db
      .selectFrom('push_follows')
      .select('act')
      .where('subscription_id', '=', subscriptionId)
      .execute();
    return rows.map((row) => row.act);
  }

  async devicesFollowing(acts: readonly string[]) {
    const out: { subscriptionId: string; act: string; locale: string }[] = [];
    for (const part of chunks([...new Set(acts)])) {
      const rows = await this.#db
        .selectFrom('push_follows as f')
        .innerJoin('push_subscriptions as s', 's.id', 'f.subscription_id')
        .select(['f.subscription_id', 'f.act', 's.locale'])
        .where('f.act', 'in', part)
        .execute();
      for (const row of rows) {
        out.push({ subscriptionId: row.subscription_id, act: row.act, locale: row.locale });
      }
    }
    return out;
  }

  async followCounts(acts: readonly string[]) {
    const counts = new Map<string, number>();
    const add = (act: string, n: number) => counts.set(act, (counts.get(act) ?? 0) + n);
    for (const part of chunks([...new Set(acts)])) {
      const accounts = await this.#db
        .selectFrom('follows')
        .select(['act', (eb) => eb.fn.countAll<number>().as('n')])
        .where('act', 'in', part)
        .where('removed_at', 'is', null)
        .groupBy('act')
        .execute();
      for (const row of accounts) add(row.act, Number(row.n));
      // devices with reminders that no account covers (an account's devices count once)
      const devices = await this.#db
        .selectFrom('push_follows')
        .innerJoin('push_subscriptions', 'push_subscriptions.id', 'push_follows.subscription_id')
        .select(['push_follows.act as act', (eb) => eb.fn.countAll<number>().as('n')])
        .where('push_follows.act', 'in', part)
        .where('push_subscriptions.user_id', 'is', null)
        .groupBy('push_follows.act')
        .execute();
      for (const row of devices) add(row.act, Number(row.n));
    }
    return counts;
  }

  async followPushes(subscriptionIds: readonly string[], event: string, since: Date) {
    const out: FollowPushRow[] = [];
    const at = since.toISOString();
    for (const part of chunks([...new Set(subscriptionIds)])) {
      const rows = await this.#db
        .selectFrom('push_queue')
        .select(['id', 'subscription_id', 'payload', 'due_at', 'claimed_at', 'sent_at'])
        .where('kind', '=', 'follow')
        .where('event', '=', event)
        .where('subscription_id', 'in', part)
        .where((eb) =>
          eb.or([eb('sent_at', 'is', null), eb('sent_at', '>=', at), eb('claimed_at', '>=', at)]),
        )
        .execute();
      for (const row of rows) {
        out.push({
          id: row.id,
          subscriptionId: row.subscription_id,
          payload: row.payload,
          dueAt: row.due_at,
          claimedAt: row.claimed_at,
          sentAt: row.sent_at,
        });
      }
    }
    return out;
  }

  async hasFollowPushes(event: string, since: Date) {
    const at = since.toISOString();
    const row = await this.#db
      .selectFrom('push_queue')
      .select('id')
      .where('kind', '=', 'follow')
      .where('event', '=', event)
      .where((eb) =>
        eb.or([eb('sent_at', 'is', null), eb('sent_at', '>=', at), eb('claimed_at', '>=', at)]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async setFeedSecret(userId: string, secretHash: string, now: Date) {
    return this.#db.transaction().execute(async (trx) => {
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.#kind === 'postgres') lookup = lookup.forUpdate();
      if (!(await lookup.executeTakeFirst())) return false;
      await trx.deleteFrom('follow_feeds').where('user_id', '=', userId).execute();
      await trx
        .insertInto('follow_feeds')
        .values({ secret_hash: secretHash, user_id: userId, created_at: now.toISOString() })
        .execute();
      return true;
    });
  }

  async revokeFeedSecret(userId: string) {
    const result = await this.#db
      .deleteFrom('follow_feeds')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async userOfFeedSecret(secretHash: string) {
    const row = await this.#db
      .selectFrom('follow_feeds')
      .select('user_id')
      .where('secret_hash', '=', secretHash)
      .executeTakeFirst();
    return row?.user_id ?? null;
  }
}
