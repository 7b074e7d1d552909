// Told when a followed act is booked (issue 35, DESIGN §11): each new version of any event
// (file or browser) is compared once with the one before, and the sets it adds for acts that
// devices follow become 'follow' pushes in the existing queue: one message per device and
// event, several acts in it; a device told about an event less than an hour ago gets the later
// bookings merged into one message an hour after the last. Events that are over tell nobody.
// Every instance compares the versions it loads; the message ids are derived from what they
// say, so two instances queue one row and the queue's claims send it once.
import {
  addedSetsByKey,
  type BookedSet,
  eventBreakHour,
  eventEnd,
  type LoadedEvent,
  type LoadedSet,
  type PushPayload,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { localeOf, payloadText } from '../push/payload.ts';
import { messageId } from '../push/reminders.ts';
import { yieldToEventLoop } from '../push/yield.ts';
import type { FollowPushRow } from '../storage/followsStorage.ts';
import type { PushMessage } from '../storage/pushStorage.ts';
import type { Storage } from '../storage/storage.ts';

/** devices handled per storage round trip */
const BATCH = 200;
/** at most one message per device and event within this */
export const FOLLOW_PUSH_GAP_MS = 3600_000;
/** sets named in one message; the rest are counted */
export const MAX_BOOKED_SETS = 6;

export interface FollowEventSource {
  readonly events: LoadedEvent[];
  onChange(listener: () => void): void;
}

type Booked = Extract<PushPayload, { kind: 'booked' }>;

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
  #seen: Map<string, LoadedEvent>;
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(source: FollowEventSource, storage: Storage, clock: Clock, log: FastifyBaseLogger) {
    this.#storage = storage;
    this.#clock = clock;
    this.#log = log;
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
      const added = addedSetsByKey(previous, next, now);
      if (added.size > 0) await this.#book(next, added, now);
      await yieldToEventLoop();
    }
  }

  async #book(event: LoadedEvent, added: Map<string, LoadedSet[]>, now: Date): Promise<void> {
    const started = Date.now();
    const rows = await this.#storage.follows.devicesFollowing([...added.keys()]);
    const bySub = new Map<string, Map<string, BookedSet>>();
    for (const { subscriptionId, act } of rows) {
      const sets = bySub.get(subscriptionId) ?? new Map<string, BookedSet>();
      bySub.set(subscriptionId, sets);
      for (const set of added.get(act) ?? []) {
        const booked = { dj: set.dj, stage: event.meta.rooms[set.room] ?? '', start: set.start };
        sets.set(bookedKey(booked), booked);
      }
    }
    const ids = [...bySub.keys()];
    let queued = 0;
    for (let i = 0; i < ids.length && !this.#stopped; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const subs = await this.#storage.push.subscriptions(batch);
      const since = new Date(now.getTime() - FOLLOW_PUSH_GAP_MS);
      const held = new Map<string, FollowPushRow[]>();
      for (const row of await this.#storage.follows.followPushes(batch, event.id, since)) {
        const list = held.get(row.subscriptionId);
        if (list) list.push(row);
        else held.set(row.subscriptionId, [row]);
      }
      const messages: PushMessage[] = [];
      const replacing: string[] = [];
      for (const sub of subs) {
        const fresh = [...(bySub.get(sub.id)?.values() ?? [])];
        const message = this.#message(sub, event, fresh, held.get(sub.id) ?? [], now);
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

  #message(
    sub: { id: string; locale: string },
    event: LoadedEvent,
    fresh: BookedSet[],
    held: FollowPushRow[],
    now: Date,
  ): { push: PushMessage; replaces: string | null } | null {
    // a message not yet on its way takes the new sets in; one sent (or being sent) holds the
    // next back for an hour
    const waiting = held.find((row) => row.sentAt === null && row.claimedAt === null) ?? null;
    const lastSent = held
      .filter((row) => row.sentAt !== null || row.claimedAt !== null)
      .map((row) => Date.parse(row.sentAt ?? row.claimedAt ?? ''))
      .reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
    const before = waiting ? readBooked(waiting.payload) : null;
    const sets = new Map<string, BookedSet>();
    for (const set of [...(before?.sets ?? []), ...fresh]) sets.set(bookedKey(set), set);
    const all = [...sets.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    if (all.length === 0) return null;
    const more = (before?.more ?? 0) + Math.max(0, all.length - MAX_BOOKED_SETS);
    const shown = all.slice(0, MAX_BOOKED_SETS);
    const dueAt = waiting
      ? waiting.dueAt
      : new Date(Math.max(now.getTime(), lastSent + FOLLOW_PUSH_GAP_MS)).toISOString();
    // worth telling until the last of them starts
    const expiresAt = all[all.length - 1]!.start;
    if (Date.parse(expiresAt) <= Date.parse(dueAt)) return null;
    const id = messageId(sub.id, JSON.stringify(['follow', event.id, ...all.map(bookedKey)]));
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
      breakHour: eventBreakHour(event.sets, event.meta.timeZone),
      sets: shown,
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
        payload: payloadText(payload),
      },
      replaces: waiting?.id ?? null,
    };
  }
}
