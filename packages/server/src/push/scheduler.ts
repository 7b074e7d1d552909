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
import type { PushTransport } from './transport.ts';
import type { Vapid } from './vapid.ts';
import { yieldToEventLoop } from './yield.ts';

/** messages claimed per round trip */
const CLAIM_BATCH = 500;
/** messages per batch handed to an encryption thread */
const ENCRYPT_BATCH = 50;
/** messages of one service's batch in flight at once (each push service bounds its own too) */
const CONCURRENCY = 128;
/**
 * A round waits this long for the last batch before it claims the next: a push service that is
 * slow or never answers holds its own messages, never the others' (each service's messages are
 * a job of their own, sent on that service's connections).
 */
const BATCH_WAIT_MS = 1000;
/**
 * A push service's messages dispatched and not yet answered, per message it may have in flight:
 * beyond that, its newly due messages go back to the queue for the next tick (due now, so behind
 * what was due before them), so what a stuck service holds is always sent or given up (each
 * message has a 10 s deadline) well within the lease.
 */
const BACKLOG_PER_SLOT = 6;
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
  transport: PushTransport;
  /** messages in flight per push service (the transport's bound) */
  inFlightPerService?: number;
  tickMs: number;
  /** ids of the loaded events over for more than a day */
  pastEvents: () => string[];
}

export interface TickReport {
  sent: number;
  late: number;
  gone: number;
  failed: number;
  /** back in the queue until their push service takes messages again */
  deferred: number;
}

/** a push service is an origin: FCM, Mozilla's, Apple's */
function serviceOf(message: ClaimedPush): string {
  try {
    return new URL(message.subscription.endpoint).origin;
  } catch {
    return '';
  }
}

