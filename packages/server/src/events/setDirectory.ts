// Lookups over every loaded set: short codes (/s/{code}) and the event a like belongs to (like
// totals count only sets that exist). Indexed per event, by the event object (issue 25): a
// publish indexes its own event again, not every set of every event; per data version only
// the list of events is ordered again.
import {
  buildLineupIndex,
  editionOf,
  type LoadedEvent,
  type LoadedSet,
  likeKey,
} from '@lineup/core';
import type { EventStore } from './eventStore.ts';

interface EventIndex {
  codes: Map<string, { event: LoadedEvent; set: LoadedSet }>;
  likes: Map<string, { event: string; dj: string }>;
}

interface Built {
  version: number;
  events: LoadedEvent[];
  /** edition instant → its events, those served from files first (they keep a shared time) */
  byEdition: Map<number, LoadedEvent[]>;
}

const indexes = new WeakMap<LoadedEvent, EventIndex>();

function indexOf(event: LoadedEvent): EventIndex {
  let index = indexes.get(event);
  if (index) return index;
  const likes = new Map<string, { event: string; dj: string }>();
  // a like names its edition by the first set's start (meta.beginningSchedule)
  const beginningSchedule = editionOf(event);
  if (beginningSchedule !== null) {
    for (const set of event.sets) {
      const key = likeKey({ dj: set.dj, room: set.room, beginningSchedule });
      if (!likes.has(key)) likes.set(key, { event: event.id, dj: set.dj });
    }
  }
  index = { codes: buildLineupIndex([event]), likes };
  indexes.set(event, index);
  return index;
}

export class SetDirectory {
  readonly #store: EventStore;
  #built: Built | null = null;

  constructor(store: EventStore) {
    this.#store = store;
  }

  /** the set of a short code; of two events, the first loaded wins (as buildLineupIndex) */
  byCode(code: string): { event: LoadedEvent; set: LoadedSet } | undefined {
    for (const event of this.#current().events) {
      const found = indexOf(event).codes.get(code);
      if (found) return found;
    }
    return undefined;
  }

  /** the set a like names (dj + room + beginningSchedule), or undefined */
  setOfLike(like: { dj: string; room: number; beginningSchedule: string }) {
    const events = this.#current().byEdition.get(Date.parse(like.beginningSchedule)) ?? [];
    const key = likeKey(like);
    for (const event of events) {
      const found = indexOf(event).likes.get(key);
      if (found) return found;
    }
    return undefined;
  }

  #current(): Built {
    const version = this.#store.version;
    if (this.#built?.version === version) return this.#built;
    const events = this.#store.events;
    const published = new Set(this.#store.publishedIds);
    const byEdition = new Map<number, LoadedEvent[]>();
    for (const event of events) {
      const edition = editionOf(event);
      if (edition === null) continue;
      const at = Date.parse(edition);
      const list = byEdition.get(at) ?? [];
      list.push(event);
      byEdition.set(at, list);
    }
    for (const list of byEdition.values()) {
      if (list.length > 1) {
        list.sort((a, b) => Number(published.has(a.id)) - Number(published.has(b.id)));
      }
    }
    this.#built = { version, events, byEdition };
    return this.#built;
  }
}
