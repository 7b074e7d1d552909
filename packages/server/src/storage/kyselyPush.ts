// PushStorage on Kysely (SQLite and PostgreSQL). The claim is the one place the two differ:
// PostgreSQL locks the claimed rows with FOR UPDATE SKIP LOCKED, so two instances claiming at
// once get disjoint rows; SQLite runs in one process whose single connection already runs one
// transaction at a time.
import { actName } from '@lineup/core';
import type { Kysely, Transaction } from 'kysely';
import type {
  ClaimedPush,
  PushKind,
  PushLiked,
  PushLikedOf,
  PushMessage,
  PushPruned,
  PushPruneRules,
  PushStorage,
  PushSubscriptionRecord,
  ReminderReplacement,
  SubscriptionSave,
  VapidKeys,
} from './pushStorage.ts';
import type { Database } from './schema.ts';

type PushTables = {
  push_keys: { id: string; public_key: string; private_key: string; created_at: string };
  push_subscriptions: {
    id: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    locale: string;
    minutes_before: number;
    user_id: string | null;
    created_at: string;
    updated_at: string;
    client: string | null;
    failures: number;
    failing_since: string | null;
  };
  push_liked: {
    subscription_id: string;
    event: string;
    act: string;
    dj: string;
    room: number;
    start_at: string;
  };
  push_queue: {
    id: string;
    subscription_id: string;
    kind: string;
    event: string;
    due_at: string;
    expires_at: string;
    payload: string;
    claimed_at: string | null;
    sent_at: string | null;
  };
};

type Db = Kysely<Database & PushTables>;
type Trx = Transaction<Database & PushTables>;

/** rows per INSERT and ids per IN (…): well under SQLite's 32,766 parameters */
const CHUNK = 200;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type SubscriptionRow = PushTables['push_subscriptions'];

function toRecord(
  row: Pick<
    SubscriptionRow,
    'id' | 'endpoint' | 'p256dh' | 'auth' | 'locale' | 'minutes_before' | 'user_id'
  >,
): PushSubscriptionRecord {
  return {
    id: row.id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    locale: row.locale,
    minutesBefore: Number(row.minutes_before),
    userId: row.user_id,
  };
}

function queueRow(m: PushMessage): PushTables['push_queue'] {
  return {
    id: m.id,
    subscription_id: m.subscriptionId,
    kind: m.kind,
    event: m.event,
    due_at: m.dueAt,
    expires_at: m.expiresAt,
    payload: m.payload,
    claimed_at: null,
    sent_at: null,
  };
}

export class KyselyPush implements PushStorage {
  readonly #db: Db;
  readonly #kind: 'sqlite' | 'postgres';

  constructor(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
    this.#db = db.withTables<PushTables>();
    this.#kind = kind;
  }

  async vapidKeys(): Promise<VapidKeys | null> {
    const row = await this.#db
      .selectFrom('push_keys')
      .select(['public_key', 'private_key'])
      .where('id', '=', 'main')
      .executeTakeFirst();
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
  }

