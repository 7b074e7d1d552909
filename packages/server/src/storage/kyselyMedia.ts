// Uploaded pictures and which stored texts point at them (migration 026), for KyselyPublishing.
// The references of a text are read once, in the transaction that stores it; listing or
// deleting pictures then asks the index about the event's own pictures only, so its cost does
// not grow with what other events store.
import type { Kysely } from 'kysely';
import { mediaNamesIn } from '../publishing/mediaNames.ts';
import type { MediaBlob, MediaInfo, PutMediaOutcome } from './publishing.ts';
import type { Database } from './schema.ts';

/** media_references.version of an event's draft */
export const DRAFT_VERSION = 0;
/** rows a statement inserts or names at once (PostgreSQL and SQLite bound the parameters) */
const CHUNK = 200;
const PENDING_BATCH = 20;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** replaces the references of one stored text (a version, or the draft: DRAFT_VERSION) */
export async function recordReferences(
  db: Kysely<Database>,
  eventId: string,
  version: number,
  text: string,
): Promise<void> {
  await forgetReferences(db, eventId, version);
  const names = mediaNamesIn(text);
  for (const part of chunks(names)) {
    await db
      .insertInto('media_references')
      .values(part.map((name) => ({ event_id: eventId, version, name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

export async function forgetReferences(
  db: Kysely<Database>,
  eventId: string,
  version: number,
): Promise<void> {
  await db
    .deleteFrom('media_references')
    .where('event_id', '=', eventId)
    .where('version', '=', version)
    .execute();
}

/** the references of versions up to `cut` (pruned from the history) */
export async function forgetVersionsUpTo(
  db: Kysely<Database>,
  eventId: string,
  cut: number,
): Promise<void> {
  await db
    .deleteFrom('media_references')
    .where('event_id', '=', eventId)
    .where('version', '>', DRAFT_VERSION)
    .where('version', '<=', cut)
    .execute();
}

/** reads the texts stored before the index existed into it, one at a time; once per database */
export async function indexPendingTexts(db: Kysely<Database>): Promise<void> {
  for (;;) {
    const pending = await db
      .selectFrom('media_references_pending')
      .select(['event_id', 'version'])
      .limit(PENDING_BATCH)
      .execute();
    if (pending.length === 0) return;
    for (const row of pending) {
      const version = Number(row.version);
      await db.transaction().execute(async (trx) => {
        const stored =
          version === DRAFT_VERSION
            ? await trx
                .selectFrom('event_drafts')
                .select('text')
                .where('event_id', '=', row.event_id)
                .executeTakeFirst()
            : await trx
                .selectFrom('event_versions')
                .select('text')
                .where('event_id', '=', row.event_id)
                .where('version', '=', version)
                .executeTakeFirst();
        if (stored) await recordReferences(trx, row.event_id, version, stored.text);
        await trx
          .deleteFrom('media_references_pending')
          .where('event_id', '=', row.event_id)
          .where('version', '=', version)
          .execute();
      });
    }
  }
}

/**
 * Which of `names` something still points at: a kept version or the draft of this event, the
 * live version or the draft of another (a picture's address is public).
 */
export async function namesInUse(
  db: Kysely<Database>,
  eventId: string,
  names: string[],
): Promise<Set<string>> {
  const used = new Set<string>();
  for (const part of chunks([...new Set(names)])) {
    const rows = await db
      .selectFrom('media_references as r')
      .select('r.name')
      .distinct()
      .where('r.name', 'in', part)
      .where((eb) =>
        eb.or([
          eb('r.event_id', '=', eventId),
          eb('r.version', '=', DRAFT_VERSION),
          eb(
            'r.version',
            '=',
            eb
              .selectFrom('event_versions as v')
              .select((v) => v.fn.max('v.version').as('top'))
              .whereRef('v.event_id', '=', 'r.event_id'),
          ),
        ]),
      )
      .execute();
    for (const row of rows) used.add(row.name);
  }
  return used;
}

/**
 * Puts a picture in the event's library unless its pictures would then take more than
 * quotaBytes. Bytes another event uploaded already are stored once and join this library too.
 */
export function putMedia(
  db: Kysely<Database>,
  blob: MediaBlob,
  quotaBytes: number,
): Promise<PutMediaOutcome> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('media_owners')
      .select('name')
      .where('event_id', '=', blob.eventId)
      .where('name', '=', blob.name)
      .executeTakeFirst();
    if (owned) return 'exists';
    const used = await trx
      .selectFrom('media_owners as o')
      .innerJoin('media_blobs as b', 'b.name', 'o.name')
      .select((eb) => eb.fn.sum<number>('b.size').as('total'))
      .where('o.event_id', '=', blob.eventId)
      .executeTakeFirst();
    if (Number(used?.total ?? 0) + blob.bytes.byteLength > quotaBytes) return 'over-quota';
    await trx
      .insertInto('media_blobs')
      .values({
        name: blob.name,
        event_id: blob.eventId,
        content_type: blob.contentType,
        size: blob.bytes.byteLength,
        bytes: blob.bytes,
        created_at: blob.createdAt,
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('media_owners')
      .values({ event_id: blob.eventId, name: blob.name, created_at: blob.createdAt })
      .onConflict((oc) => oc.doNothing())
      .execute();
    return 'stored';
  });
}

export async function mediaOf(db: Kysely<Database>, eventId: string): Promise<MediaInfo[]> {
  const rows = await db
    .selectFrom('media_owners as o')
    .innerJoin('media_blobs as b', 'b.name', 'o.name')
    .select(['o.name', 'b.content_type', 'b.size', 'o.created_at'])
    .where('o.event_id', '=', eventId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.name')
    .execute();
  return rows.map((r) => ({
    name: r.name,
    contentType: r.content_type,
    size: Number(r.size),
    createdAt: r.created_at,
  }));
}

/** takes the picture out of the event's library; the bytes go when no library holds them */
export function deleteMedia(db: Kysely<Database>, eventId: string, name: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('media_owners')
      .where('event_id', '=', eventId)
      .where('name', '=', name)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    const other = await trx
      .selectFrom('media_owners')
      .select('event_id')
      .where('name', '=', name)
      .limit(1)
      .executeTakeFirst();
    if (!other) await trx.deleteFrom('media_blobs').where('name', '=', name).execute();
    return true;
  });
}
