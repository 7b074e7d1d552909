// Web Push for the whole server (issue 13, DESIGN §9): subscriptions per device, reminders and
// change alerts queued in the database, and the sender loop. Built once by buildApp.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { LikeEntry } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import { hashToken } from '../auth/tokens.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { FollowAlerts, followKeys } from '../follows/followAlerts.ts';
import { addressKey } from '../http/addressKey.ts';
import { HttpError } from '../http/errors.ts';
import { StageStarts, tellReporters } from '../reports/reportPushes.ts';
import type { PushSubscriptionRecord } from '../storage/pushStorage.ts';
import type { StoredReport } from '../storage/reports.ts';
import type { Storage } from '../storage/storage.ts';
import { ChangeAlerts, type EventSource } from './changeAlerts.ts';
import { EncryptPool } from './encryptPool.ts';
import { localeOf, payloadText, testPayload } from './payload.ts';
import {
  type LikedSetSend,
  LineupsOf,
  messageId,
  replacementsFor,
  storableLiked,
} from './reminders.ts';
import { PushScheduler } from './scheduler.ts';
import { SEND_TIMEOUT_MS } from './sender.ts';
import { serviceHostAllowed } from './serviceHosts.ts';
import { PushTransport } from './transport.ts';
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
  /** the request's address: new subscriptions are counted per address a day */
  ip?: string;
}

/** what a browser holds of a subscription: its endpoint and the keys it made */
export interface DeviceKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const TEST_TTL_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
const HOUR_MS = 3600_000;
/** test notifications remembered per subscription (one hour's worth), bounded in number */
const TESTS_TRACKED = 10_000;

/** the stored form of an address key: who subscribed from where is nobody's business */
function clientOf(ip: string): string {
  return createHash('sha256')
    .update(`push-client\n${addressKey(ip)}`)
    .digest('base64url')
    .slice(0, 22);
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function subscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url');
}

