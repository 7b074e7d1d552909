// Reports stored together (the SQLite report thread takes those waiting, one transaction for
// all): each comes out as if stored alone and in order: identical ones merge, a phone's limit
// and the queue's cap count the ones before it in the batch, and an error stops only its own.
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { KyselyReports } from '../../src/storage/kyselyReports.ts';
import type { NewReport } from '../../src/storage/reports.ts';
import type { Database } from '../../src/storage/schema.ts';
import { sqliteOn } from '../../src/storage/sqlite.ts';
import { nodeSqliteDialect } from '../../src/storage/sqliteDialect.ts';

const NOW = new Date('2026-07-30T21:30:00.000Z');

function store(): KyselyReports {
  const db = new DatabaseSync(':memory:');
  sqliteOn(db);
  return new KyselyReports(new Kysely<Database>({ dialect: nodeSqliteDialect(db) }));
}

function report(id: string, dj: string, device: string, extra: Partial<NewReport> = {}): NewReport {
  return {
    id,
    eventId: 'club-night',
    kind: 'playing',
    mergeKey: `playing|0|${dj.toLowerCase()}`,
    payload: JSON.stringify({ kind: 'playing', stage: 0, start: NOW.toISOString(), dj }),
    deviceHash: device,
    addressHash: 'one-network',
    notifySubscription: null,
    now: NOW,
    maxPending: 100,
    limits: { perDevice: 2, perAddress: 100, since: new Date(NOW.getTime() - 3600_000) },
    ...extra,
  };
}

const outcomes = (batch: Awaited<ReturnType<KyselyReports['addReports']>>) =>
  batch.map((b) => ('added' in b ? b.added.outcome : 'error'));

describe('reports stored together', () => {
  it('merge, count against the limits and the cap as one by one', async () => {
    const reports = store();
    const batch = await reports.addReports([
      report('r1', 'Surprise', 'phone-a'),
      report('r2', 'SURPRISE', 'phone-b'),
      report('r3', 'Surprise', 'phone-b'),
      report('r4', 'Other', 'phone-a'),
      report('r5', 'Third', 'phone-a'),
    ]);
    expect(outcomes(batch)).toEqual(['added', 'merged', 'again', 'added', 'limited']);
    expect(batch.map((b) => ('added' in b && 'id' in b.added ? b.added.id : null))).toEqual([
      'r1',
      'r1',
      'r1',
      'r4',
      null,
    ]);
    expect((await reports.pending('club-night', 10)).map((r) => [r.id, r.count])).toEqual([
      ['r1', 2],
      ['r4', 1],
    ]);

    // a cap of 3: the fourth and fifth waiting reports refuse the oldest, one each
    const capped = await reports.addReports(
      ['c1', 'c2', 'c3'].map((id, i) =>
        report(id, `Act ${id}`, `phone-${id}`, {
          maxPending: 3,
          now: new Date(NOW.getTime() + (i + 1) * 60_000),
        }),
      ),
    );
    expect(
      capped.map((b) =>
        'added' in b && 'refusedForRoom' in b.added ? b.added.refusedForRoom : -1,
      ),
    ).toEqual([0, 1, 1]);
    expect((await reports.pending('club-night', 10)).map((r) => r.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('an error stops only its own report', async () => {
    const reports = store();
    const batch = await reports.addReports([
      report('same-id', 'First', 'phone-a'),
      // the same id for another act: cannot be stored
      report('same-id', 'Second', 'phone-b'),
      report('r3', 'Third', 'phone-c'),
    ]);
    expect(outcomes(batch)).toEqual(['added', 'error', 'added']);
    expect((await reports.pending('club-night', 10)).map((r) => r.id).sort()).toEqual([
      'r3',
      'same-id',
    ]);
  });
});
