// PublishingStore on Kysely: one implementation for SQLite and PostgreSQL. Listeners in this
// process are told after the commit; on PostgreSQL a NOTIFY in the same transaction tells the
// other instances (pgListen.ts hears it), delivered only when the version is really stored.
import { EventEmitter } from 'node:events';
import { type Kysely, type Selectable, sql } from 'kysely';
import {
  DRAFT_VERSION,
  deleteMedia,
  forgetReferences,
  forgetVersionsUpTo,
  indexPendingTexts,
  mediaOf,
  namesInUse,
  putMedia,
  recordReferences,
} from './kyselyMedia.ts';
import {
  BaseMovedError,
  type DraftListing,
  type EventDraft,
  type EventVersion,
  type EventVersionInfo,
  type HistoryBounds,
  type MediaBlob,
  type MediaInfo,
  type NewOrganiser,
  type NewVersion,
  type Organiser,
  type PublishingStore,
  type PublishOutcome,
  type PutMediaOutcome,
} from './publishing.ts';
import type { Database, EventVersionsTable, OrganisersTable } from './schema.ts';
import { OFF_THREAD_DRAFT_CHARS, type SqliteDraftWriter } from './sqliteDraftWriter.ts';

/** NOTIFY channel: NOTIFY is scoped to one database, so one name serves every deployment */
export const PUBLISH_CHANNEL = 'lineup_published';
const PUBLISHED = 'published';
/** two publishes of one event at once: the loser of the version number tries again */
const PUBLISH_ATTEMPTS = 5;

function eventIds(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const toOrganiser = (row: Selectable<OrganisersTable>): Organiser => ({
  id: row.id,
  name: row.name,
  events: eventIds(row.event_ids),
  createdAt: row.created_at,
  role: row.role === 'moderator' ? 'moderator' : 'organiser',
});

const INFO_COLUMNS = [
  'event_id',
  'version',
  'format',
  'published_at',
  'organiser_id',
  'organiser_name',
  'note',
] as const;

const toInfo = (row: Omit<EventVersionsTable, 'text'>): EventVersionInfo => ({
  eventId: row.event_id,
  version: Number(row.version),
  format: row.format,
  publishedAt: row.published_at,
  organiserId: row.organiser_id,
  organiserName: row.organiser_name,
  note: row.note,
});

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || /UNIQUE constraint failed/i.test(String(e.message ?? ''));
}

export class KyselyPublishing implements PublishingStore {
  readonly #db: Kysely<Database>;
  readonly #kind: 'sqlite' | 'postgres';
  readonly #local = new EventEmitter();
  /** the texts stored before the picture index, read into it once */
  #indexed: Promise<void> | null = null;

  /** writes large drafts off the calling thread (SQLite on a file), see sqliteDraftWriter.ts */
  readonly #draftWriter: SqliteDraftWriter | null;

  constructor(
    db: Kysely<Database>,
    kind: 'sqlite' | 'postgres',
    draftWriter: SqliteDraftWriter | null = null,
  ) {
    this.#db = db;
    this.#kind = kind;
    this.#draftWriter = draftWriter;
    this.#local.setMaxListeners(0);
  }

  async close(): Promise<void> {
    await this.#draftWriter?.close();
  }

  async addOrganiser(o: NewOrganiser): Promise<void> {
    await this.#db
      .insertInto('organisers')
      .values({
        id: o.id,
        name: o.name,
        token_hash: o.tokenHash,
        event_ids: JSON.stringify(o.events),
        created_at: o.now.toISOString(),
        role: o.role ?? 'organiser',
      })
      .execute();
  }

  async organisers(): Promise<Organiser[]> {
    const rows = await this.#db
      .selectFrom('organisers')
      .selectAll()
      .orderBy('created_at')
      .execute();
    return rows.map(toOrganiser);
  }

  async revokeOrganiser(id: string): Promise<boolean> {
    const result = await this.#db.deleteFrom('organisers').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async organiserByTokenHash(tokenHash: string): Promise<Organiser | null> {
    const row = await this.#db
      .selectFrom('organisers')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row ? toOrganiser(row) : null;
  }