export class PushService {
  readonly #storage: Storage;
  readonly #clock: Clock;
  readonly #config: Config;
  readonly #lineups: LineupsOf;
  readonly #events: EventSource;
  readonly alerts: ChangeAlerts;
  /** followed acts booked in a new version (issue 35) */
  readonly follows: FollowAlerts;
  readonly scheduler: PushScheduler;
  /** "<act> started on <stage>" to the stage's followers (issue 34) */
  readonly stageStarts: StageStarts;
  readonly #log: FastifyBaseLogger;
  readonly #encryption = new EncryptPool();
  readonly #transport: PushTransport;
  #vapid: Promise<Vapid> | null = null;
  /** subscription id → times of its recent test notifications */
  readonly #tests = new Map<string, number[]>();

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
    this.#events = events;
    this.#lineups = new LineupsOf(events);
    this.alerts = new ChangeAlerts(events, storage, clock, log);
    this.follows = new FollowAlerts(events, storage, clock, log);
    this.#log = log;
    this.stageStarts = new StageStarts(storage, clock, log, (id, now) =>
      this.#lineups.get(id, now),
    );
    this.#transport = new PushTransport({
      connections: config.push.connectionsPerService,
      inFlight: config.push.inFlightPerService,
      timeoutMs: SEND_TIMEOUT_MS,
      ...(config.push.tlsCa ? { ca: config.push.tlsCa } : {}),
    });
    this.scheduler = new PushScheduler({
      storage,
      clock,
      log,
      vapid: () => this.vapid(),
      encryption: this.#encryption,
      transport: this.#transport,
      inFlightPerService: config.push.inFlightPerService,
      tickMs: config.push.tickMs,
      pastEvents: () => this.#lineups.past(this.#clock.now()),
    });
  }

  start(): void {
    this.scheduler.start();
    this.stageStarts.start(this.#config.push.tickMs);
  }

  /** the phones that made a fan's report hear its decision, if they allowed it (issue 34) */
  tellReporters(
    report: StoredReport,
    state: 'accepted' | 'refused',
    by: string | null,
  ): Promise<void> {
    const now = this.#clock.now();
    const meta = this.#lineups.get(report.eventId, now)?.meta;
    return tellReporters(this.#storage, this.#log, meta, report, state, by, now);
  }

  async stop(): Promise<void> {
    this.alerts.stop();
    this.follows.stop();
    await this.stageStarts.stop();
    await this.scheduler.stop();
    await this.#encryption.close();
    this.#transport.close();
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
    // push services listen on 443 (URL leaves port empty for https's own); another port on
    // their host is not theirs to offer. A stand-in on loopback (PUSH_ALLOW_HTTP, tests) runs
    // on any port.
    if (!allowHttp && url.port !== '') {
      return 'The push endpoint must use the push service’s own port (443)';
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
    const client = input.ip === undefined ? undefined : clientOf(input.ip);
    if (client !== undefined && !(await this.#storage.push.subscription(sub.id))) {
      const made = await this.#storage.push.createdBy(client, new Date(now.getTime() - DAY_MS));
      if (made >= this.#config.push.subscriptionsPerAddress) {
        throw new HttpError(
          429,
          '429: Too many devices switched reminders on from this network today; try again tomorrow',
        );
      }
    }
    const lineups = this.#lineups.open(now);
    const liked = storableLiked(likes, lineups, this.#fromFile());
    const replacements = replacementsFor(sub, lineups, liked, now);
    await this.#storage.push.saveSubscription(sub, liked, replacements, now, client);
    // a signed-in fan's device follows the account's acts from the start, as it takes its likes
    if (user) {
      const { follows } = await this.#storage.follows.followsOf(user.id);
      if (follows.length > 0) {
        await this.#storage.follows.setDeviceFollows([sub.id], followKeys(follows));
      }
    }
    // reminders switched on by a device that joined by a link end when the link does
    const device =
      user && input.token ? await this.#storage.devices.joinedBy(hashToken(input.token)) : null;
    await this.#storage.devices.markSubscription(sub.id, device);
    return { reminders: replacements.reduce((n, r) => n + r.reminders.length, 0) };
  }

  /**
   * The browser rotated the device's subscription (pushsubscriptionchange): the new endpoint
   * takes over the old one's settings, likes and reminders (the id follows the endpoint, so it
   * is a new row), and the old one goes. The old subscription is proved by its keys, which only
   * that browser and this server know (an endpoint passes through the push service and logs);
   * an account link is not carried over: the app links it again when it opens signed in.
   * Null when the old subscription is not there or the keys are not its own.
   */
  async resubscribe(old: DeviceKeys, next: DeviceKeys): Promise<{ reminders: number } | null> {
    const held = await this.#storage.push.subscription(subscriptionId(old.endpoint));
    if (!held || !sameSecret(held.auth, old.auth) || !sameSecret(held.p256dh, old.p256dh)) {
      return null;
    }
    const now = this.#clock.now();
    const liked = await this.#storage.push.likedOf(held.id);
    const sub: PushSubscriptionRecord = {
      ...held,
      ...next,
      id: subscriptionId(next.endpoint),
      userId: null,
    };
    const replacements = replacementsFor(sub, this.#lineups.open(now), liked, now);
    await this.#storage.push.saveSubscription(sub, liked, replacements, now);
    if (sub.id !== held.id) {
      // the acts it follows go with it, so their bookings reach the new endpoint
      const follows = await this.#storage.follows.deviceFollows(held.id);
      if (follows.length > 0) await this.#storage.follows.setDeviceFollows([sub.id], follows);
      await this.#storage.push.deleteSubscription(held.id);
    }
    return { reminders: replacements.reduce((n, r) => n + r.reminders.length, 0) };
  }

  /** the subscription's id when `auth` is its own key (only its browser knows it), or null */
  async heldSubscription(endpoint: string, auth: string): Promise<string | null> {
    const held = await this.#storage.push.subscription(subscriptionId(endpoint));
    return held && sameSecret(held.auth, auth) ? held.id : null;
  }

  async unsubscribe(endpoint: string): Promise<boolean> {
    return this.#storage.push.deleteSubscription(subscriptionId(endpoint));
  }

  /**
   * Queues a test message and sends it at once; false when the endpoint is not subscribed.
   * A few an hour per subscription: whoever knows an endpoint must not make a phone ring on end.
   */
  async sendTest(endpoint: string): Promise<boolean> {
    const sub = await this.#storage.push.subscription(subscriptionId(endpoint));
    if (!sub) return false;
    const now = this.#clock.now();
    const recent = (this.#tests.get(sub.id) ?? []).filter((t) => t > now.getTime() - HOUR_MS);
    if (recent.length >= this.#config.push.testsPerHour) {
      throw new HttpError(429, '429: A test notification was sent a moment ago; try again later');
    }
    this.#tests.delete(sub.id);
    if (this.#tests.size >= TESTS_TRACKED) {
      const oldest = this.#tests.keys().next().value;
      if (oldest !== undefined) this.#tests.delete(oldest);
    }
    this.#tests.set(sub.id, [...recent, now.getTime()]);
    const payload = testPayload(localeOf(sub.locale), this.#variantOf());
    await this.#storage.push.enqueue([
      {
        id: messageId(sub.id, `test ${now.toISOString()} ${Math.random()}`),
        subscriptionId: sub.id,
        kind: 'test',
        event: '',
        dueAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + TEST_TTL_MS).toISOString(),
        payload: payloadText(payload),
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
    const lineups = this.#lineups.open(now);
    const liked = storableLiked(likes, lineups, this.#fromFile());
    for (const sub of subs) {
      await this.#storage.push.setLiked(sub.id, liked);
      await this.#storage.push.replaceReminders(replacementsFor(sub, lineups, liked, now));
    }
  }

  /** which events are served from files now (they win a like that two events claim) */
  #fromFile(): (eventId: string) => boolean {
    const published = new Set(this.#events.publishedIds);
    return (eventId) => !published.has(eventId);
  }

  #variantOf(): string {
    return this.#lineups.all(this.#clock.now())[0]?.meta.prefix ?? 'festival';
  }
}
