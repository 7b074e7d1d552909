// ReportsStore on Kysely: one implementation for SQLite and PostgreSQL. A waiting report is
// unique per event and merge key (a partial unique index), so two instances taking the same
// report at once merge it; a decision claims the row with a conditional UPDATE, so of two
// moderators exactly one wins, whichever instance each one reached.
import type { ReportKind, ReportState, TrustSettings } from '@lineup/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { PushMessage } from './pushStorage.ts';
import type {
  AddReportOutcome,
  BatchOutcome,
  Decision,
  NewReport,
  NotifyTarget,
  ReportsStore,
  StageFollow,
  StageStart,
  StoredReport,
  StoredStageStatus,
} from './reports.ts';
import type { Database, ReportsTable } from './schema.ts';
import type { SqliteReportWriter } from './sqliteReportWriter.ts';

/** the push tables as far as reports use them (kyselyPush.ts owns them) */
type PushTables = {
  push_subscriptions: { id: string; locale: string };
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

/** a report being accepted right now is still in the queue, shown as waiting */
const ACCEPTING = 'accepting';
const ATTEMPTS = 3;

const toReport = (row: ReportsTable): StoredReport => ({
  id: row.id,
  eventId: row.event_id,
  kind: row.kind as ReportKind,
  payload: row.payload,
  state: (row.state === ACCEPTING ? 'pending' : row.state) as ReportState,
  count: Number(row.device_count),
  firstAt: row.first_at,
  lastAt: row.last_at,
  decidedAt: row.state === ACCEPTING ? null : row.decided_at,
  decidedBy: row.state === ACCEPTING ? null : row.decided_by,
  decidedReason: row.decided_reason,
  version: row.version === null ? null : Number(row.version),
});

/** a report as the transaction storing it leaves it */
async function stored(trx: Transaction<Database>, id: string): Promise<StoredReport> {
  return toReport(
    await trx.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  );
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || /UNIQUE constraint failed/i.test(String(e.message ?? ''));
}

export class KyselyReports implements ReportsStore {
  readonly #db: Kysely<Database>;
  /** stores reports off the calling thread (SQLite on a file), see sqliteReportWriter.ts */
  readonly #writer: SqliteReportWriter | null;
  /** PostgreSQL: a device's (and an address's) reports are counted under a lock of theirs */
  readonly #postgres: boolean;

  constructor(
    db: Kysely<Database>,
    writer: SqliteReportWriter | null = null,
    options: { postgres?: boolean } = {},
  ) {
    this.#db = db;
    this.#writer = writer;
    this.#postgres = options.postgres === true;
  }

  /**
   * A write transaction. On SQLite it begins IMMEDIATE (sqliteDialect.ts): a transaction that
   * reads first and then writes cannot wait for another instance's writer (SQLite answers
   * "busy" at once), while one that takes the write lock first waits for it.
   */
  #write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.#db.transaction().execute(work);
  }

  async close(): Promise<void> {
    await this.#writer?.close();
  }

  get #push(): Kysely<Database & PushTables> {
    return this.#db as unknown as Kysely<Database & PushTables>;
  }

  async addReport(input: NewReport): Promise<AddReportOutcome> {
    if (this.#writer) return this.#writer.add(input);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.#write((trx) => this.#add(trx, input));
      } catch (error) {
        // another instance stored the same report a moment ago: merged on the next try
        if (attempt >= ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * Stores the reports in one transaction (one wait for the disk), in their order: each sees the
   * ones before it, so merges, limits and the cap come out as one by one. When the transaction
   * fails, each is stored on its own, so an error stops only its own report.
   */
  async addReports(inputs: NewReport[]): Promise<BatchOutcome[]> {
    if (inputs.length > 1) {
      try {
        return await this.#write(async (trx) => {
          const added: BatchOutcome[] = [];
          for (const input of inputs) added.push({ added: await this.#add(trx, input) });
          return added;
        });
      } catch {
        // one by one below
      }
    }
    const outcomes: BatchOutcome[] = [];
    for (const input of inputs) {
      try {
        outcomes.push({ added: await this.addReport(input) });
      } catch (error) {
        outcomes.push({ error: error as Error });
      }
    }
    return outcomes;
  }

  async #add(trx: Transaction<Database>, input: NewReport): Promise<AddReportOutcome> {
    const at = input.now.toISOString();
    const blocked = await trx
      .selectFrom('report_blocks')
      .select('device_hash')
      .where('event_id', '=', input.eventId)
      .where('device_hash', '=', input.deviceHash)
      .executeTakeFirst();
    if (blocked) return { outcome: 'blocked' };
    const limited = await this.#limited(trx, input);
    if (limited) return { outcome: 'limited', by: limited };
    const device = {
      device_hash: input.deviceHash,
      address_hash: input.addressHash,
      reported_at: at,
      notify_subscription: input.notifySubscription,
    };
    const waiting = await trx
      .selectFrom('reports')
      .select('id')
      .where('event_id', '=', input.eventId)
      .where('merge_key', '=', input.mergeKey)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (waiting) {
      const known = await trx
        .selectFrom('report_devices')
        .select('device_hash')
        .where('report_id', '=', waiting.id)
        .where('device_hash', '=', input.deviceHash)
        .executeTakeFirst();
      if (known) {
        const report = await stored(trx, waiting.id);
        return { outcome: 'again', id: waiting.id, refusedForRoom: 0, trusted: null, report };
      }
      await trx
        .insertInto('report_devices')
        .values({ report_id: waiting.id, ...device })
        .execute();
      await trx
        .updateTable('reports')
        .set((eb) => ({ device_count: eb('device_count', '+', 1), last_at: at }))
        .where('id', '=', waiting.id)
        .execute();
      const trusted = await this.#trusted(trx, input);
      const report = await stored(trx, waiting.id);
      return { outcome: 'merged', id: waiting.id, refusedForRoom: 0, trusted, report };
    }
    const refusedForRoom = await this.#makeRoom(trx, input.eventId, input.maxPending, at);
    await trx
      .insertInto('reports')
      .values({
        id: input.id,
        event_id: input.eventId,
        kind: input.kind,
        merge_key: input.mergeKey,
        payload: input.payload,
        state: 'pending',
        device_count: 1,
        first_at: at,
        last_at: at,
        decided_at: null,
        decided_by: null,
        decided_reason: null,
        version: null,
      })
      .execute();
    await trx
      .insertInto('report_devices')
      .values({ report_id: input.id, ...device })
      .execute();
    const trusted = await this.#trusted(trx, input);
    const report = await stored(trx, input.id);
    return { outcome: 'added', id: input.id, refusedForRoom, trusted, report };
  }

  /**
   * The event's trust rule for a "now playing" report just stored, counted here (the report
   * thread on a SQLite file, the database on PostgreSQL) rather than by the server answering
   * fans: the oldest waiting report naming the same act on the same stage, when the rule's
   * number of distinct phones named it within its minutes. The act and the stage are read from
   * the merge key (core's reportKey: ["playing", stage, start, act name as core normalises it]),
   * so "NIGHT OWL" and " night owl" count as one act exactly as core says.
   */
  async #trusted(trx: Transaction<Database>, input: NewReport): Promise<string | null> {
    if (input.kind !== 'playing') return null;
    const rule = await trx
      .selectFrom('report_settings')
      .select(['trust_on', 'trust_devices', 'trust_minutes'])
      .where('event_id', '=', input.eventId)
      .executeTakeFirst();
    if (!rule || Number(rule.trust_on) !== 1) return null;
    const [, stage, , act] = JSON.parse(input.mergeKey) as [string, number, string, string];
    if (this.#postgres) {
      // two phones naming the act at once on two connections would each count without the
      // other and neither reach the number: one counts after the other's report is stored
      const key = `report-trust:${input.eventId}:${stage}:${act}`;
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
    }
    const since = new Date(input.now.getTime() - Number(rule.trust_minutes) * 60_000).toISOString();
    const sameAct = trx
      .selectFrom('report_devices')
      .innerJoin('reports', 'reports.id', 'report_devices.report_id')
      .where('reports.event_id', '=', input.eventId)
      .where('reports.kind', '=', 'playing')
      .where('reports.state', '=', 'pending')
      .where('report_devices.reported_at', '>=', since)
      .where(
        this.#postgres
          ? sql<boolean>`(reports.merge_key::jsonb ->> 1) = ${String(stage)} and (reports.merge_key::jsonb ->> 3) = ${act}`
          : sql<boolean>`json_extract(reports.merge_key, '$[1]') = ${stage} and json_extract(reports.merge_key, '$[3]') = ${act}`,
      );
    const { n } = await sameAct
      .select(sql<string>`count(distinct report_devices.device_hash)`.as('n'))
      .executeTakeFirstOrThrow();
    if (Number(n) < Number(rule.trust_devices)) return null;
    const oldest = await sameAct
      .select('reports.id as id')
      .orderBy('report_devices.reported_at')
      .orderBy('reports.id')
      .limit(1)
      .executeTakeFirst();
    return oldest?.id ?? null;
  }

  /** which limit the report is beyond, if any */
  async #limited(
    trx: Transaction<Database>,
    input: NewReport,
  ): Promise<'device' | 'address' | null> {
    if (this.#postgres) {
      // two reports of one phone at once on two connections would both count the same rows;
      // the device's lock is taken before the address's, always, so no two wait on each other
      for (const key of [
        `report-device:${input.deviceHash}`,
        `report-address:${input.addressHash}`,
      ]) {
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      }
    }
    const since = input.limits.since.toISOString();
    const count = async (column: 'device_hash' | 'address_hash', value: string) => {
      const { n } = await trx
        .selectFrom('report_devices')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(column, '=', value)
        .where('reported_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(n);
    };
    if ((await count('device_hash', input.deviceHash)) >= input.limits.perDevice) return 'device';
    if ((await count('address_hash', input.addressHash)) >= input.limits.perAddress) {
      return 'address';
    }
    return null;
  }

  /** refuses the oldest waiting reports so one more fits; how many */
  async #makeRoom(trx: Transaction<Database>, eventId: string, max: number, at: string) {
    const { n } = await trx
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', eventId)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    const over = Number(n) - max + 1;
    if (over <= 0) return 0;
    const oldest = await trx
      .selectFrom('reports')
      .select('id')
      .where('event_id', '=', eventId)
      .where('state', '=', 'pending')
      .orderBy('first_at')
      .orderBy('id')
      .limit(over)
      .execute();
    await trx
      .updateTable('reports')
      .set({ state: 'refused', decided_at: at, decided_by: null, decided_reason: 'full' })
      .where(
        'id',
        'in',
        oldest.map((r) => r.id),
      )
      .execute();
    return oldest.length;
  }

  async reportsSince(
    by: { deviceHash: string } | { addressHash: string },
    since: Date,
  ): Promise<number> {
    const column = 'deviceHash' in by ? 'device_hash' : 'address_hash';
    const value = 'deviceHash' in by ? by.deviceHash : by.addressHash;
    const { n } = await this.#db
      .selectFrom('report_devices')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(column, '=', value)
      .where('reported_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async pending(eventId: string, limit: number): Promise<StoredReport[]> {
    const rows = await this.#db
      .selectFrom('reports')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('state', 'in', ['pending', ACCEPTING])
      .orderBy('first_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toReport);
  }

  async report(eventId: string, id: string): Promise<StoredReport | null> {
    const row = await this.#db
      .selectFrom('reports')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toReport(row) : null;
  }

  async claim(d: Decision, staleBefore: Date): Promise<boolean> {
    const result = await this.#db
      .updateTable('reports')
      .set({ state: ACCEPTING, decided_by: d.by, decided_at: d.now.toISOString() })
      .where('event_id', '=', d.eventId)
      .where('id', '=', d.id)
      .where((eb) =>
        eb.or([
          eb('state', '=', 'pending'),
          eb.and([eb('state', '=', ACCEPTING), eb('decided_at', '<', staleBefore.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(eventId: string, id: string): Promise<void> {
    await this.#db
      .updateTable('reports')
      .set({ state: 'pending', decided_by: null, decided_at: null })
      .where('event_id', '=', eventId)
      .where('id', '=', id)
      .where('state', '=', ACCEPTING)
      .execute();
  }

  async settle(
    d: Decision,
    state: 'accepted' | 'refused',
    version: number | null,
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('reports')
      .set({ state, version, decided_by: d.by, decided_at: d.now.toISOString() })
      .where('event_id', '=', d.eventId)
      .where('id', '=', d.id)
      .where('state', '=', ACCEPTING)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  refuse(d: Decision): Promise<boolean> {
    return this.#refuseFrom(d, 'pending');
  }

  /** refuses the report while it is in `from`: false for the second of two at once */
  async #refuseFrom(d: Decision, from: 'pending' | 'accepted'): Promise<boolean> {
    const result = await this.#db
      .updateTable('reports')
      .set({ state: 'refused', decided_by: d.by, decided_at: d.now.toISOString() })
      .where('event_id', '=', d.eventId)
      .where('id', '=', d.id)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async mine(eventId: string, deviceHash: string, limit: number): Promise<StoredReport[]> {
    const rows = await this.#db
      .selectFrom('reports')
      .innerJoin('report_devices', 'report_devices.report_id', 'reports.id')
      .selectAll('reports')
      .where('reports.event_id', '=', eventId)
      .where('report_devices.device_hash', '=', deviceHash)
      .orderBy('report_devices.reported_at', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toReport);
  }

  async refusedForRoom(eventId: string, since: Date): Promise<number> {
    const { n } = await this.#db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('event_id', '=', eventId)
      .where('decided_reason', '=', 'full')
      .where('decided_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  async blockDevicesOf(d: Decision): Promise<number> {
    return this.#db.transaction().execute(async (trx) => {
      const devices = await trx
        .selectFrom('report_devices')
        .innerJoin('reports', 'reports.id', 'report_devices.report_id')
        .select('report_devices.device_hash')
        .where('reports.event_id', '=', d.eventId)
        .where('reports.id', '=', d.id)
        .execute();
      if (devices.length === 0) return 0;
      await trx
        .insertInto('report_blocks')
        .values(
          devices.map((row) => ({
            event_id: d.eventId,
            device_hash: row.device_hash,
            blocked_by: d.by,
            created_at: d.now.toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['event_id', 'device_hash']).doNothing())
        .execute();
      return devices.length;
    });
  }

  async trustSettings(eventId: string): Promise<TrustSettings | null> {
    const row = await this.#db
      .selectFrom('report_settings')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return row
      ? {
          on: Number(row.trust_on) === 1,
          devices: Number(row.trust_devices),
          minutes: Number(row.trust_minutes),
        }
      : null;
  }

  async saveTrustSettings(
    eventId: string,
    settings: TrustSettings,
    by: string,
    now: Date,
  ): Promise<void> {
    const values = {
      trust_on: settings.on ? 1 : 0,
      trust_devices: settings.devices,
      trust_minutes: settings.minutes,
      updated_at: now.toISOString(),
      updated_by: by,
    };
    await this.#db
      .insertInto('report_settings')
      .values({ event_id: eventId, ...values })
      .onConflict((oc) => oc.column('event_id').doUpdateSet(values))
      .execute();
  }

  async setStageStatus(status: StoredStageStatus): Promise<void> {
    const values = {
      status: status.status,
      detail: status.detail,
      set_at: status.setAt,
      set_by: status.setBy,
      expires_at: status.expiresAt,
    };
    await this.#db
      .insertInto('stage_status')
      .values({ event_id: status.eventId, stage: status.stage, ...values })
      .onConflict((oc) => oc.columns(['event_id', 'stage']).doUpdateSet(values))
      .execute();
  }

  async stageStatuses(eventId: string, now: Date): Promise<StoredStageStatus[]> {
    const rows = await this.#db
      .selectFrom('stage_status')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('stage')
      .execute();
    return rows.map((row) => ({
      eventId: row.event_id,
      stage: Number(row.stage),
      status: row.status,
      detail: row.detail,
      setAt: row.set_at,
      setBy: row.set_by,
      expiresAt: row.expires_at,
    }));
  }

  undoAccepted(d: Decision): Promise<boolean> {
    return this.#refuseFrom(d, 'accepted');
  }

  async acceptedBy(eventId: string, by: string, since: Date): Promise<StoredReport[]> {
    const rows = await this.#db
      .selectFrom('reports')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('state', '=', 'accepted')
      .where('decided_by', '=', by)
      .where('decided_at', '>=', since.toISOString())
      .orderBy('decided_at', 'desc')
      .limit(20)
      .execute();
    return rows.map(toReport);
  }

  async followStage(f: StageFollow, on: boolean): Promise<void> {
    if (!on) {
      await this.#db
        .deleteFrom('stage_follows')
        .where('event_id', '=', f.eventId)
        .where('stage', '=', f.stage)
        .where('subscription_id', '=', f.subscriptionId)
        .execute();
      return;
    }
    await this.#db
      .insertInto('stage_follows')
      .values({
        event_id: f.eventId,
        stage: f.stage,
        subscription_id: f.subscriptionId,
        created_at: f.now.toISOString(),
        last_set: null,
        last_sent_at: null,
      })
      .onConflict((oc) => oc.columns(['event_id', 'stage', 'subscription_id']).doNothing())
      .execute();
  }

  async stagesFollowed(eventId: string, subscriptionId: string): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('stage_follows')
      .select('stage')
      .where('event_id', '=', eventId)
      .where('subscription_id', '=', subscriptionId)
      .orderBy('stage')
      .execute();
    return rows.map((r) => Number(r.stage));
  }

  async followedStages(): Promise<{ eventId: string; stage: number }[]> {
    const rows = await this.#db
      .selectFrom('stage_follows')
      .select(['event_id', 'stage'])
      .distinct()
      .execute();
    return rows.map((r) => ({ eventId: r.event_id, stage: Number(r.stage) }));
  }

  async claimStageStart(
    start: StageStart,
    message: (sub: NotifyTarget) => PushMessage,
  ): Promise<number> {
    const at = start.now.toISOString();
    return this.#push.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('stage_follows')
        .set({ last_set: start.setKey, last_sent_at: at })
        .where('event_id', '=', start.eventId)
        .where('stage', '=', start.stage)
        .where((eb) =>
          eb.and([
            eb.or([eb('last_set', 'is', null), eb('last_set', '<>', start.setKey)]),
            eb.or([
              eb('last_sent_at', 'is', null),
              eb('last_sent_at', '<=', start.gapStart.toISOString()),
            ]),
          ]),
        )
        .returning('subscription_id')
        .execute();
      let queued = 0;
      const ids = claimed.map((r) => r.subscription_id);
      for (let i = 0; i < ids.length; i += 500) {
        const subs = await trx
          .selectFrom('push_subscriptions')
          .select(['id', 'locale'])
          .where('id', 'in', ids.slice(i, i + 500))
          .execute();
        if (subs.length === 0) continue;
        await trx
          .insertInto('push_queue')
          .values(
            subs.map((sub) => {
              const m = message(sub);
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
            }),
          )
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        queued += subs.length;
      }
      return queued;
    });
  }

  async notifyTargets(reportId: string): Promise<NotifyTarget[]> {
    return this.#push
      .selectFrom('report_devices')
      .innerJoin(
        'push_subscriptions',
        'push_subscriptions.id',
        'report_devices.notify_subscription',
      )
      .select(['push_subscriptions.id as id', 'push_subscriptions.locale as locale'])
      .where('report_devices.report_id', '=', reportId)
      .execute();
  }
}
