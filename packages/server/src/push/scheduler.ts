// The sender: every tick it claims the due messages (the claim is atomic; on PostgreSQL two
// instances get disjoint rows), drops the ones found late, sends the rest with a bounded number
// in flight, and marks them sent. Rows live in the database, so a restart between due time and
// sending loses nothing; a claim whose sender died is taken over once its lease has run out.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { ClaimedPush } from '../storage/pushStorage.ts';
import type { Storage } from '../storage/storage.ts';
import type { EncryptPool } from './encryptPool.ts';
import { type SendResult, sendPush } from './sender.ts';
import type { Vapid } from './vapid.ts';
import { yieldToEventLoop } from './yield.ts';

/** messages claimed per round trip */
const CLAIM_BATCH = 200;
/** messages per batch handed to an encryption thread */
const ENCRYPT_BATCH = 50;
/** requests to push services in flight at once */
const CONCURRENCY = 16;
/** a claim older than this (its sender stopped) may be taken by another */
export const LEASE_MS = 2 * 60_000;
/** sent and expired rows are kept a day (a restart does not re-send them), then removed */
const KEEP_MS = 24 * 3600_000;
/** a subscription with nothing left to remind of is kept this long (the fan may like again) */
const IDLE_MS = 24 * 3600_000;
/** an endpoint failing this many sends in a row over this long is given up */
const FAILURES_TO_PRUNE = 5;
const FAILING_MS = 3 * 24 * 3600_000;

export interface SchedulerOptions {
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  vapid: () => Promise<Vapid>;
  encryption: EncryptPool;
  tickMs: number;
  /** ids of the loaded events over for more than a day */
  pastEvents: () => string[];
}

export interface TickReport {
  sent: number;
  late: number;
  gone: number;
  failed: number;
}

export class PushScheduler {
  readonly #o: SchedulerOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<TickReport> | null = null;
  #stopped = false;
  #lastPrune = 0;

  constructor(options: SchedulerOptions) {
    this.#o = options;
  }

  start(): void {
    if (this.#o.tickMs <= 0) return;
    this.#timer = setInterval(() => void this.tick(), this.#o.tickMs);
    this.#timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => {});
  }

  /** one round: everything due now; a tick already running is joined, not doubled */
  tick(): Promise<TickReport> {
    this.#running ??= this.#round()
      .catch((error) => {
        this.#o.log.warn({ err: error }, 'push round failed; trying again next tick');
        return { sent: 0, late: 0, gone: 0, failed: 0 };
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #round(): Promise<TickReport> {
    const report: TickReport = { sent: 0, late: 0, gone: 0, failed: 0 };
    const { storage, clock } = this.#o;
    while (!this.#stopped) {
      const now = clock.now();
      const claimed = await storage.push.claimDue(
        now,
        new Date(now.getTime() - LEASE_MS),
        CLAIM_BATCH,
      );
      if (claimed.length === 0) break;
      const late = claimed.filter((m) => m.expiresAt <= now.toISOString());
      const due = claimed.filter((m) => m.expiresAt > now.toISOString());
      report.late += late.length;
      await storage.push.drop(late.map((m) => m.id));
      const vapid = await this.#o.vapid();
      const sent: string[] = [];
      const dropped: string[] = [];
      const gone = new Set<string>();
      const reached = new Set<string>();
      const failing = new Set<string>();
      const bodies = this.#encrypt(due);
      await inPool(due, CONCURRENCY, async (message, index) => {
        const body = await bodies[Math.floor(index / ENCRYPT_BATCH)];
        // the encryption thread failed: the message stays claimed and is retried after the lease
        if (body === undefined) {
          report.failed++;
          return;
        }
        const result = await this.#send(vapid, message, body[index % ENCRYPT_BATCH] ?? null, now);
        if (result === 'sent') {
          sent.push(message.id);
          reached.add(message.subscriptionId);
        } else if (result === 'gone') gone.add(message.subscriptionId);
        else if (result === 'rejected') dropped.push(message.id);
        else {
          report.failed++;
          failing.add(message.subscriptionId);
        }
      });
      report.sent += sent.length;
      await storage.push.markSent(sent, clock.now());
      await storage.push.drop(dropped);
      await storage.push.clearFailures([...reached]);
      await storage.push.recordFailures([...failing], clock.now());
      for (const id of gone) await storage.push.deleteSubscription(id);
      report.gone += gone.size;
      if (claimed.length < CLAIM_BATCH) break;
      await yieldToEventLoop();
    }
    if (report.sent + report.late + report.gone + report.failed > 0) {
      this.#o.log.info(report, 'push round');
    }
    await this.#prune();
    return report;
  }

  /** one promise per batch of ENCRYPT_BATCH, started together so sending overlaps encrypting */
  #encrypt(
    messages: readonly ClaimedPush[],
  ): Promise<(Uint8Array<ArrayBuffer> | null)[] | undefined>[] {
    const batches: Promise<(Uint8Array<ArrayBuffer> | null)[] | undefined>[] = [];
    for (let i = 0; i < messages.length; i += ENCRYPT_BATCH) {
      const items = messages.slice(i, i + ENCRYPT_BATCH).map((m) => ({
        p256dh: m.subscription.p256dh,
        auth: m.subscription.auth,
        payload: m.payload,
      }));
      batches.push(
        this.#o.encryption.encrypt(items).catch((error) => {
          this.#o.log.warn({ err: error }, 'push encryption failed; the batch is retried');
          return undefined;
        }),
      );
    }
    return batches;
  }

  async #send(
    vapid: Vapid,
    message: ClaimedPush,
    body: Uint8Array<ArrayBuffer> | null,
    now: Date,
  ): Promise<SendResult | 'rejected'> {
    const ttlS = (Date.parse(message.expiresAt) - now.getTime()) / 1000;
    const { result, status } = await sendPush(vapid, message.subscription, body, {
      ttl: Math.min(ttlS, 12 * 3600),
      urgency: message.kind === 'reminder' ? 'high' : 'normal',
    });
    // 4xx other than 404/410/429: the push service will never take this one (too large, bad
    // request); retrying would not help. A 5xx or a network error is retried after the lease.
    if (result === 'failed' && status >= 400 && status < 500 && status !== 429) {
      this.#o.log.warn(
        { status, kind: message.kind, bytes: message.payload.length },
        'a push service refused a message; it is not sent again',
      );
      return 'rejected';
    }
    return result;
  }

  async #prune(): Promise<void> {
    const now = this.#o.clock.now().getTime();
    if (now - this.#lastPrune < 3600_000) return;
    this.#lastPrune = now;
    await this.#o.storage.push.prune(new Date(now - KEEP_MS));
    const pruned = await this.#o.storage.push.pruneSubscriptions({
      pastEvents: this.#o.pastEvents(),
      idleBefore: new Date(now - IDLE_MS),
      failingBefore: new Date(now - FAILING_MS),
      minFailures: FAILURES_TO_PRUNE,
    });
    if (pruned.liked + pruned.subscriptions > 0) {
      this.#o.log.info(
        pruned,
        'push: liked sets of past events and idle or failing devices removed',
      );
    }
  }
}

/** runs `work` on every item with at most `limit` at once, yielding between items */
async function inPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
      // signing and request set-up are synchronous work: let requests of other fans in between
      await yieldToEventLoop();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
