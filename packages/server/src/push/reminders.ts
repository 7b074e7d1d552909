// Liked sets → subscription rows and due reminders. Which event a like belongs to and which set
// it points at now are core's rules (likesByEvent: one event per like, a file's event winning
// any tie; likesOfEvent, remindersOf). The rows keep the event's id: alerts follow the id.
import { createHash } from 'node:crypto';
import {
  buildLineup,
  eventEnd,
  type LikeEntry,
  type LineupResponse,
  type LoadedEvent,
  likeCandidate,
  likedInLineup,
  likesByEvent,
  likesOfEvent,
  remindersOf,
} from '@lineup/core';
import type {
  PushLiked,
  PushMessage,
  PushSubscriptionRecord,
  ReminderReplacement,
} from '../storage/pushStorage.ts';
import { localeOf, payloadText, reminderPayload } from './payload.ts';

/** what a browser sends of each liked set */
export interface LikedSetSend {
  dj: string;
  room: number;
  beginningSchedule: string;
  started: string;
  partyName: string;
  /** the liked event's id, when the app sent it (DESIGN §11) */
  eventId?: string;
}

export function messageId(subscriptionId: string, about: string): string {
  return createHash('sha256').update(`${subscriptionId}\n${about}`).digest('base64url');
}

/** the identities of the liked sets, each under the one loaded event it belongs to */
export function likedOfEvents(
  likes: readonly LikedSetSend[],
  lineups: readonly LineupResponse[],
  fromFile: (eventId: string) => boolean,
): PushLiked[] {
  const entries: LikeEntry[] = likes.map((l) => ({ ...l, title: '', meta: [] }));
  const owned = likesByEvent(
    entries,
    lineups.map((l) => likeCandidate(l, fromFile(l.meta.id))),
  );
  const out: PushLiked[] = [];
  for (const lineup of lineups) {
    for (const like of likesOfEvent(owned.get(lineup.meta.id) ?? [], lineup.meta)) {
      out.push({ event: lineup.meta.id, dj: like.dj, room: like.room, start: like.started });
    }
  }
  return out;
}

/**
 * What a subscription stores of a fan's likes: each under the event it belongs to, and only
 * when that event's lineup has the act (a made-up list stores nothing).
 */
export function storableLiked(
  likes: readonly LikedSetSend[],
  lineups: readonly LineupResponse[],
  fromFile: (eventId: string) => boolean,
): PushLiked[] {
  const liked = likedOfEvents(likes, lineups, fromFile);
  return lineups.flatMap((lineup) =>
    likedInLineup(
      liked.filter((l) => l.event === lineup.meta.id),
      lineup,
    ),
  );
}

const DAY_MS = 86_400_000;

/** over for more than a day (an event without times has nothing to remind of either) */
function isOver(e: LoadedEvent, now: Date): boolean {
  const end = eventEnd(e);
  return end === null || Date.parse(end) + DAY_MS <= now.getTime();
}

interface BuiltLineup {
  event: LoadedEvent;
  lineup: LineupResponse;
}

/** push lineups built per event id in this process (tests see what a change rebuilt) */
export const pushLineupBuilds = new Map<string, number>();

/**
 * lineups of the loaded events, built once per version of each event: a publish rebuilds its
 * own event's lineup only. What the events show of each other (another event's name or dates)
 * is in no reminder or alert, so a rename elsewhere rebuilds nothing here.
 */
export class LineupsOf {
  #version = -1;
  #built = new Map<string, LineupResponse>();
  #held = new Map<string, BuiltLineup>();
  readonly #source: { events: LoadedEvent[]; version: number };

  constructor(source: { events: LoadedEvent[]; version: number }) {
    this.#source = source;
  }

  all(now: Date): LineupResponse[] {
    this.#refresh(now);
    return [...this.#built.values()];
  }

  /**
   * The lineups of events not over for more than a day: the only ones a subscription keeps liked
   * sets of (an event already over will send nothing more).
   */
  open(now: Date): LineupResponse[] {
    this.#refresh(now);
    return this.#source.events
      .filter((e) => !isOver(e, now))
      .flatMap((e) => this.#built.get(e.id) ?? []);
  }

  /** ids of the loaded events over for more than a day */
  past(now: Date): string[] {
    return this.#source.events.filter((e) => isOver(e, now)).map((e) => e.id);
  }

  get(id: string, now: Date): LineupResponse | undefined {
    this.#refresh(now);
    return this.#built.get(id);
  }

  #refresh(now: Date): void {
    if (this.#version === this.#source.version) return;
    this.#version = this.#source.version;
    const { events } = this.#source;
    const held = new Map<string, BuiltLineup>();
    for (const event of events) {
      const before = this.#held.get(event.id);
      if (before && before.event === event) {
        held.set(event.id, before);
        continue;
      }
      pushLineupBuilds.set(event.id, (pushLineupBuilds.get(event.id) ?? 0) + 1);
      held.set(event.id, { event, lineup: buildLineup(event, events, now) });
    }
    this.#held = held;
    this.#built = new Map([...held].map(([id, b]) => [id, b.lineup]));
  }
}

/** the reminders of one subscription for one event, from its liked sets there */
export function remindersFor(
  sub: PushSubscriptionRecord,
  lineup: LineupResponse,
  liked: readonly PushLiked[],
  now: Date,
): PushMessage[] {
  const locale = localeOf(sub.locale);
  const ids = liked.filter((l) => l.event === lineup.meta.id);
  return remindersOf(ids, lineup, sub.minutesBefore, now).map(({ set, dueAt }) => ({
    // one reminder per set and start: a new lead time moves one not sent yet (replaced as
    // unsent) and never sends one that went out again; a new start is a new reminder
    id: messageId(
      sub.id,
      JSON.stringify(['reminder', lineup.meta.id, set.dj, set.room, set.start]),
    ),
    subscriptionId: sub.id,
    kind: 'reminder',
    event: lineup.meta.id,
    dueAt,
    expiresAt: set.start,
    payload: payloadText(reminderPayload(locale, lineup.meta, set, sub.minutesBefore)),
  }));
}

/** every event's reminders of a subscription, replacing what was queued */
export function replacementsFor(
  sub: PushSubscriptionRecord,
  lineups: readonly LineupResponse[],
  liked: readonly PushLiked[],
  now: Date,
): ReminderReplacement[] {
  return lineups.map((lineup) => ({
    subscriptionId: sub.id,
    event: lineup.meta.id,
    reminders: remindersFor(sub, lineup, liked, now),
  }));
}
