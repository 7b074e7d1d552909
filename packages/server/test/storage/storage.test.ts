// One suite for every Storage implementation (DESIGN §6): SQLite always, PostgreSQL when
// PG_TEST_URL is set (a fresh database per test).
import path from 'node:path';
import type { LikeEntry } from '@lineup/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/postgres.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { freshDatabase, PG_TEST_URL } from '../helpers/pg.ts';
import { tempDir } from '../helpers/tmp.ts';

interface Made {
  storage: Storage;
  /** a second handle on the same data (a restart); undefined when the store cannot reopen */
  reopen?: () => Promise<Storage>;
  cleanup(): Promise<void>;
}

async function makeSqlite(): Promise<Made> {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'lineup.db');
  return {
    storage: openSqlite(file),
    reopen: async () => openSqlite(file),
    cleanup: async () => tmp.remove(),
  };
}

async function makeSqliteMemory(): Promise<Made> {
  return { storage: openSqlite(':memory:'), cleanup: async () => {} };
}

async function makePostgres(): Promise<Made> {
  const db = await freshDatabase();
  return {
    storage: await openPostgres(db.url),
    reopen: () => openPostgres(db.url),
    cleanup: () => db.drop(),
  };
}

const now = new Date('2026-07-30T20:00:00Z');

function like(dj: string, likedAt = '2026-07-30T19:00:00.000Z'): LikeEntry {
  return {
    dj,
    room: 0,
    partyName: 'Sunrise',
    title: `${dj} @ Beach`,
    beginningSchedule: '2026-07-30T10:00:00.000Z',
    started: '2026-07-30T22:00:00.000Z',
    meta: [{ key: 'soundcloud', value: 'https://soundcloud.com/x' }],
    likedAt,
  };
}

describe.each([
  ['sqlite file', makeSqlite],
  ['sqlite memory', makeSqliteMemory],
])('Storage on %s', (_name, make) => storageSuite(make));

describe.skipIf(!PG_TEST_URL).each([['postgres', makePostgres]])('Storage on %s', (_name, make) =>
  storageSuite(make),
);

