// Web Push for the whole server (issue 13, DESIGN §9): subscriptions per device, reminders and
// change alerts queued in the database, and the sender loop. Built once by buildApp.
import { createHash } from 'node:crypto';
import type { LikeEntry } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { PushSubscriptionRecord } from '../storage/pushStorage.ts';
import type { Storage } from '../storage/storage.ts';
import { ChangeAlerts, type EventSource } from './changeAlerts.ts';
import { EncryptPool } from './encryptPool.ts';
import { localeOf, testPayload } from './payload.ts';
import {
  type LikedSetSend,
  LineupsOf,
  likedOfEvents,
  messageId,
  replacementsFor,
} from './reminders.ts';
import { PushScheduler } from './scheduler.ts';
import { serviceHostAllowed } from './serviceHosts.ts';
import { loadVapid, type Vapid } from './vapid.ts';

export interface SubscribeInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  minutesBefore: number;
  likes: LikedSetSend[];
  /** a signed-in fan's token: the subscription then follows the synced likes */
  token?: string;
}

const TEST_TTL_MS = 5 * 60_000;

export function subscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url');
}

export class PushService {
  readonly #storage: Storage;
  readonly #clock: Clock;
  readonly #config: Config;
  readonly #lineups: LineupsOf;
  readonly alerts: ChangeAlerts;
  readonly scheduler: PushScheduler;
  readonly #encryption = new EncryptPool();
  #vapid: Promise<Vapid> | null = null;

  constructor(
    config: Config,
    storage: Storage,
    events: EventSource,
    clock: Clock,
    log: FastifyBaseLogger,
  ) {
    this.#config = config;
    this.#storage = storage;
    this.#clock = clock;
    this.#lineups = new LineupsOf(events);
    this.alerts = new ChangeAlerts(events, storage, clock, log);
    this.scheduler = new PushScheduler({
      storage,
      clock,
      log,
      vapid: () => this.vapid(),
      encryption: this.#encryption,
      tickMs: config.push.tickMs,
    });
  }

  start(): void {
    this.scheduler.start();
  }

  async stop(): Promise<void> {
    this.alerts.stop();
    await this.scheduler.stop();
    await this.#encryption.close();
  }

  /** the key pair, loaded (or made) on first use; a failure (database away) is retried */
  vapid(): Promise<Vapid> {
    this.#vapid ??= loadVapid(this.#config, this.#storage, this.#clock.now()).catch((error) => {
      this.#vapid = null;
      throw error;
    });
    return this.#vapid;
  }

  /** why the server will not call this endpoint, or null: https (http only when configured, for
   * tests) on a known push service's host */
  endpointProblem(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'The push endpoint must be an https:// URL';
    }
    const { allowHttp, serviceHosts } = this.#config.push;
    if (
      url.username ||
      url.password ||
      !(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:'))
    ) {
      return 'The push endpoint must be an https:// URL';
    }
    if (!serviceHostAllowed(url.hostname, serviceHosts)) {
      return `The push endpoint's host ${url.hostname} is not a known push service`;
    }
    return null;
  }

  async subscribe(input: SubscribeInput): Promise<{ reminders: number }> {
    const now = this.#clock.now();
    const user = input.token ? await this.#storage.userByTokenHash(hashToken(input.token)) : null;
    const likes: LikedSetSend[] = user ? (await this.#storage.likesOf(user.id)).likes : input.likes;
    const sub: PushSubscriptionRecord = {
      id: subscriptionId(input.endpoint),
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      locale: localeOf(input.locale),
      minutesBefore: input.minutesBefore,
      userId: user?.id ?? null,
    };
    const lineups = this.#lineups.all(now);
    const liked = likedOfEvents(likes, lineups);
    const replacements = replacementsFor(sub, lineups, liked, now);
    await this.#storage.push.saveSubscription(sub, liked, replacements, now);
    return { reminders: replacements.reduce((n, r) => n + r.reminders.length, 0) };
  }

  /**
   * The browser rotated the device's subscription (pushsubscriptionchange): the new endpoint
   * takes over the old one's settings, likes and reminders (the id follows the endpoint, so it
   * is a new row), and the old one goes. False when the old endpoint is not subscribed.
   */
  async resubscribe(
    oldEndpoint: string,
    next: { endpoint: string; p256dh: string; auth: string },
  ): Promise<{ reminders: number } | null> {
    const old = await this.#storage.push.subscription(subscriptionId(oldEndpoint));
    if (!old) return null;
    const now = this.#clock.now();
    const liked = await this.#storage.push.likedOf(old.id);
    const sub: PushSubscriptionRecord = { ...old, ...next, id: subscriptionId(next.endpoint) };
    const replacements = replacementsFor(sub, this.#lineups.all(now), liked, now);
    await this.#storage.push.saveSubscription(sub, liked, replacements, now);
    if (sub.id !== old.id) await this.#storage.push.deleteSubscription(old.id);
    return { reminders: replacements.reduce((n, r) => n + r.reminders.length, 0) };
  }

  async unsubscribe(endpoint: string): Promise<boolean> {
    return this.#storage.push.deleteSubscription(subscriptionId(endpoint));
  }

  /** queues a test message and sends it at once; false when the endpoint is not subscribed */
  async sendTest(endpoint: string): Promise<boolean> {
    const sub = await this.#storage.push.subscription(subscriptionId(endpoint));
    if (!sub) return false;
    const now = this.#clock.now();
    const payload = testPayload(localeOf(sub.locale), this.#variantOf());
    await this.#storage.push.enqueue([
      {
        id: messageId(sub.id, `test ${now.toISOString()} ${Math.random()}`),
        subscriptionId: sub.id,
        kind: 'test',
        event: '',
        dueAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + TEST_TTL_MS).toISOString(),
        payload: JSON.stringify(payload),
      },
    ]);
    await this.scheduler.tick();
    return true;
  }

  /** a signed-in fan's likes changed (sync from any device): every device of theirs follows */
  async likesChanged(userId: string, likes: readonly LikeEntry[]): Promise<void> {
    const subs = await this.#storage.push.subscriptionsOfUser(userId);
    if (subs.length === 0) return;
    const now = this.#clock.now();
    const lineups = this.#lineups.all(now);
    const liked = likedOfEvents(likes, lineups);
    for (const sub of subs) {
      await this.#storage.push.setLiked(sub.id, liked);
      await this.#storage.push.replaceReminders(replacementsFor(sub, lineups, liked, now));
    }
  }

  #variantOf(): string {
    return this.#lineups.all(this.#clock.now())[0]?.meta.prefix ?? 'festival';
  }
}