  async saveVapidKeys(keys: VapidKeys, now: Date): Promise<VapidKeys> {
    await this.#db
      .insertInto('push_keys')
      .values({
        id: 'main',
        public_key: keys.publicKey,
        private_key: keys.privateKey,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return (await this.vapidKeys()) ?? keys;
  }

  async saveSubscription(
    sub: PushSubscriptionRecord,
    liked: PushLiked[],
    reminders: readonly ReminderReplacement[],
    now: Date,
    client?: string,
  ) {
    await this.saveSubscriptions([{ sub, liked, reminders, ...(client ? { client } : {}) }], now);
  }

  async saveSubscriptions(items: readonly SubscriptionSave[], now: Date) {
    const at = now.toISOString();
    await this.#db.transaction().execute(async (trx) => {
      const follows: { subscription_id: string; act: string }[] = [];
      const following: string[] = [];
      for (const { sub, liked, reminders, client, follows: acts } of items) {
        const fields = {
          endpoint: sub.endpoint,
          p256dh: sub.p256dh,
          auth: sub.auth,
          locale: sub.locale,
          minutes_before: sub.minutesBefore,
          user_id: sub.userId,
          updated_at: at,
        };
        await trx
          .insertInto('push_subscriptions')
          .values({ id: sub.id, ...fields, created_at: at, client: client ?? null, failures: 0 })
          .onConflict((oc) => oc.column('id').doUpdateSet(fields))
          .execute();
        await this.#replaceLiked(trx, sub.id, liked);
        await this.#replaceReminders(trx, reminders);
        if (acts) {
          following.push(sub.id);
          for (const act of new Set(acts)) follows.push({ subscription_id: sub.id, act });
        }
      }
      for (const part of chunks(following)) {
        await trx.deleteFrom('push_follows').where('subscription_id', 'in', part).execute();
      }
      for (const part of chunks(follows))
        await trx.insertInto('push_follows').values(part).execute();
    });
  }

