// What the push tables shed by themselves (issue 25): liked sets of events that are over,
// devices with nothing left to remind of, endpoints that keep failing. SQLite always,
// PostgreSQL when PG_TEST_URL is set.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/postgres.ts';
import type { PushSubscriptionRecord } from '../../src/storage/pushStorage.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import type { Storage } from '../../src/storage/storage.ts';
import { freshDatabase, PG_TEST_URL } from '../helpers/pg.ts';

const now = new Date('2026-08-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

function device(id: string, userId: string | null = null): PushSubscriptionRecord {
  return {
    id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    p256dh: 'p',
    auth: 'a',
    locale: 'en',
    minutesBefore: 10,
    userId,
  };
}

const liked = (event: string) => ({ event, dj: 'Ada', room: 0, start: '2026-07-30T22:00:00.000Z' });

async function sqlite() {
  return { storage: openSqlite(':memory:'), drop: async () => {} };
}
async function postgres() {
  const db = await freshDatabase();
  return { storage: await openPostgres(db.url), drop: () => db.drop() };
}

type Make = () => Promise<{ storage: Storage; drop: () => Promise<void> }>;
const stores: [string, Make][] = [['sqlite', sqlite]];
if (PG_TEST_URL) stores.push(['postgres', postgres]);

describe.each(stores)('push pruning on %s', (_name, make) => {
  let storage: Storage;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ storage, drop } = await make());
  });
  afterEach(async () => {
    await storage.close();
    await drop();
  });

  const ids = async () =>
    (await storage.push.subscriptions(['past', 'both', 'fan', 'idle', 'failing', 'flaky']))
      .map((s) => s.id)
      .sort();

  it('drops past events’ liked sets, then devices left with none, and failing endpoints', async () => {
    const push = storage.push;
    const long = hoursAgo(48);
    await push.saveSubscription(device('past'), [liked('sunrise-2025')], [], long);
    await push.saveSubscription(
      device('both'),
      [liked('sunrise-2025'), liked('sunrise-2026')],
      [],
      long,
    );
    const user = await storage.signIn({
      providerId: 'soundcloud:1',
      following: [],
      tokenHash: 'h',
      now: long,
    });
    await push.saveSubscription(device('fan', user.id), [liked('sunrise-2025')], [], long);
    // subscribed an hour ago with nothing liked yet: the fan may like something now
    await push.saveSubscription(device('idle'), [], [], hoursAgo(1));
    await push.saveSubscription(device('failing'), [liked('sunrise-2026')], [], long);
    await push.saveSubscription(device('flaky'), [liked('sunrise-2026')], [], long);
    for (let i = 0; i < 5; i++) await push.recordFailures(['failing', 'flaky'], hoursAgo(80 - i));
    await push.clearFailures(['flaky']);
    await push.recordFailures(['flaky'], hoursAgo(1));

    const pruned = await push.pruneSubscriptions({
      pastEvents: ['sunrise-2025'],
      idleBefore: hoursAgo(24),
      failingBefore: hoursAgo(72),
      minFailures: 5,
    });
    expect(pruned).toEqual({ liked: 3, subscriptions: 2 });
    expect(await ids()).toEqual(['both', 'fan', 'flaky', 'idle']);
    expect(await push.likedOf('both')).toEqual([liked('sunrise-2026')]);
  });
});
