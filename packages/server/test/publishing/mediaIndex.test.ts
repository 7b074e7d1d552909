// Which pictures are in use (issue 38, item 1): listing or deleting an event's pictures read
// every stored version of that event, the live version of every other event and every draft,
// and ran a regular expression over each on the thread that answers fans (15-21 s a listing
// with a 4.9 MB hex-letter history; fans' p50 16.9 s). Now the references are read when a text
// is stored, in one pass, into an index; listing asks the index about the event's own pictures.
// The fans' p99 meanwhile is measured by `npm run bench -- media`.
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_NAMES_PER_TEXT, mediaNamesIn } from '../../src/publishing/mediaNames.ts';
import { KyselyPublishing } from '../../src/storage/kyselyPublishing.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import type { Database } from '../../src/storage/schema.ts';
import { sqliteOn } from '../../src/storage/sqlite.ts';
import { nodeSqliteDialect } from '../../src/storage/sqliteDialect.ts';
import { freshDatabase, PG_TEST_URL } from '../helpers/pg.ts';

const hex = (c: string) => c.repeat(64);
const A = `${hex('a')}.png`;
const B = `${hex('b')}.webp`;
const C = `${hex('c')}.jpg`;
const D = `${hex('d')}.avif`;
const E = `${hex('e')}.gif`;
const F = `${hex('f')}.png`;

describe('mediaNamesIn', () => {
  it.each([
    ['an absolute address', `avatar: https://x.test/published-media/${A}`, [A]],
    ['a relative one, twice', `/published-media/${B} and /published-media/${B}`, [B]],
    ['hex letters before the name', `${'0'.repeat(500)}${C}`, [`${'0'.repeat(0)}${C}`]],
    ['63 hex letters', `${'a'.repeat(63)}.png`, []],
    ['capital letters', `${'A'.repeat(64)}.png`, []],
    ['an unknown extension', `${hex('a')}.svg`, []],
    ['two names side by side', `${A}${B}`, [A, B]],
    ['a name ending in hex letters before the dot', `x${hex('9')}.jpg.png`, [`${hex('9')}.jpg`]],
    ['nothing', 'sets: []', []],
  ])('%s', (_name, text, names) => {
    expect(mediaNamesIn(text)).toEqual(names);
  });

  it('reads a 4.9 MB text of hex letters and dots in one pass (no name in it)', () => {
    const text = `${'0123456789abcdef'.repeat(4)}.`.repeat(4_900_000 / 65);
    expect(mediaNamesIn(text)).toEqual([]);
    expect(mediaNamesIn(`${text}${'a'.repeat(64)}.png`)).toEqual([A]);
  });

  it('keeps at most MAX_NAMES_PER_TEXT names of one text', () => {
    const text = Array.from(
      { length: MAX_NAMES_PER_TEXT + 10 },
      (_, i) => `${i.toString(16).padStart(64, '0')}.png`,
    ).join(' ');
    expect(mediaNamesIn(text)).toHaveLength(MAX_NAMES_PER_TEXT);
  });
});

interface Store {
  publishing: KyselyPublishing;
  queries: string[];
  /** raw SQL on the same database */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

function sqliteStore(): Store {
  const db = new DatabaseSync(':memory:');
  sqliteOn(db);
  const queries: string[] = [];
  const kysely = new Kysely<Database>({
    dialect: nodeSqliteDialect(db),
    log: (event) => {
      queries.push(event.query.sql);
    },
  });
  return {
    publishing: new KyselyPublishing(kysely, 'sqlite'),
    queries,
    exec: async (sql) => db.exec(sql),
    close: async () => db.close(),
  };
}

async function postgresStore(): Promise<Store> {
  const made = await freshDatabase();
  const migrated = await openPostgres(made.url);
  await migrated.close();
  const pool = new pg.Pool({ connectionString: made.url, max: 2 });
  const queries: string[] = [];
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      queries.push(event.query.sql);
    },
  });
  return {
    publishing: new KyselyPublishing(kysely, 'postgres'),
    queries,
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await kysely.destroy();
      await made.drop();
    },
  };
}

const makers: [string, () => Store | Promise<Store>][] = [['sqlite', sqliteStore]];
if (PG_TEST_URL) makers.push(['postgres', postgresStore]);

let open: Store | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

const now = new Date('2026-07-30T20:00:00Z');
const publisher = { id: null, name: 'Operator' };

