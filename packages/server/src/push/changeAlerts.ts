// Change alerts (issue 13): when a new version of an event moves, re-stages, cancels or notes a
// set that subscriptions like, or a set of an act they follow (issue 35), each of those devices
// gets one alert listing every change of that edit, and its reminders follow the liked sets. Driven by the event store's public API only
// (events, version, onChange), whatever the source of the new version.
import {
  actName,
  changeId,
  changesOfEdit,
  type EditDiff,
  followedSetsOfEdit,
  followKeysOfEdit,
  type LoadedEvent,
  lineupAround,
  lineupBreakHour,
  lineupOfActs,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { knownOwnHash } from '../events/lineupCache.ts';
import { sharedVersionWorker, type VersionWorker } from '../events/versionWorker.ts';
import type { PushLikedOf, PushMessage } from '../storage/pushStorage.ts';
import type { Storage } from '../storage/storage.ts';
import { changesPayload, localeOf, payloadText } from './payload.ts';
import { messageId, remindersFor } from './reminders.ts';
import { yieldToEventLoop } from './yield.ts';

/** subscriptions handled per storage round trip */
const BATCH = 100;
/** how long a change alert may wait for a phone that is offline */
const CHANGE_TTL_MS = 12 * 3600_000;

export interface EventSource {
  readonly events: LoadedEvent[];
  readonly version: number;
  /** changes when what the events show of each other changes (EventStore) */
  readonly directoryVersion: number;
  /** the ids published from the browser; the others are served from files */
  readonly publishedIds: string[];
  onChange(listener: () => void): void;
}

export class ChangeAlerts {
  readonly #storage: Storage;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #versions: VersionWorker;
  #seen: { events: LoadedEvent[]; byId: Map<string, LoadedEvent> };
  #queue: Promise<void> = Promise.resolve();
  #stopped = false;

  constructor(
    source: EventSource,
    storage: Storage,
    clock: Clock,
    log: FastifyBaseLogger,
    versions: VersionWorker = sharedVersionWorker('alerts'),
  ) {
    this.#storage = storage;
    this.#clock = clock;
    this.#log = log;
    this.#versions = versions;
    this.#seen = snapshot(source.events);
    source.onChange(() => {
      const before = this.#seen;
      const after = snapshot(source.events);
      this.#seen = after;
      // one edit after the other, in the order they were loaded
      this.#queue = this.#queue
        .then(() => this.#compare(before, after))
        .catch((error) => this.#log.error({ err: error }, 'change alerts failed'));
    });
  }

  /** resolves when every edit seen so far is queued (tests, shutdown) */
  idle(): Promise<void> {
    return this.#queue;
  }

  stop(): void {
    this.#stopped = true;
  }

  async #compare(before: Snapshot, after: Snapshot): Promise<void> {
    const now = this.#clock.now();
    for (const [id, next] of after.byId) {
      const previous = before.byId.get(id);
      if (!previous || previous === next || this.#stopped) continue;
      // both lineups built and compared in the version thread (hundreds of milliseconds for
      // a big festival); what shows the other events is read here, where they are
      const previousOwnHash = knownOwnHash(previous);
      const nextOwnHash = knownOwnHash(next);
      const diff = await this.#versions.editDiff({
        previous,
        next,
        aroundPrevious: lineupAround(previous, before.events, now),
        aroundNext: lineupAround(next, after.events, now),
        now: now.getTime(),
        ...(previousOwnHash ? { previousOwnHash } : {}),
        ...(nextOwnHash ? { nextOwnHash } : {}),
      });
      if (diff) await this.#alert(id, diff, now);
    }
  }

  async #alert(event: string, diff: EditDiff, now: Date): Promise<void> {
    const started = Date.now();
    const acts = [...diff.acts];
    // the devices following an act whose sets the edit touched: their keys (name keys, links)
    const followed = new Map<string, Set<string>>();
    for (const { subscriptionId, act } of await this.#storage.follows.devicesFollowing(
      followKeysOfEdit(diff),
    )) {
      const keys = followed.get(subscriptionId);
      if (keys) keys.add(act);
      else followed.set(subscriptionId, new Set([act]));
    }
    const likers = await this.#storage.push.subscribersOfActs(event, acts);
    const ids = [...new Set([...likers, ...followed.keys()])];
    let alerts = 0;
    for (let i = 0; i < ids.length && !this.#stopped; i += BATCH) {
      const batch = ids.slice(i, i + BATCH);
      const subs = await this.#storage.push.subscriptions(batch);
      const bySub = new Map<string, PushLikedOf[]>();
      for (const row of await this.#storage.push.likedOfActs(event, acts, batch)) {
        const list = bySub.get(row.subscriptionId);
        if (list) list.push(row);
        else bySub.set(row.subscriptionId, [row]);
      }
      const messages: PushMessage[] = [];
      const stale: string[] = [];
      for (const [n, sub] of subs.entries()) {
        // the comparison is synchronous work: other requests get a turn every few devices
        if (n % 25 === 24) await yieldToEventLoop();
        const own = bySub.get(sub.id) ?? [];
        // the sets of followed acts join the liked ones: one alert, a set liked and followed once
        const follows = followed.get(sub.id);
        const watched = follows ? [...own, ...followedSetsOfEdit(follows, own, diff, now)] : own;
        const changes = changesOfEdit(watched, diff);
        if (changes.length > 0) {
          alerts++;
          messages.push({
            id: messageId(sub.id, JSON.stringify(['changes', event, ...changes.map(changeId)])),
            subscriptionId: sub.id,
            kind: 'change',
            event,
            dueAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + CHANGE_TTL_MS).toISOString(),
            payload: payloadText(
              changesPayload(
                localeOf(sub.locale),
                diff.previous.meta,
                diff.next.meta,
                changes,
                lineupBreakHour(diff.next),
              ),
            ),
          });
        }
        // the reminders follow the sets: those of the old times go, those of the new come
        const ownActs = new Set(own.map((l) => actName(l.dj)));
        const fresh = remindersFor(sub, lineupOfActs(diff.next, ownActs), own, now);
        const keep = new Set(fresh.map((m) => m.id));
        for (const old of remindersFor(sub, lineupOfActs(diff.previous, ownActs), own, now)) {
          if (!keep.has(old.id)) stale.push(old.id);
        }
        messages.push(...fresh);
      }
      await this.#storage.push.enqueue(messages, stale);
      await yieldToEventLoop();
    }
    if (ids.length > 0) {
      this.#log.info(
        {
          event,
          acts: diff.acts.size,
          subscriptions: ids.length,
          alerts,
          ms: Date.now() - started,
        },
        'change alerts queued',
      );
    }
  }
}

type Snapshot = { events: LoadedEvent[]; byId: Map<string, LoadedEvent> };

function snapshot(events: LoadedEvent[]): Snapshot {
  return { events, byId: new Map(events.map((e) => [e.id, e])) };
}
