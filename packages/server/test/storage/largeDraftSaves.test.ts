// Large drafts on SQLite are written off the thread that answers fans (issue 38, item 6): each
// 4.9 MB save was written on that thread (node:sqlite is synchronous; 140-720 ms each), and
// saves at the rate limit took fans' p99 from 26-98 ms to 2.1-2.7 s. Shown here by holding the
// file's write lock from another connection: a save on the calling thread would block it (a
// synchronous busy wait) until the lock goes or fails; written apart, the thread stays free.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { tempDir } from '../helpers/tmp.ts';

const tmp = tempDir();
let storage: Storage | undefined;
afterEach(async () => {
  await storage?.close();
  storage = undefined;
});

const draft = (text: string) => ({
  eventId: 'club-night',
  text,
  format: 'yaml',
  baseVersion: null,
  updatedAt: '2026-07-30T20:00:00.000Z',
  updatedBy: 'Operator',
  skippedRows: '[]',
});

describe('a 4.9 MB draft on SQLite', () => {
  it('is written while the calling thread goes on, with its revision kept', async () => {
    const file = path.join(tmp.dir, 'lineup.db');
    storage = openSqlite(file);
    const p = storage.publishing;
    const picture = `${'a'.repeat(64)}.png`;
    const text = `# ${picture}\n${'# a long draft\n'.repeat(4_900_000 / 15)}`;
    expect((await p.saveDraft(draft(text)))?.revision).toBe(1);

    // another connection holds the write lock
    const other = new DatabaseSync(file);
    other.exec('BEGIN IMMEDIATE');
    const order: string[] = [];
    const saving = p.saveDraft(draft(`${text}# again\n`), 1).then(
      (saved) => order.push(`saved ${saved?.revision}`),
      (error: Error) => order.push(`failed ${error.message}`),
    );
    await new Promise<void>((ok) => setTimeout(ok, 50));
    order.push('the thread went on');
    other.exec('COMMIT');
    other.close();
    await saving;
    expect(order).toEqual(['the thread went on', 'saved 2']);

    // the same rules as any save: a stale revision is refused, the index follows the text
    expect(await p.saveDraft(draft(`${text}# stale\n`), 1)).toBeNull();
    expect((await p.draft('club-night'))?.text.endsWith('# again\n')).toBe(true);
    expect(await p.referencedMedia('club-night', [picture])).toEqual(new Set([picture]));
  });
});
