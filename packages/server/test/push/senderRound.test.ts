// One push service receiving a fan-out larger than it may hold unanswered (a booking for
// thousands of devices, all on FCM): a round sends the whole queue, batch after batch, as the
// service answers. It used to end the round as soon as a claim exceeded what the service may
// hold, sending one share a tick (the follows bench crawled at 384 messages a second).
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { manualClock } from '../../src/clock.ts';
import type { EncryptPool } from '../../src/push/encryptPool.ts';
import { PushScheduler } from '../../src/push/scheduler.ts';
import type { PushTransport } from '../../src/push/transport.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { tempDir } from '../helpers/tmp.ts';

const NOW = new Date('2026-07-30T20:00:00.000Z');
const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

/** `count` follow messages due now, for devices all on one push service answering after `answerMs` */
async function sender(count: number, answerMs: number) {
  const tmp = tempDir();
  cleanup.push(() => tmp.remove());
  const storage = openSqlite(`${tmp.dir}/lineup.db`);
  cleanup.push(() => storage.close());
  const ids = Array.from({ length: count }, (_, i) => `device-${i}`);
  await storage.push.saveSubscriptions(
    ids.map((id) => ({
      sub: {
        id,
        endpoint: `https://fcm.example/push/${id}`,
        p256dh: 'p',
        auth: 'a',
        locale: 'en',
        minutesBefore: 10,
        userId: null,
      },
      liked: [],
      reminders: [],
    })),
    NOW,
  );
  await storage.push.enqueue(
    ids.map((id) => ({
      id: `booked-${id}`,
      subscriptionId: id,
      kind: 'follow' as const,
      event: 'booked-2027',
      dueAt: NOW.toISOString(),
      expiresAt: new Date(NOW.getTime() + 86_400_000).toISOString(),
      payload: '{"kind":"booked"}',
    })),
  );
  const taken = new Map<string, number>();
  const transport = {
    // a push service that answers at once, a message at a time
    send: async (endpoint: string) => {
      await new Promise((ok) => (answerMs ? setTimeout(ok, answerMs) : setImmediate(ok)));
      taken.set(endpoint, (taken.get(endpoint) ?? 0) + 1);
      return { status: 201, retryAfterMs: null };
    },
  } as unknown as PushTransport;
  const encryption = {
    encrypt: async (items: unknown[]) => items.map(() => new Uint8Array(8)),
  } as unknown as EncryptPool;
  const keys = webpush.generateVAPIDKeys();
  const scheduler = new PushScheduler({
    storage,
    clock: manualClock(NOW),
    log: quiet,
    vapid: async () => ({ ...keys, subject: 'mailto:ops@lineup.example' }),
    encryption,
    transport,
    // the service may hold 2 × 6 = 12 messages unanswered
    inFlightPerService: 2,
    tickMs: 0,
    pastEvents: () => [],
  });
  cleanup.push(() => scheduler.stop());
  return { storage, scheduler, taken };
}

describe('the push sender', () => {
  it('sends in one round more messages to one push service than it may hold unanswered', async () => {
    const count = 300;
    const { storage, scheduler, taken } = await sender(count, 0);
    const report = await scheduler.tick();
    expect(report).toMatchObject({ sent: count, deferred: 0, failed: 0 });
    expect(taken.size).toBe(count);
    expect([...taken.values()].every((n) => n === 1)).toBe(true);
    expect(await storage.push.claimDue(NOW, NOW, 10)).toEqual([]);
  });

  it('keeps feeding a push service that answers slowly, without waiting for the next tick', async () => {
    // each answer takes longer than a round waits for a batch: the service is full when the
    // round ends, and its answers start the next rounds (there is no timer in this test)
    const count = 24;
    const { scheduler, taken } = await sender(count, 1200);
    await scheduler.tick();
    expect(taken.size).toBeLessThan(count);
    const deadline = Date.now() + 30_000;
    while (taken.size < count && Date.now() < deadline) {
      await new Promise((ok) => setTimeout(ok, 100));
    }
    expect(taken.size).toBe(count);
    expect([...taken.values()].every((n) => n === 1)).toBe(true);
  }, 60_000);
});
