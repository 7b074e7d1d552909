// Told when a followed act is booked (issue 35, DESIGN §11): each new version of any event
// (file or browser) is compared once with the one before, and the sets it adds for acts that
// devices follow become 'follow' pushes in the existing queue: one message per device and
// event, several acts in it; a device told about an event less than an hour ago gets the later
// bookings merged into one message an hour after the last. Events that are over tell nobody.
// Every instance compares the versions it loads; the message ids are derived from what they
// say, so two instances queue one row and the queue's claims send it once.
import {
  type BookedSet,
  eventBreakHour,
  eventEnd,
  type FollowEntry,
  type LoadedEvent,
  type LoadedSet,
  type PushPayload,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { sharedVersionWorker, type VersionWorker } from '../events/versionWorker.ts';
import { localeOf, payloadText } from '../push/payload.ts';
import { messageId } from '../push/reminders.ts';
import { yieldToEventLoop } from '../push/yield.ts';
import type { FollowPushRow } from '../storage/followsStorage.ts';
import type { PushMessage } from '../storage/pushStorage.ts';
import type { Storage } from '../storage/storage.ts';

/** devices handled per storage round trip (one transaction queues their messages) */
const BATCH = 250;
/** devices whose messages are made between two turns of other requests */
const YIELD_EVERY = 250;
/** at most one message per device and event within this */
export const FOLLOW_PUSH_GAP_MS = 3600_000;
/** sets named in one message; the rest are counted */
export const MAX_BOOKED_SETS = 6;

export interface FollowEventSource {
  readonly events: LoadedEvent[];
  onChange(listener: () => void): void;
}

type Booked = Extract<PushPayload, { kind: 'booked' }>;

/** what a device follows, as push matching reads it: name keys and profile links */
export function followKeys(follows: readonly FollowEntry[]): string[] {
  return [...new Set(follows.flatMap((f) => [f.key, ...f.links]))];
}

function bookedKey(set: BookedSet): string {
  return JSON.stringify([set.dj.trim().toLowerCase(), set.stage, set.start]);
}

function readBooked(text: string): Booked | null {
  try {
    const payload = JSON.parse(text) as PushPayload;
    return payload.kind === 'booked' && Array.isArray(payload.sets) ? payload : null;
  } catch {
    return null;
  }
}

export class FollowAlerts {
  readonly #storage: Storage;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #versions: VersionWorker;
  #seen: Map<string, LoadedEvent>;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    source: FollowEventSource,
    storage: Storage,
    clock: Clock,
    log: FastifyBaseLogger,
    versions: VersionWorker = sharedVersionWorker('alerts'),
  ) {
    this.#storage = storage;
    this.#clock = clock;
    this.#log = log;
    this.#versions = versions;
    this.#seen = new Map(source.events.map((e) => [e.id, e]));
    source.onChange(() => {
      const before = this.#seen;
      const after = new Map(source.events.map((e) => [e.id, e]));
      this.#seen = after;
      this.#queue = this.#queue
        .then(() => this.#compare(before, after))
        .catch((error) => this.#log.error({ err: error }, 'follow alerts failed'));
    });
  }

  /** resolves when every version seen so far is queued (tests, shutdown) */
  idle(): Promise<void> {
    return this.#queue;
  }

  stop(): void {
    this.#stopped = true;
  }

  async #compare(before: Map<string, LoadedEvent>, after: Map<string, LoadedEvent>) {
    const now = this.#clock.now();
    for (const [id, next] of after) {
      const previous = before.get(id) ?? null;
      if (previous === next || this.#stopped) continue;
      const end = eventEnd(next);
      if (end !== null && Date.parse(end) <= now.getTime()) continue;
      // compared in the alerts' thread: the identities of every set of a big festival are
      // tens of milliseconds of work
      const added = await this.#versions.addedSets({ previous, next, now: now.getTime() });
      if (added.size > 0) await this.#book(next, added, now);
      await yieldToEventLoop();
    }
  }

  async #book(event: LoadedEvent, added: Map<string, LoadedSet[]>, now: Date): Promise<void> {
    const started = Date.now();
    // per act, once: the sets this version adds for it
    const bookedOf = new Map<string, BookedSet[]>();
    for (const [act, sets] of added) {
      bookedOf.set(
        act,
        sets.map((set) => ({
          dj: set.dj,
          stage: event.meta.rooms[set.room] ?? '',
          start: set.start,
        })),
      );
    }
    // per device, the acts it follows of them (one read, its language with it)
    const devices = new Map<string, { locale: string; acts: string[] }>();
    for (const { subscriptionId, act, locale } of await this.#storage.follows.devicesFollowing([
      ...added.keys(),
    ])) {
      const device = devices.get(subscriptionId);
      if (device) device.acts.push(act);
      else devices.set(subscriptionId, { locale, acts: [act] });
    }
    const since = new Date(now.getTime() - FOLLOW_PUSH_GAP_MS);
    // a first booking of the event (the common case) has nothing to merge into or wait behind
    const anyHeld =
      devices.size > 0 && (await this.#storage.follows.hasFollowPushes(event.id, since));
    // devices following the same acts get the same sets and, per language, the same text:
    // worked out once per combination of acts
    const combos = new Map<string, Booking>();
    const texts = new Map<string, string>();
    const ids = [...devices.keys()];
    let queued = 0;
    for (let i = 0; i < ids.length && !this.#stopped; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const held = new Map<string, FollowPushRow[]>();
      if (anyHeld) {
        for (const row of await this.#storage.follows.followPushes(batch, event.id, since)) {
          const list = held.get(row.subscriptionId);
          if (list) list.push(row);
          else held.set(row.subscriptionId, [row]);
        }
      }
      const messages: PushMessage[] = [];
      const replacing: string[] = [];
      for (const [n, id] of batch.entries()) {
        if (n % YIELD_EVERY === YIELD_EVERY - 1) await yieldToEventLoop();
        const device = devices.get(id)!;
        const key = device.acts.length === 1 ? device.acts[0]! : device.acts.sort().join('\n');
        let booking = combos.get(key);
        if (!booking) {
          booking = bookingOf(device.acts.flatMap((act) => bookedOf.get(act) ?? []));
          combos.set(key, booking);
        }
        const sub = { id, locale: device.locale };
        const message = this.#message(sub, event, booking, held.get(id) ?? [], now, (payload) => {
          const cacheKey = `${payload.locale}\n${key}`;
          const text = texts.get(cacheKey) ?? payloadText(payload);
          texts.set(cacheKey, text);
          return text;
        });
        if (!message) continue;
        messages.push(message.push);
        if (message.replaces) replacing.push(message.replaces);
      }
      await this.#storage.push.enqueue(messages, replacing);
      queued += messages.length;
      await yieldToEventLoop();
    }
    if (ids.length > 0) {
      this.#log.info(
        {
          event: event.id,
          acts: added.size,
          devices: ids.length,
          queued,
          ms: Date.now() - started,
        },
        'follow pushes queued',
      );
    }
  }

  /**
   * The device's message of this booking, or null when there is nothing new to say. `cached`
   * turns the payload of a message without earlier sets of the device into its text once per
   * language and combination of acts.
   */
  #message(
    sub: { id: string; locale: string },
    event: LoadedEvent,
    fresh: Booking,
    held: FollowPushRow[],
    now: Date,
    cached: (payload: Booked) => string,
  ): { push: PushMessage; replaces: string | null } | null {
    // a message not yet on its way takes the new sets in; one sent (or being sent) holds the
    // next back for an hour
    const waiting = held.find((row) => row.sentAt === null && row.claimedAt === null) ?? null;
    const lastSent = held
      .filter((row) => row.sentAt !== null || row.claimedAt !== null)
      .map((row) => Date.parse(row.sentAt ?? row.claimedAt ?? ''))
      .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
    const before = waiting ? readBooked(waiting.payload) : null;
    const booking = before ? bookingOf([...before.sets, ...fresh.sets]) : fresh;
    const all = booking.sets;
    if (all.length === 0) return null;
    const more = (before?.more ?? 0) + Math.max(0, all.length - MAX_BOOKED_SETS);
    const dueAt = waiting
      ? waiting.dueAt
      : new Date(Math.max(now.getTime(), lastSent + FOLLOW_PUSH_GAP_MS)).toISOString();
    // worth telling until the last of them starts
    const expiresAt = all[all.length - 1]!.start;
    if (Date.parse(expiresAt) <= Date.parse(dueAt)) return null;
    const id = messageId(sub.id, `["follow",${JSON.stringify(event.id)},${booking.keys}]`);
    if (waiting && waiting.id === id) return null;
    const locale = localeOf(sub.locale);
    const payload: Booked = {
      kind: 'booked',
      locale,
      prefix: event.meta.prefix,
      url: `${locale === 'en' ? '' : `/${locale}`}/acts`,
      tag: `booked:${event.id}`,
      event: event.id,
      party: event.meta.partyName,
      timeZone: event.meta.timeZone,
      breakHour: breakHourOf(event),
      sets: all.slice(0, MAX_BOOKED_SETS),
      more,
    };
    return {
      push: {
        id,
        subscriptionId: sub.id,
        kind: 'follow',
        event: event.id,
        dueAt,
        expiresAt,
        payload: before ? payloadText(payload) : cached(payload),
      },
      replaces: waiting?.id ?? null,
    };
  }
}

/** the event's night break, read off its sets once per version (not once per device) */
const breakHours = new WeakMap<LoadedEvent, ReturnType<typeof eventBreakHour>>();
function breakHourOf(event: LoadedEvent): ReturnType<typeof eventBreakHour> {
  if (!breakHours.has(event))
    breakHours.set(event, eventBreakHour(event.sets, event.meta.timeZone));
  return breakHours.get(event) as ReturnType<typeof eventBreakHour>;
}

/** sets of one message: each once, by start; `keys` their identities as message ids read them */
interface Booking {
  sets: BookedSet[];
  keys: string;
}

function bookingOf(sets: readonly BookedSet[]): Booking {
  const byKey = new Map<string, BookedSet>();
  for (const set of sets) byKey.set(bookedKey(set), set);
  const sorted = [...byKey].sort(([, a], [, b]) => Date.parse(a.start) - Date.parse(b.start));
  return {
    sets: sorted.map(([, set]) => set),
    keys: sorted.map(([key]) => JSON.stringify(key)).join(','),
  };
}