  async createdBy(client: string, since: Date): Promise<number> {
    const row = await this.#db
      .selectFrom('push_subscriptions')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('client', '=', client)
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async subscription(id: string): Promise<PushSubscriptionRecord | null> {
    const row = await this.#db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async subscriptions(ids: readonly string[]): Promise<PushSubscriptionRecord[]> {
    const out: PushSubscriptionRecord[] = [];
    for (const part of chunks(ids)) {
      const rows = await this.#db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('id', 'in', part)
        .execute();
      out.push(...rows.map(toRecord));
    }
    return out;
  }

  async subscriptionsOfUser(userId: string): Promise<PushSubscriptionRecord[]> {
    const rows = await this.#db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    return rows.map(toRecord);
  }

  async likedOf(subscriptionId: string): Promise<PushLiked[]> {
    const rows = await this.#db
      .selectFrom('push_liked')
      .select(['event', 'dj', 'room', 'start_at'])
      .where('subscription_id', '=', subscriptionId)
      .orderBy('event')
      .orderBy('start_at')
      .execute();
    return rows.map((r) => ({ event: r.event, dj: r.dj, room: Number(r.room), start: r.start_at }));
  }

  async setLiked(subscriptionId: string, liked: PushLiked[]): Promise<void> {
    await this.#db.transaction().execute((trx) => this.#replaceLiked(trx, subscriptionId, liked));
  }

  async deleteSubscription(id: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      // explicit rather than relying on ON DELETE CASCADE being switched on for the connection
      await trx.deleteFrom('push_queue').where('subscription_id', '=', id).execute();
      await trx.deleteFrom('push_liked').where('subscription_id', '=', id).execute();
      // the stages it follows and the reports it asked to hear of (issue 34) go with it
      await trx.deleteFrom('stage_follows').where('subscription_id', '=', id).execute();
      await trx
        .updateTable('report_devices')
        .set({ notify_subscription: null })
        .where('notify_subscription', '=', id)
        .execute();
      await trx.deleteFrom('push_follows').where('subscription_id', '=', id).execute();
      const result = await trx
        .deleteFrom('push_subscriptions')
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  async subscribersOfActs(event: string, acts: readonly string[]): Promise<string[]> {
    const out = new Set<string>();
    for (const part of chunks(acts)) {
      const rows = await this.#db
        .selectFrom('push_liked')
        .select('subscription_id')
        .distinct()
        .where('event', '=', event)
        .where('act', 'in', part)
        .execute();
      for (const r of rows) out.add(r.subscription_id);
    }
    return [...out];
  }

  async likedOfActs(
    event: string,
    acts: readonly string[],
    subscriptionIds: readonly string[],
  ): Promise<PushLikedOf[]> {
    const out: PushLikedOf[] = [];
    const wanted = new Set(acts);
    for (const part of chunks(subscriptionIds)) {
      // by subscription (the primary key's first column), then the acts filtered here: one
      // batch of a fan-out reads only its own rows
      const rows = await this.#db
        .selectFrom('push_liked')
        .select(['subscription_id', 'event', 'act', 'dj', 'room', 'start_at'])
        .where('subscription_id', 'in', part)
        .where('event', '=', event)
        .execute();
      for (const r of rows) {
        if (!wanted.has(r.act)) continue;
        out.push({
          subscriptionId: r.subscription_id,
          event: r.event,
          dj: r.dj,
          room: Number(r.room),
          start: r.start_at,
        });
      }
    }
    return out;
  }

  async replaceReminders(items: readonly ReminderReplacement[]): Promise<void> {
    if (items.length === 0) return;
    await this.#db.transaction().execute((trx) => this.#replaceReminders(trx, items));
  }

  async enqueue(messages: readonly PushMessage[], replacing: readonly string[] = []) {
    if (messages.length === 0 && replacing.length === 0) return;
    // one commit for the whole batch: on SQLite each commit waits for the disk
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(replacing)) {
        await trx.deleteFrom('push_queue').where('id', 'in', part).execute();
      }
      await this.#insertQueue(trx, messages);
    });
  }

  async claimDue(now: Date, leaseStart: Date, limit: number): Promise<ClaimedPush[]> {
    const at = now.toISOString();
    const lease = leaseStart.toISOString();
    return this.#db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom('push_queue')
        .select('id')
        .where('due_at', '<=', at)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', lease)]))
        .orderBy('due_at')
        .limit(limit);
      if (this.#kind === 'postgres') due = due.forUpdate().skipLocked();
      const ids = (await due.execute()).map((r) => r.id);
      if (ids.length === 0) return [];
      await trx.updateTable('push_queue').set({ claimed_at: at }).where('id', 'in', ids).execute();
      const rows = await trx
        .selectFrom('push_queue as q')
        .innerJoin('push_subscriptions as s', 's.id', 'q.subscription_id')
        .select([
          'q.id',
          'q.subscription_id',
          'q.kind',
          'q.event',
          'q.due_at',
          'q.expires_at',
          'q.payload',
          's.endpoint',
          's.p256dh',
          's.auth',
          's.locale',
          's.minutes_before',
          's.user_id',
        ])
        .where('q.id', 'in', ids)
        .orderBy('q.due_at')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        subscriptionId: r.subscription_id,
        kind: r.kind as PushKind,
        event: r.event,
        dueAt: r.due_at,
        expiresAt: r.expires_at,
        payload: r.payload,
        subscription: toRecord({
          id: r.subscription_id,
          endpoint: r.endpoint,
          p256dh: r.p256dh,
          auth: r.auth,
          locale: r.locale,
          minutes_before: r.minutes_before,
          user_id: r.user_id,
        }),
      }));
    });
  }

  async markSent(ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(ids)) {
        await trx
          .updateTable('push_queue')
          .set({ sent_at: now.toISOString() })
          .where('id', 'in', part)
          .execute();
      }
    });
  }

  async defer(ids: readonly string[], dueAt: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(ids)) {
        await trx
          .updateTable('push_queue')
          .set({ claimed_at: null, due_at: dueAt.toISOString() })
          .where('id', 'in', part)
          .where('sent_at', 'is', null)
          .execute();
      }
    });
  }

  async drop(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(ids)) {
        await trx.deleteFrom('push_queue').where('id', 'in', part).execute();
      }
    });
  }

  async prune(before: Date): Promise<number> {
    const result = await this.#db
      .deleteFrom('push_queue')
      .where('expires_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async recordFailures(subscriptionIds: readonly string[], now: Date): Promise<void> {
    if (subscriptionIds.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(subscriptionIds)) {
        await trx
          .updateTable('push_subscriptions')
          .set((eb) => ({
            failures: eb('failures', '+', 1),
            failing_since: eb.fn.coalesce('failing_since', eb.val(now.toISOString())),
          }))
          .where('id', 'in', part)
          .execute();
      }
    });
  }

  async clearFailures(subscriptionIds: readonly string[]): Promise<void> {
    if (subscriptionIds.length === 0) return;
    await this.#db.transaction().execute(async (trx) => {
      for (const part of chunks(subscriptionIds)) {
        await trx
          .updateTable('push_subscriptions')
          .set({ failures: 0, failing_since: null })
          .where('failures', '>', 0)
          .where('id', 'in', part)
          .execute();
      }
    });
  }

  async pruneSubscriptions(rules: PushPruneRules): Promise<PushPruned> {
    return this.#db.transaction().execute(async (trx) => {
      let likedGone = 0;
      for (const part of chunks(rules.pastEvents)) {
        const result = await trx
          .deleteFrom('push_liked')
          .where('event', 'in', part)
          .executeTakeFirst();
        likedGone += Number(result.numDeletedRows);
      }
      const doomed = await trx
        .selectFrom('push_subscriptions as s')
        .select('s.id')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('s.user_id', 'is', null),
              eb('s.updated_at', '<', rules.idleBefore.toISOString()),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('push_liked as l')
                    .select('l.subscription_id')
                    .whereRef('l.subscription_id', '=', 's.id'),
                ),
              ),
              // a device that follows acts waits for their next booking
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('push_follows as f')
                    .select('f.subscription_id')
                    .whereRef('f.subscription_id', '=', 's.id'),
                ),
              ),
            ]),
            eb.and([
              eb('s.failures', '>=', rules.minFailures),
              eb('s.failing_since', '<', rules.failingBefore.toISOString()),
            ]),
          ]),
        )
        .execute();
      const ids = doomed.map((r) => r.id);
      for (const part of chunks(ids)) {
        await trx.deleteFrom('push_queue').where('subscription_id', 'in', part).execute();
        await trx.deleteFrom('push_liked').where('subscription_id', 'in', part).execute();
        await trx.deleteFrom('push_follows').where('subscription_id', 'in', part).execute();
        await trx.deleteFrom('push_subscriptions').where('id', 'in', part).execute();
      }
      return { liked: likedGone, subscriptions: ids.length };
    });
  }

  async #replaceLiked(trx: Trx, subscriptionId: string, liked: PushLiked[]): Promise<void> {
    await trx.deleteFrom('push_liked').where('subscription_id', '=', subscriptionId).execute();
    const rows = new Map<string, PushTables['push_liked']>();
    for (const l of liked) {
      const row = {
        subscription_id: subscriptionId,
        event: l.event,
        act: actName(l.dj),
        dj: l.dj,
        room: l.room,
        start_at: l.start,
      };
      rows.set(JSON.stringify([l.event, l.dj, l.room, l.start]), row);
    }
    for (const part of chunks([...rows.values()])) {
      await trx.insertInto('push_liked').values(part).execute();
    }
  }

  async #replaceReminders(trx: Trx, items: readonly ReminderReplacement[]): Promise<void> {
    const byEvent = new Map<string, string[]>();
    for (const item of items) {
      const list = byEvent.get(item.event);
      if (list) list.push(item.subscriptionId);
      else byEvent.set(item.event, [item.subscriptionId]);
    }
    for (const [event, ids] of byEvent) {
      for (const part of chunks(ids)) {
        await trx
          .deleteFrom('push_queue')
          .where('kind', '=', 'reminder')
          .where('event', '=', event)
          .where('sent_at', 'is', null)
          .where('claimed_at', 'is', null)
          .where('subscription_id', 'in', part)
          .execute();
      }
    }
    await this.#insertQueue(
      trx,
      items.flatMap((item) => item.reminders),
    );
  }

  async #insertQueue(trx: Trx, messages: readonly PushMessage[]): Promise<void> {
    for (const part of chunks(messages.map(queueRow))) {
      await trx
        .insertInto('push_queue')
        .values(part)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  }
}
