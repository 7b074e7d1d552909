// The trust rule is counted where a report is stored (the report thread on a SQLite file, the
// database on PostgreSQL), not by the server answering fans: storing a "now playing" report
// answers which waiting report goes live once enough distinct phones named the same act on
// the same stage within the rule's minutes. The server only checks that the stage is empty.
import path from 'node:path';
import { reportKey } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage } from '../../src/storage/open.ts';
import type { AddReportOutcome, NewReport, ReportsStore } from '../../src/storage/reports.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { tempDir } from '../helpers/tmp.ts';

const NOW = new Date('2026-07-30T22:00:00.000Z');
const START = '2026-07-30T21:55:00.000Z';
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

let next = 0;
function playing(
  eventId: string,
  device: string,
  dj: string,
  at: Date,
  extra: { stage?: number; start?: string } = {},
): NewReport {
  const payload = {
    kind: 'playing' as const,
    stage: extra.stage ?? 1,
    start: extra.start ?? START,
    dj,
  };
  return {
    id: `r${++next}`,
    eventId,
    kind: 'playing',
    mergeKey: reportKey(payload),
    payload: JSON.stringify(payload),
    deviceHash: device,
    addressHash: 'one-network',
    notifySubscription: null,
    now: at,
    maxPending: 100,
    limits: { perDevice: 20, perAddress: 1000, since: new Date(at.getTime() - 3600_000) },
  };
}

const trusted = (added: AddReportOutcome) => ('trusted' in added ? added.trusted : null);

describe.each([
  ['SQLite (the report thread)', false],
  ['PostgreSQL', true],
])('the trust rule counted with the report on %s', (_name, postgres) => {
  let db: TestDatabase | null = null;
  let dir: { dir: string; remove(): void } | null = null;
  let storage: Storage;
  let store: ReportsStore;
  const on = async (eventId: string, devices = 3, minutes = 10) =>
    store.saveTrustSettings(eventId, { on: true, devices, minutes }, 'Organiser', NOW);
  const add = async (reports: NewReport[]) => {
    const out: (string | null)[] = [];
    for (const r of reports) out.push(trusted(await store.addReport(r)));
    return out;
  };

  beforeAll(async () => {
    if (postgres && !PG_TEST_URL) return;
    if (postgres) db = await freshDatabase();
    else dir = tempDir();
    storage = await openStorage(db ? db.url : `sqlite:${path.join(dir!.dir, 'lineup.db')}`);
    store = storage.reports;
  });
  afterAll(async () => {
    await storage?.close();
    await db?.drop();
    dir?.remove();
  });

  it.skipIf(postgres && !PG_TEST_URL)(
    'the third phone naming the act makes the first report the one that goes live',
    async () => {
      // off: never set, or set off
      expect(
        await add(['a', 'b', 'c'].map((d, i) => playing('off', d, 'Night Owl', minutesAgo(3 - i)))),
      ).toEqual([null, null, null]);

      await on('on');
      const first = playing('on', 'a', 'Night Owl', minutesAgo(9));
      expect(
        await add([
          first,
          // one phone again does not count twice
          playing('on', 'a', 'Night Owl', minutesAgo(8)),
          // capitals and spaces aside, the same act, merged into the first
          playing('on', 'b', ' NIGHT OWL ', minutesAgo(5)),
          // another stage does not count
          playing('on', 'x', 'Night Owl', minutesAgo(4), { stage: 0 }),
          playing('on', 'c', 'night owl', NOW),
          // a fourth phone: still the first report
          playing('on', 'd', 'Night Owl', NOW),
        ]),
      ).toEqual([null, null, null, null, first.id, first.id]);
    },
  );

  it.skipIf(postgres && !PG_TEST_URL)(
    'only within the minutes, the oldest of reports with other starts, the number set',
    async () => {
      await on('window');
      expect(
        await add([
          playing('window', 'a', 'Ada', minutesAgo(11)),
          playing('window', 'b', 'Ada', minutesAgo(5)),
          playing('window', 'c', 'Ada', NOW),
        ]),
      ).toEqual([null, null, null]);

      await on('oldest');
      const early = playing('oldest', 'a', 'Ada', minutesAgo(8), {
        start: '2026-07-30T21:50:00.000Z',
      });
      const [, , third] = await add([
        playing('oldest', 'b', 'Ada', minutesAgo(4)),
        early,
        playing('oldest', 'c', 'Ada', NOW),
      ]);
      // the report made 8 minutes ago was stored second but named the act first
      expect(third).not.toBeNull();
      expect(third).toBe((await store.report('oldest', early.id))?.id);

      await on('two', 2);
      expect(
        await add([playing('two', 'a', 'Ada', minutesAgo(1)), playing('two', 'b', 'Ada', NOW)]),
      ).toEqual([null, expect.any(String)]);
    },
  );

  it.skipIf(postgres && !PG_TEST_URL)(
    'three phones at once: exactly one is told the act goes live',
    async () => {
      await on('at-once');
      const at = await Promise.all(
        ['a', 'b', 'c'].map((d) => store.addReport(playing('at-once', d, 'Crowd', NOW))),
      );
      expect(at.map(trusted).filter((id) => id !== null)).toHaveLength(1);
    },
  );
});