function storageSuite(make: () => Promise<Made>) {
  let made: Made;
  let storage: Storage;
  beforeEach(async () => {
    made = await make();
    storage = made.storage;
  });
  afterEach(async () => {
    await storage.close();
    await made.cleanup();
  });

  it('signs a user in and finds them by the token hash', async () => {
    const user = await storage.signIn({
      providerId: 'soundcloud:1',
      following: ['https://soundcloud.com/ada'],
      tokenHash: 'h1',
      now,
    });
    expect(await storage.userByTokenHash('h1')).toEqual(user);
    expect(await storage.userByTokenHash('nope')).toBeNull();
  });

  it('keeps one user per provider id, with a token per device and fresh following', async () => {
    const first = await storage.signIn({ providerId: 'p', following: ['a'], tokenHash: 'd1', now });
    const second = await storage.signIn({
      providerId: 'p',
      following: ['b'],
      tokenHash: 'd2',
      now,
    });
    expect(second.id).toBe(first.id);
    expect((await storage.userByTokenHash('d1'))?.following).toEqual(['b']);
    expect((await storage.userByTokenHash('d2'))?.id).toBe(first.id);
  });

  it('stores likes and tombstones and returns them', async () => {
    const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
    const state = {
      likes: [like('Ada'), like('Grace')],
      tombstones: [
        {
          dj: 'Linus',
          room: 0,
          beginningSchedule: '2026-07-30T10:00:00.000Z',
          removedAt: '2026-07-30T19:30:00.000Z',
        },
      ],
    };
    const result = await storage.updateLikes(user.id, () => state);
    expect(result).toEqual({ before: { likes: [], tombstones: [] }, after: state });
    const stored = await storage.likesOf(user.id);
    expect(stored.likes.map((l) => l.dj).sort()).toEqual(['Ada', 'Grace']);
    expect(stored.likes[0]).toEqual(like(stored.likes[0]!.dj));
    expect(stored.tombstones).toEqual(state.tombstones);
  });

  it('writes only what changed: a like added, one changed, one taken back, one spelling merged', async () => {
    const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
    const spelled = { ...like('Linus'), beginningSchedule: '2026-07-30T12:00:00+02:00' };
    await storage.updateLikes(user.id, () => ({
      likes: [like('Ada'), like('Grace'), spelled],
      tombstones: [],
    }));
    const changed = { ...like('Grace', '2026-07-30T19:30:00.000Z'), title: 'Grace (b2b)' };
    const gone = {
      dj: 'Ada',
      room: 0,
      beginningSchedule: '2026-07-30T10:00:00.000Z',
      removedAt: '2026-07-30T19:40:00.000Z',
    };
    const result = await storage.updateLikes(user.id, (state) => ({
      likes: [
        ...state.likes
          .filter((l) => l.dj === 'Grace' || l.dj === 'Linus')
          .map((l) =>
            l.dj === 'Grace' ? changed : { ...l, beginningSchedule: '2026-07-30T10:00:00.000Z' },
          ),
        like('Margaret'),
      ],
      tombstones: [gone],
    }));
    expect(result?.before.likes.map((l) => l.dj).sort()).toEqual(['Ada', 'Grace', 'Linus']);
    const stored = await storage.likesOf(user.id);
    expect(stored.likes.map((l) => l.dj).sort()).toEqual(['Grace', 'Linus', 'Margaret']);
    expect(stored.likes.find((l) => l.dj === 'Grace')).toEqual(changed);
    expect(stored.likes.find((l) => l.dj === 'Linus')?.beginningSchedule).toBe(
      '2026-07-30T10:00:00.000Z',
    );
    expect(stored.tombstones).toEqual([gone]);
  });

  it('runs concurrent updates of one user one after the other', async () => {
    const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
    const add = (dj: string) =>
      storage.updateLikes(user.id, (s) => ({ ...s, likes: [...s.likes, like(dj)] }));
    await Promise.all([add('A'), add('B'), add('C')]);
    expect((await storage.likesOf(user.id)).likes.map((l) => l.dj).sort()).toEqual(['A', 'B', 'C']);
  });

  it('does not store likes for a user that is gone', async () => {
    expect(
      await storage.updateLikes('no-such-user', () => ({ likes: [like('Ada')], tombstones: [] })),
    ).toBeNull();
    expect(await storage.likesOf('no-such-user')).toEqual({ likes: [], tombstones: [] });
  });

  it('deletes a user with their likes and tokens', async () => {
    const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 't', now });
    await storage.signIn({ providerId: 'p', following: [], tokenHash: 't2', now });
    await storage.updateLikes(user.id, () => ({ likes: [like('Ada')], tombstones: [] }));
    await storage.deleteUser(user.id);
    expect(await storage.userByTokenHash('t')).toBeNull();
    expect(await storage.userByTokenHash('t2')).toBeNull();
    expect(await storage.likesOf(user.id)).toEqual({ likes: [], tombstones: [] });
  });

  it('counts like totals once per mark and never below zero', async () => {
    const applied = await storage.changeLikeTotals(
      [
        { event: 'e', dj: 'Ada', delta: 1, mark: 'm1' },
        { event: 'e', dj: 'Ada', delta: 1, mark: 'm1' },
        { event: 'e', dj: 'Ada', delta: 1, mark: 'm2' },
        { event: 'e', dj: 'Grace', delta: -1 },
        { event: 'other', dj: 'Ada', delta: 1 },
      ],
      now,
    );
    expect(applied).toHaveLength(4);
    expect(await storage.likeTotals('e')).toEqual([
      { event: 'e', dj: 'Ada', count: 2 },
      { event: 'e', dj: 'Grace', count: 0 },
    ]);
    await storage.changeLikeTotals([{ event: 'e', dj: 'Ada', delta: -5 }], now);
    expect((await storage.likeTotals('e'))[0]).toEqual({ event: 'e', dj: 'Ada', count: 0 });
    expect(await storage.likeTotals()).toHaveLength(3);
  });

  it('signs one device out and lets tokens expire', async () => {
    const user = await storage.signIn({ providerId: 'p', following: [], tokenHash: 'a', now });
    const later = new Date(now.getTime() + 60_000);
    await storage.signIn({ providerId: 'p', following: [], tokenHash: 'b', now: later });
    expect(await storage.deleteToken('a')).toBe(true);
    expect(await storage.deleteToken('a')).toBe(false);
    expect(await storage.userByTokenHash('a')).toBeNull();
    expect((await storage.userByTokenHash('b'))?.id).toBe(user.id);
    // issued at `later`: valid for a lifetime that began before, expired for one that began at it
    expect((await storage.userByTokenHash('b', now))?.id).toBe(user.id);
    expect(await storage.userByTokenHash('b', later)).toBeNull();
    expect(await storage.pruneTokens(later, 10)).toBe(0);
    expect(await storage.pruneTokens(new Date(later.getTime() + 1), 10)).toBe(1);
    expect(await storage.userByTokenHash('b')).toBeNull();
  });

  it('forgets like marks older than a date, in batches, so they count again', async () => {
    const old = new Date('2025-01-01T00:00:00Z');
    const marks = ['m1', 'm2', 'm3'].map((mark) => ({ event: 'e', dj: 'Ada', delta: 1, mark }));
    await storage.changeLikeTotals(marks, old);
    await storage.changeLikeTotals([{ event: 'e', dj: 'Ada', delta: 1, mark: 'new' }], now);
    expect(await storage.pruneLikeTotalMarks(now, 2)).toBe(2);
    expect(await storage.pruneLikeTotalMarks(now, 2)).toBe(1);
    expect(await storage.pruneLikeTotalMarks(now, 2)).toBe(0);
    expect(await storage.changeLikeTotals([...marks, marks[0]!], now)).toHaveLength(3);
    expect(
      await storage.changeLikeTotals([{ event: 'e', dj: 'Ada', delta: 1, mark: 'new' }], now),
    ).toEqual([]);
  });

  it('checks its data', async () => {
    expect(await storage.integrity()).toBe('ok');
  });

  it('reports health', async () => {
    expect(await storage.healthy()).toBe(true);
  });

  it('keeps everything after a reopen (restart)', async () => {
    if (!made.reopen) return;
    const user = await storage.signIn({ providerId: 'p', following: ['x'], tokenHash: 't', now });
    await storage.updateLikes(user.id, () => ({ likes: [like('Ada')], tombstones: [] }));
    await storage.close();
    storage = await made.reopen();
    expect((await storage.userByTokenHash('t'))?.following).toEqual(['x']);
    expect((await storage.likesOf(user.id)).likes).toEqual([like('Ada')]);
  });

  it('stores the live text once, keeps the history within its bounds and the live version always', async () => {
    const p = storage.publishing;
    const version = (text: string, keep = { versions: 3, bytes: 1000 }) =>
      p.publish({
        eventId: 'club-night',
        text,
        format: 'yaml',
        note: '',
        publisher: { id: null, name: 'operator' },
        now,
        keep,
      });
    expect((await version('a')).stored).toBe(true);
    const again = await version('a');
    expect([again.stored, again.version]).toEqual([false, 1]);
    for (const text of ['b', 'c', 'd', 'e']) await version(text);
    expect((await p.versions('club-night', 50)).map((v) => v.version)).toEqual([5, 4, 3]);
    // by bytes: 600 + 600 is over 1000, so only the newest stays, however large
    await version('x'.repeat(600));
    await version('y'.repeat(600));
    expect((await p.versions('club-night', 50)).map((v) => v.version)).toEqual([7]);
    await version('z'.repeat(5000));
    expect((await p.versions('club-night', 50)).map((v) => v.version)).toEqual([8]);
    expect((await p.latest('club-night'))?.text).toHaveLength(5000);
  });

  it('keeps pictures within a quota per event and deletes one', async () => {
    const p = storage.publishing;
    const blob = (name: string, eventId: string, size: number) => ({
      name,
      eventId,
      contentType: 'image/png',
      bytes: new Uint8Array(size),
      createdAt: now.toISOString(),
    });
    expect(await p.putMedia(blob('a.png', 'club-night', 600), 1000)).toBe('stored');
    expect(await p.putMedia(blob('a.png', 'club-night', 600), 1000)).toBe('exists');
    expect(await p.putMedia(blob('b.png', 'club-night', 600), 1000)).toBe('over-quota');
    expect(await p.putMedia(blob('c.png', 'other-night', 600), 1000)).toBe('stored');
    expect((await p.mediaOf('club-night')).map((m) => [m.name, m.size])).toEqual([['a.png', 600]]);
    expect(await p.deleteMedia('other-night', 'a.png')).toBe(false);
    expect(await p.deleteMedia('club-night', 'a.png')).toBe(true);
    expect(await p.media('a.png')).toBeNull();
  });

  it('keeps one draft per event, replaced by the next save, gone with the version it became', async () => {
    const draft = (text: string, baseVersion: number | null) => ({
      eventId: 'club-night',
      text,
      format: 'yaml',
      baseVersion,
      updatedAt: now.toISOString(),
      updatedBy: 'Club crew',
      skippedRows: '[]',
    });
    const p = storage.publishing;
    expect(await p.draft('club-night')).toBeNull();
    await p.saveDraft(draft('first', null));
    await p.saveDraft(draft('second', 3));
    expect(await p.draft('club-night')).toEqual({
      ...draft('second', 3),
      revision: 2,
      summary: '',
    });
    await p.publish({
      eventId: 'other-night',
      text: 'x',
      format: 'yaml',
      note: '',
      publisher: { id: null, name: 'operator' },
      now,
      discardDraft: true,
    });
    expect((await p.draft('club-night'))?.text).toBe('second');
    await p.publish({
      eventId: 'club-night',
      text: 'second',
      format: 'yaml',
      note: '',
      publisher: { id: null, name: 'operator' },
      now,
      discardDraft: true,
    });
    expect(await p.draft('club-night')).toBeNull();
    await p.saveDraft(draft('third', 1));
    expect(await p.deleteDraft('club-night')).toBe(true);
    expect(await p.deleteDraft('club-night')).toBe(false);
  });

  it('saves a draft on its revision only: of eight saves on one revision exactly one is stored (issue 32)', async () => {
    const draft = (text: string) => ({
      eventId: 'rev-night',
      text,
      format: 'yaml',
      baseVersion: null,
      updatedAt: now.toISOString(),
      updatedBy: 'Club crew',
      skippedRows: '[]',
      summary: '{"sets":1}',
    });
    const p = storage.publishing;
    expect((await p.saveDraft(draft('first'), null))?.revision).toBe(1);
    // "none yet" while there is one: refused, nothing changed
    expect(await p.saveDraft(draft('again'), null)).toBeNull();
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) => p.saveDraft(draft(`tab ${i}`), 1)),
    );
    const stored = saves.filter((s) => s !== null);
    expect(stored).toHaveLength(1);
    expect(await p.draft('rev-night')).toMatchObject({ text: stored[0]!.text, revision: 2 });
    expect(await p.saveDraft(draft('late'), 1)).toBeNull();
    expect((await p.saveDraft(draft('overwrite')))?.revision).toBe(3);
    expect(await p.drafts()).toContainEqual(
      expect.objectContaining({ eventId: 'rev-night', revision: 3, summary: '{"sets":1}' }),
    );
    await p.deleteDraft('rev-night');
  });
}