  async publish(input: NewVersion): Promise<PublishOutcome> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await this.#db.transaction().execute(async (trx) => {
          const live = await trx
            .selectFrom('event_versions')
            .selectAll()
            .where('event_id', '=', input.eventId)
            .orderBy('version', 'desc')
            .limit(1)
            .executeTakeFirst();
          if (input.baseVersion !== undefined && Number(live?.version ?? 0) !== input.baseVersion) {
            throw new BaseMovedError(`version ${Number(live?.version ?? 0)} is live now`);
          }
          if (input.discardDraft) {
            await trx.deleteFrom('event_drafts').where('event_id', '=', input.eventId).execute();
            await forgetReferences(trx, input.eventId, DRAFT_VERSION);
          }
          // the same text again (a double click, a script publishing in a loop) is that version
          if (live && live.text === input.text) return { ...toInfo(live), stored: false };
          const row: EventVersionsTable = {
            event_id: input.eventId,
            version: Number(live?.version ?? 0) + 1,
            text: input.text,
            format: input.format,
            published_at: input.now.toISOString(),
            organiser_id: input.publisher.id,
            organiser_name: input.publisher.name,
            note: input.note,
          };
          await trx.insertInto('event_versions').values(row).execute();
          await recordReferences(trx, input.eventId, row.version, input.text);
          if (input.keep) await this.#prune(trx, input.eventId, input.keep);
          if (this.#kind === 'postgres') {
            await sql`SELECT pg_notify(${PUBLISH_CHANNEL}, ${input.eventId})`.execute(trx);
          }
          return { ...toInfo(row), stored: true };
        });
        if (outcome.stored) this.#local.emit(PUBLISHED, input.eventId);
        return outcome;
      } catch (error) {
        if (attempt >= PUBLISH_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /** deletes the oldest versions beyond the bounds; the newest (live) one always stays */
  async #prune(trx: Kysely<Database>, eventId: string, keep: HistoryBounds): Promise<void> {
    const size =
      this.#kind === 'postgres'
        ? sql<number>`octet_length(text)`
        : sql<number>`length(CAST(text AS BLOB))`;
    const rows = await trx
      .selectFrom('event_versions')
      .select(['version', size.as('size')])
      .where('event_id', '=', eventId)
      .orderBy('version', 'desc')
      .execute();
    let bytes = 0;
    let cut: number | null = null;
    for (const [i, row] of rows.entries()) {
      bytes += Number(row.size);
      if (i > 0 && (i >= keep.versions || bytes > keep.bytes)) {
        cut = Number(row.version);
        break;
      }
    }
    if (cut === null) return;
    await trx
      .deleteFrom('event_versions')
      .where('event_id', '=', eventId)
      .where('version', '<=', cut)
      .execute();
    await forgetVersionsUpTo(trx, eventId, cut);
  }

  async versions(eventId: string, limit: number): Promise<EventVersionInfo[]> {
    const rows = await this.#db
      .selectFrom('event_versions')
      .select(INFO_COLUMNS)
      .where('event_id', '=', eventId)
      .orderBy('version', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toInfo);
  }

  async version(eventId: string, version: number): Promise<EventVersion | null> {
    const row = await this.#db
      .selectFrom('event_versions')
      .selectAll()
      .where('event_id', '=', eventId)
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? { ...toInfo(row), text: row.text } : null;
  }

  async latest(eventId: string): Promise<EventVersion | null> {
    const row = await this.#db
      .selectFrom('event_versions')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { ...toInfo(row), text: row.text } : null;
  }

  async latestVersions(): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('event_versions')
      .select((eb) => ['event_id', eb.fn.max('version').as('top')])
      .groupBy('event_id')
      .execute();
    return new Map(rows.map((row) => [row.event_id, Number(row.top)]));
  }

  async draft(eventId: string): Promise<EventDraft | null> {
    const row = await this.#db
      .selectFrom('event_drafts')
      .selectAll()
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      eventId: row.event_id,
      text: row.text,
      format: row.format,
      baseVersion: row.base_version === null ? null : Number(row.base_version),
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      skippedRows: row.skipped_rows,
      revision: Number(row.revision),
      summary: row.summary,
    };
  }

  async drafts(): Promise<DraftListing[]> {
    const rows = await this.#db
      .selectFrom('event_drafts')
      .select(['event_id', 'base_version', 'updated_at', 'updated_by', 'revision', 'summary'])
      .orderBy('event_id')
      .execute();
    return rows.map((row) => ({
      eventId: row.event_id,
      baseVersion: row.base_version === null ? null : Number(row.base_version),
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      revision: Number(row.revision),
      summary: row.summary,
    }));
  }

  async saveDraft(draft: EventDraft, expected?: number | null): Promise<EventDraft | null> {
    if (this.#draftWriter && draft.text.length >= OFF_THREAD_DRAFT_CHARS) {
      return this.#draftWriter.save(draft, expected);
    }
    const changes = {
      text: draft.text,
      format: draft.format,
      base_version: draft.baseVersion,
      updated_at: draft.updatedAt,
      updated_by: draft.updatedBy,
      skipped_rows: draft.skippedRows,
      summary: draft.summary ?? '',
    };
    const row = { event_id: draft.eventId, ...changes, revision: 1 };
    const stored = await this.#db.transaction().execute(async (trx) => {
      let saved = true;
      if (typeof expected === 'number') {
        // one statement: of saves made on the same revision, exactly one finds it
        const result = await trx
          .updateTable('event_drafts')
          .set({ ...changes, revision: expected + 1 })
          .where('event_id', '=', draft.eventId)
          .where('revision', '=', expected)
          .executeTakeFirst();
        saved = Number(result.numUpdatedRows) === 1;
      } else if (expected === null) {
        const result = await trx
          .insertInto('event_drafts')
          .values(row)
          .onConflict((oc) => oc.column('event_id').doNothing())
          .executeTakeFirst();
        saved = Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
      } else {
        await trx
          .insertInto('event_drafts')
          .values(row)
          .onConflict((oc) =>
            oc.column('event_id').doUpdateSet((eb) => ({
              ...changes,
              revision: eb('event_drafts.revision', '+', 1),
            })),
          )
          .execute();
      }
      if (saved) await recordReferences(trx, draft.eventId, DRAFT_VERSION, draft.text);
      return saved;
    });
    if (!stored) return null;
    if (typeof expected === 'number')
      return { ...draft, summary: changes.summary, revision: expected + 1 };
    if (expected === null) return { ...draft, summary: changes.summary, revision: 1 };
    return this.draft(draft.eventId);
  }

  async deleteDraft(eventId: string): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('event_drafts')
        .where('event_id', '=', eventId)
        .executeTakeFirst();
      await forgetReferences(trx, eventId, DRAFT_VERSION);
      return Number(result.numDeletedRows) > 0;
    });
  }

  putMedia(blob: MediaBlob, quotaBytes = Number.POSITIVE_INFINITY): Promise<PutMediaOutcome> {
    return putMedia(this.#db, blob, quotaBytes);
  }

  mediaOf(eventId: string): Promise<MediaInfo[]> {
    return mediaOf(this.#db, eventId);
  }

  async referencedMedia(eventId: string, names: string[]): Promise<Set<string>> {
    this.#indexed ??= indexPendingTexts(this.#db).catch((error: unknown) => {
      this.#indexed = null;
      throw error;
    });
    await this.#indexed;
    return namesInUse(this.#db, eventId, names);
  }

  deleteMedia(eventId: string, name: string): Promise<boolean> {
    return deleteMedia(this.#db, eventId, name);
  }

  async media(name: string): Promise<MediaBlob | null> {
    const row = await this.#db
      .selectFrom('media_blobs')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirst();
    if (!row) return null;
    return {
      name: row.name,
      eventId: row.event_id,
      contentType: row.content_type,
      bytes: new Uint8Array(row.bytes),
      createdAt: row.created_at,
    };
  }

  onPublished(listener: (eventId: string) => void): () => void {
    this.#local.on(PUBLISHED, listener);
    return () => this.#local.off(PUBLISHED, listener);
  }
}