export class PushScheduler {
  readonly #o: SchedulerOptions;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<TickReport> | null = null;
  #stopped = false;
  #lastPrune = 0;
  /** push service (origin) → until when it asked to be left alone (the clock's ms) */
  readonly #pausedUntil = new Map<string, number>();
  /** push service → its messages dispatched and not yet answered */
  readonly #backlog = new Map<string, number>();
  /** the jobs under way (one per push service and batch), awaited by stop() */
  readonly #jobs = new Set<Promise<void>>();
  /**
   * The last round left messages in the queue because a push service held all it may: the
   * next of its jobs to finish starts a round (a service that answers keeps being fed at its
   * own pace, not one share a tick; one that never answers frees nothing and waits the tick).
   */
  #refill = false;

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
    await Promise.all([...this.#jobs]);
  }

  /** one round: everything due now; a tick already running is joined, not doubled */
  tick(): Promise<TickReport> {
    this.#running ??= this.#round()
      .catch((error) => {
        this.#o.log.warn({ err: error }, 'push round failed; trying again next tick');
        return { sent: 0, late: 0, gone: 0, failed: 0, deferred: 0 };
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #round(): Promise<TickReport> {
    const report: TickReport = { sent: 0, late: 0, gone: 0, failed: 0, deferred: 0 };
    const { storage, clock } = this.#o;
    // one batch is sent while the next is claimed and encrypted: the encryption threads and
    // the connections to the push services are never both idle
    let sending: Promise<void> | null = null;
    let full = false;
    // two batches are under way at once (one sent, the next dispatched): both must fit in what
    // one push service may hold, else every second batch went back to the queue and the round
    // ended with it (a fan-out to one service crawled at one batch per tick)
    const claimBatch = Math.min(CLAIM_BATCH, Math.max(1, Math.floor(this.#cap() / 2)));
    while (!this.#stopped) {
      const now = clock.now();
      const claimed = await storage.push.claimDue(
        now,
        new Date(now.getTime() - LEASE_MS),
        claimBatch,
      );
      if (claimed.length === 0) break;
      const late = claimed.filter((m) => m.expiresAt <= now.toISOString());
      report.late += late.length;
      await storage.push.drop(late.map((m) => m.id));
      const due = await this.#holdBack(
        claimed.filter((m) => m.expiresAt > now.toISOString()),
        report,
      );
      const vapid = await this.#o.vapid();
      const previous = sending;
      const dispatched = await this.#dispatch(vapid, due, now, report);
      sending = dispatched.sent;
      if (previous) await settledWithin(previous, BATCH_WAIT_MS);
      // a service was full: what it could not take is due again, claimed once it has room
      full = dispatched.full;
      if (claimed.length < claimBatch || full) break;
      await yieldToEventLoop();
    }
    if (sending) await settledWithin(sending, BATCH_WAIT_MS);
    if (full) {
      if (this.#jobs.size > 0) this.#refill = true;
      else this.#tickAfter();
    }
    if (report.sent + report.late + report.gone + report.failed + report.deferred > 0) {
      this.#o.log.info(report, 'push round');
    }
    await this.#prune();
    return report;
  }

  /** a round as soon as the one under way (if any) has ended */
  #tickAfter(): void {
    void (this.#running ?? Promise.resolve()).then(() => {
      if (!this.#stopped) void this.tick();
    });
  }

  /** messages one push service may have dispatched and not yet answered */
  #cap(): number {
    return Math.max(1, this.#o.inFlightPerService ?? 64) * BACKLOG_PER_SLOT;
  }

  /**
   * Hands each push service its part of the batch as a job of its own; a service with too many
   * messages unanswered gets the rest back in the queue. `sent` settles when every job of the
   * batch has finished.
   */
  async #dispatch(
    vapid: Vapid,
    due: readonly ClaimedPush[],
    now: Date,
    report: TickReport,
  ): Promise<{ sent: Promise<void>; full: boolean }> {
    const byService = new Map<string, ClaimedPush[]>();
    for (const message of due) {
      const service = serviceOf(message);
      const list = byService.get(service);
      if (list) list.push(message);
      else byService.set(service, [message]);
    }
    const cap = this.#cap();
    const busy: string[] = [];
    const jobs: Promise<void>[] = [];
    for (const [service, all] of byService) {
      const held = this.#backlog.get(service) ?? 0;
      const messages = all.slice(0, Math.max(0, cap - held));
      busy.push(...all.slice(messages.length).map((m) => m.id));
      if (messages.length === 0) continue;
      this.#backlog.set(service, held + messages.length);
      const job = this.#sendBatch(vapid, messages, this.#encrypt(messages), now, report)
        .catch((error) => this.#o.log.warn({ err: error, service }, 'push batch failed'))
        .finally(() => {
          const left = (this.#backlog.get(service) ?? 0) - messages.length;
          if (left > 0) this.#backlog.set(service, left);
          else this.#backlog.delete(service);
          this.#jobs.delete(job);
          if (this.#refill) {
            this.#refill = false;
            this.#tickAfter();
          }
        });
      this.#jobs.add(job);
      jobs.push(job);
    }
    if (busy.length > 0) {
      report.deferred += busy.length;
      await this.#o.storage.push.defer(busy, this.#o.clock.now());
    }
    return { sent: Promise.all(jobs).then(() => {}), full: busy.length > 0 };
  }

  /**
   * The messages of push services that asked to be left alone (429/503 with Retry-After) go
   * back to the queue, due when the service will take them again; one past its set's start by
   * then is dropped. The rest are returned, to send now.
   */
  async #holdBack(messages: ClaimedPush[], report: TickReport): Promise<ClaimedPush[]> {
    const now = this.#o.clock.now().getTime();
    const send: ClaimedPush[] = [];
    const later = new Map<number, string[]>();
    const late: string[] = [];
    for (const message of messages) {
      const until = this.#pausedUntil.get(serviceOf(message)) ?? 0;
      if (until <= now) {
        send.push(message);
      } else if (until >= Date.parse(message.expiresAt)) {
        late.push(message.id);
      } else {
        const list = later.get(until);
        if (list) list.push(message.id);
        else later.set(until, [message.id]);
      }
    }
    report.late += late.length;
    await this.#o.storage.push.drop(late);
    for (const [until, ids] of later) {
      report.deferred += ids.length;
      await this.#o.storage.push.defer(ids, new Date(until));
    }
    return send;
  }

  async #sendBatch(
    vapid: Vapid,
    due: readonly ClaimedPush[],
    bodies: Promise<(Uint8Array<ArrayBuffer> | null)[] | undefined>[],
    now: Date,
    report: TickReport,
  ): Promise<void> {
    const { storage, clock } = this.#o;
    const sent: string[] = [];
    const dropped: string[] = [];
    const gone = new Set<string>();
    const reached = new Set<string>();
    const failing = new Set<string>();
    const throttled: ClaimedPush[] = [];
    await inPool(due, CONCURRENCY, async (message, index) => {
      const body = await bodies[Math.floor(index / ENCRYPT_BATCH)];
      // the encryption thread failed: the message stays claimed and is retried after the lease
      if (body === undefined) {
        report.failed++;
        return;
      }
      // the service asked for a pause while this batch was under way
      if ((this.#pausedUntil.get(serviceOf(message)) ?? 0) > clock.now().getTime()) {
        throttled.push(message);
        return;
      }
      const result = await this.#send(vapid, message, body[index % ENCRYPT_BATCH] ?? null, now);
      if (result === 'sent') {
        sent.push(message.id);
        reached.add(message.subscriptionId);
      } else if (result === 'gone') gone.add(message.subscriptionId);
      else if (result === 'rejected') dropped.push(message.id);
      else if (result === 'throttled') throttled.push(message);
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
    await this.#holdBack(throttled, report);
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
    const { result, status, retryAfterMs } = await sendPush(
      this.#o.transport,
      vapid,
      message.subscription,
      body,
      { ttl: Math.min(ttlS, 12 * 3600), urgency: message.kind === 'reminder' ? 'high' : 'normal' },
    );
    if (result === 'throttled') {
      // this service only: the others keep getting their messages
      const service = serviceOf(message);
      const until = this.#o.clock.now().getTime() + retryAfterMs;
      if (until > (this.#pausedUntil.get(service) ?? 0)) {
        this.#pausedUntil.set(service, until);
        this.#o.log.warn(
          { service, status, retryAfterS: Math.round(retryAfterMs / 1000) },
          'a push service asked the sender to slow down; its messages wait',
        );
      }
    }
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

/** waits for `work` to settle, or `ms`, whichever comes first */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work.catch(() => {}),
    new Promise<void>((ok) => {
      timer = setTimeout(ok, ms);
    }),
  ]);
  clearTimeout(timer);
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