describe.each(makers)('pictures in use on %s', (_kind, make) => {
  async function store(): Promise<Store> {
    open = await make();
    return open;
  }

  async function version(s: Store, eventId: string, text: string, keep?: number) {
    await s.publishing.publish({
      eventId,
      text,
      format: 'yaml',
      publisher,
      note: '',
      now,
      ...(keep ? { keep: { versions: keep, bytes: 1e9 } } : {}),
    });
  }

  async function draft(s: Store, eventId: string, text: string) {
    await s.publishing.saveDraft({
      eventId,
      text,
      format: 'yaml',
      baseVersion: null,
      updatedAt: now.toISOString(),
      updatedBy: 'Operator',
      skippedRows: '[]',
    });
  }

  it('come from the index kept when texts are stored: no text is read to list them', async () => {
    const s = await store();
    const p = s.publishing;
    await version(s, 'club-night', `old: /published-media/${A}`);
    await version(s, 'club-night', `live: /published-media/${B}`);
    await draft(s, 'club-night', `draft: ${C}`);
    // another event: only its live version and its draft count
    await version(s, 'other-night', `old: ${D}`);
    await version(s, 'other-night', `live: ${E}`);
    await draft(s, 'third-night', `draft: ${F}`);

    s.queries.length = 0;
    expect(await p.referencedMedia('club-night', [A, B, C, D, E, F])).toEqual(
      new Set([A, B, C, E, F]),
    );
    expect(await p.referencedMedia('other-night', [A, D, E])).toEqual(new Set([D, E]));
    const readTexts = s.queries.filter(
      (q) => /"?text"?\s*(,|from)/i.test(q) || /select \*/i.test(q),
    );
    expect(readTexts).toEqual([]);
  });

  it('follow the history: a pruned version, a new draft, a deleted draft, a publish', async () => {
    const s = await store();
    const p = s.publishing;
    await version(s, 'club-night', `v1 ${A}`, 2);
    await version(s, 'club-night', `v2 ${B}`, 2);
    await version(s, 'club-night', `v3 ${C}`, 2);
    expect(await p.referencedMedia('club-night', [A, B, C])).toEqual(new Set([B, C]));
    await draft(s, 'club-night', `draft ${D}`);
    await draft(s, 'club-night', `draft ${E}`);
    expect(await p.referencedMedia('club-night', [D, E])).toEqual(new Set([E]));
    await p.deleteDraft('club-night');
    expect(await p.referencedMedia('club-night', [E])).toEqual(new Set());
    await draft(s, 'club-night', `draft ${F}`);
    await s.publishing.publish({
      eventId: 'club-night',
      text: `v4 ${A}`,
      format: 'yaml',
      publisher,
      note: '',
      now,
      discardDraft: true,
    });
    expect(await p.referencedMedia('club-night', [A, F])).toEqual(new Set([A]));
  });

  it('of texts stored before the index are read into it once', async () => {
    const s = await store();
    await version(s, 'club-night', `live ${A}`);
    await draft(s, 'other-night', `draft ${B}`);
    // as a database from before migration 026: texts without their references
    await s.exec('DELETE FROM media_references');
    await s.exec(
      "INSERT INTO media_references_pending (event_id, version) VALUES ('club-night', 1), ('other-night', 0), ('gone', 3)",
    );
    expect(await s.publishing.referencedMedia('club-night', [A, B, C])).toEqual(new Set([A, B]));
    s.queries.length = 0;
    expect(await s.publishing.referencedMedia('club-night', [A])).toEqual(new Set([A]));
    expect(
      s.queries.filter((q) => /event_versions|event_drafts/.test(q) && !/max/i.test(q)),
    ).toEqual([]);
  });

  it('of a second event with the same bytes are in its library too (stored once)', async () => {
    const s = await store();
    const p = s.publishing;
    const blob = (eventId: string) => ({
      name: A,
      eventId,
      contentType: 'image/png',
      bytes: new Uint8Array(600),
      createdAt: now.toISOString(),
    });
    expect(await p.putMedia(blob('club-night'), 1000)).toBe('stored');
    expect(await p.putMedia(blob('other-night'), 1000)).toBe('stored');
    expect(await p.putMedia(blob('other-night'), 1000)).toBe('exists');
    expect((await p.mediaOf('other-night')).map((m) => [m.name, m.size])).toEqual([[A, 600]]);
    // the quota counts it for both
    expect(await p.putMedia({ ...blob('other-night'), name: B }, 1000)).toBe('over-quota');
    expect(await p.deleteMedia('club-night', A)).toBe(true);
    expect(await p.media(A)).not.toBeNull();
    expect(await p.deleteMedia('other-night', A)).toBe(true);
    expect(await p.media(A)).toBeNull();
  });
});
