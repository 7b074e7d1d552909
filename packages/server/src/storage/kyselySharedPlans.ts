// SharedPlanStore on Kysely (SQLite and PostgreSQL alike).
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { SharedPlanRecord, SharedPlanStore } from './sharedPlans.ts';

type Row = { key: string; user_id: string; event_id: string };
const record = (row: Row): SharedPlanRecord => ({
  key: row.key,
  userId: row.user_id,
  eventId: row.event_id,
});

export class KyselySharedPlans implements SharedPlanStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async share(input: {
    userId: string;
    eventId: string;
    key: string;
    now: Date;
    maxPerUser: number;
  }): Promise<SharedPlanRecord | null> {
    return this.#db.transaction().execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', input.userId)
        .executeTakeFirst();
      if (!user) return null;
      const held = await trx
        .selectFrom('shared_plans')
        .select(['key', 'user_id', 'event_id'])
        .where('user_id', '=', input.userId)
        .where('event_id', '=', input.eventId)
        .executeTakeFirst();
      if (held) return record(held);
      const { count } = await trx
        .selectFrom('shared_plans')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', input.userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= input.maxPerUser) return null;
      const row = {
        key: input.key,
        user_id: input.userId,
        event_id: input.eventId,
        created_at: input.now.toISOString(),
      };
      // two devices of one account sharing at once: the first row wins, both get it
      await trx
        .insertInto('shared_plans')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
        .execute();
      const stored = await trx
        .selectFrom('shared_plans')
        .select(['key', 'user_id', 'event_id'])
        .where('user_id', '=', input.userId)
        .where('event_id', '=', input.eventId)
        .executeTakeFirst();
      return stored ? record(stored) : null;
    });
  }

  async sharedBy(userId: string): Promise<SharedPlanRecord[]> {
    const rows = await this.#db
      .selectFrom('shared_plans')
      .select(['key', 'user_id', 'event_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map(record);
  }

  async stop(userId: string, eventId: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('shared_plans')
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async byKey(key: string): Promise<SharedPlanRecord | null> {
    const row = await this.#db
      .selectFrom('shared_plans')
      .select(['key', 'user_id', 'event_id'])
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? record(row) : null;
  }
}
