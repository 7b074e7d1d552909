// DeviceStore on Kysely (SQLite and PostgreSQL alike); see deviceStore.ts.
import type { Kysely } from 'kysely';
import type { DeviceStore, JoinedDevice } from './deviceStore.ts';
import type { Database } from './schema.ts';

type DeviceTables = {
  push_subscriptions: {
    id: string;
    user_id: string | null;
    device_token: string | null;
    device_link: string | null;
  };
};
type Db = Kysely<Database & DeviceTables>;

export class KyselyDevices implements DeviceStore {
  readonly #db: Db;
  readonly #kind: 'sqlite' | 'postgres';

  constructor(db: Kysely<Database>, kind: 'sqlite' | 'postgres') {
    this.#db = db as unknown as Db;
    this.#kind = kind;
  }

  async joinedBy(tokenHash: string): Promise<JoinedDevice | null> {
    const row = await this.#db
      .selectFrom('tokens')
      .select('device_link')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.device_link ? { tokenHash, link: row.device_link } : null;
  }

  async setFeed(
    userId: string,
    secretHash: string,
    now: Date,
    device: JoinedDevice | null,
  ): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      let lookup = trx.selectFrom('users').select('id').where('id', '=', userId);
      if (this.#kind === 'postgres') lookup = lookup.forUpdate();
      if (!(await lookup.executeTakeFirst())) return false;
      if (device) {
        // the link may have been revoked since the token was read: nothing is made for it then
        const token = await trx
          .selectFrom('tokens')
          .select('token_hash')
          .where('token_hash', '=', device.tokenHash)
          .executeTakeFirst();
        if (!token) return false;
      }
      let old = trx.deleteFrom('calendar_feeds').where('user_id', '=', userId);
      old = device
        ? old.where('device_token', '=', device.tokenHash)
        : old.where('device_link', 'is', null);
      await old.execute();
      await trx
        .insertInto('calendar_feeds')
        .values({
          secret_hash: secretHash,
          user_id: userId,
          created_at: now.toISOString(),
          device_token: device?.tokenHash ?? null,
          device_link: device?.link ?? null,
        })
        .execute();
      return true;
    });
  }

  async revokeFeed(userId: string, device: JoinedDevice | null): Promise<boolean> {
    let query = this.#db.deleteFrom('calendar_feeds').where('user_id', '=', userId);
    if (device) query = query.where('device_token', '=', device.tokenHash);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async markSubscription(subscriptionId: string, device: JoinedDevice | null): Promise<void> {
    await this.#db
      .updateTable('push_subscriptions')
      .set({ device_token: device?.tokenHash ?? null, device_link: device?.link ?? null })
      .where('id', '=', subscriptionId)
      .execute();
  }

  async joinedSubscriptions(userId: string, tokenHash?: string): Promise<string[]> {
    let query = this.#db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where('device_link', 'is not', null);
    if (tokenHash) query = query.where('device_token', '=', tokenHash);
    return (await query.execute()).map((row) => row.id);
  }

  async leave(tokenHash: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('calendar_feeds').where('device_token', '=', tokenHash).execute();
      const result = await trx
        .deleteFrom('tokens')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    });
  }

  async revoke(userId: string): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('device_links').where('user_id', '=', userId).execute();
      await trx
        .deleteFrom('calendar_feeds')
        .where('user_id', '=', userId)
        .where('device_link', 'is not', null)
        .execute();
      const result = await trx
        .deleteFrom('tokens')
        .where('user_id', '=', userId)
        .where('device_link', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }

  async noteCreatedFrom(userId: string, from: string): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ created_from: from })
      .where('id', '=', userId)
      .execute();
  }

  async createdFrom(from: string, since: Date): Promise<number> {
    const row = await this.#db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('made'))
      .where('created_from', '=', from)
      .where('created_at', '>', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.made);
  }
}
