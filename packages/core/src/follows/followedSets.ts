// "Your acts" (issue 35): every set still to come of every followed act, across the events a
// server holds, and the sets a new version of an event adds for followed acts. Each event's
// sets are indexed once by identity (WeakMap per event object), so a list of 500 follows over
// many events is a few map lookups per follow and event.

import type { LoadedEvent, LoadedSet } from '../event/loadedEvent.ts';
import { editionOf } from '../event/reach.ts';
import { matchAnchors } from '../plan/matchLikes.ts';
import { nightOfWall, wallOf } from '../time/wallTime.ts';
import { type ActIdentity, identityOfSet } from './actIdentity.ts';

/** One upcoming set of a followed act, with what a fan needs to find and heart it. */
export interface FollowedSet {
  /** the followed act's key */
  act: string;
  event: string;
  partyName: string;
  timeZone: string;
  dj: string;
  room: number;
  stage: string;
  start: string;
  end: string;
  /** the night the set belongs to, in the event's zone ("2027-07-30" for Sat 01:00) */
  night: string;
  /** the edition time: with dj and room, the set's like identity */
  beginningSchedule: string;
  meta: LoadedSet['meta'];
}

/** identity key (name key, or a link of a solo set) → indexes of the event's sets */
const indexes = new WeakMap<LoadedEvent, Map<string, number[]>>();

function indexOf(event: LoadedEvent): Map<string, number[]> {
  const held = indexes.get(event);
  if (held) return held;
  const index = new Map<string, number[]>();
  const add = (key: string, i: number) => {
    const list = index.get(key);
    if (list) {
      if (list[list.length - 1] !== i) list.push(i);
    } else index.set(key, [i]);
  };
  event.sets.forEach((set, i) => {
    const identity = identityOfSet(set);
    for (const name of identity.names) add(name, i);
    // links name the act only when it plays alone (playsSet)
    if (identity.names.length === 1) for (const link of identity.links) add(link, i);
  });
  indexes.set(event, index);
  return index;
}

/** the sets of `event` the act plays, in start order, without duplicates */
export function setsOfAct(event: LoadedEvent, act: ActIdentity): LoadedSet[] {
  const index = indexOf(event);
  const found = new Set<number>();
  for (const key of [act.key, ...act.links]) for (const i of index.get(key) ?? []) found.add(i);
  return [...found]
    .map((i) => event.sets[i] as LoadedSet)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

function followedSet(
  event: LoadedEvent,
  act: string,
  set: LoadedSet,
  edition: string,
): FollowedSet {
  return {
    act,
    event: event.id,
    partyName: event.meta.partyName,
    timeZone: event.meta.timeZone,
    dj: set.dj,
    room: set.room,
    stage: event.meta.rooms[set.room] ?? '',
    start: set.start,
    end: set.end,
    night: nightOfWall(wallOf(set.start, event.meta.timeZone)) ?? set.start.slice(0, 10),
    beginningSchedule: edition,
    meta: set.meta,
  };
}

/**
 * Every set of the followed acts that has not ended at `now`, over all `events`, ordered by
 * start; at most `max` (the nearest first).
 */
export function upcomingFollowedSets(
  events: readonly LoadedEvent[],
  follows: readonly ActIdentity[],
  now: Date,
  max = 2000,
): FollowedSet[] {
  const nowMs = now.getTime();
  const out: FollowedSet[] = [];
  for (const event of events) {
    const edition = editionOf(event);
    if (edition === null) continue;
    for (const act of follows) {
      for (const set of setsOfAct(event, act)) {
        if (Date.parse(set.end) > nowMs) out.push(followedSet(event, act.key, set, edition));
      }
    }
  }
  out.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.event.localeCompare(b.event));
  return out.slice(0, max);
}

/** the identity of a set as a like names it, so "new since" and pushes compare versions */
function setKey(set: LoadedSet): string {
  return JSON.stringify([set.dj.trim().toLowerCase(), set.room, set.start]);
}

/**
 * The sets of `after` that were not in `before`. A set of an act that moved (another time or
 * stage) is the same set, not a new one: the change alert tells of it (changeAlerts), so it
 * takes the place of one gone from `before` as likes are followed (matchAnchors).
 */
function newSets(before: LoadedEvent | null, after: LoadedEvent): Set<LoadedSet> {
  const had = new Set((before?.sets ?? []).map(setKey));
  const candidates = after.sets.filter((set) => !had.has(setKey(set)));
  if (!before || candidates.length === 0) return new Set(candidates);
  const kept = new Set(after.sets.map(setKey));
  const gone = before.sets.filter((set) => !kept.has(setKey(set)));
  const moved = new Set(matchAnchors(gone, candidates));
  return new Set(candidates.filter((set) => !moved.has(set)));
}

/**
 * The sets of `after` (a new version of an event) not in `before` (null: a new event), still
 * to start at `now`, that any act of the identity keys in `keys` may play. Keys are what the
 * index holds: name keys, and profile links of solo sets.
 */
export function addedSetsByKey(
  before: LoadedEvent | null,
  after: LoadedEvent,
  now: Date,
): Map<string, LoadedSet[]> {
  const out = new Map<string, LoadedSet[]>();
  for (const [key, indexes] of addedSetIndexesByKey(before, after, now)) {
    out.set(
      key,
      indexes.map((i) => after.sets[i] as LoadedSet),
    );
  }
  return out;
}

/**
 * addedSetsByKey with each set given by its index in `after.sets`: what a thread that holds a
 * copy of the event can hand back (the same keys in the same order, the same sets).
 */
export function addedSetIndexesByKey(
  before: LoadedEvent | null,
  after: LoadedEvent,
  now: Date,
): Map<string, number[]> {
  const fresh = newSets(before, after);
  const out = new Map<string, number[]>();
  // most versions add no set (a move, a note, a text): no index of the event's sets for them
  if (fresh.size === 0) return out;
  const nowMs = now.getTime();
  for (const [key, indexes] of indexOf(after)) {
    const added = indexes.filter((i) => {
      const set = after.sets[i] as LoadedSet;
      return Date.parse(set.start) > nowMs && fresh.has(set);
    });
    if (added.length > 0) out.set(key, added);
  }
  return out;
}
