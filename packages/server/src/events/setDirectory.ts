// Lookups over every loaded set, rebuilt once per data version: short codes (/s/{code}) and
// the event a like belongs to (like totals count only sets that exist).
import {
  buildLineupIndex,
  eventStart,
  type LoadedEvent,
  type LoadedSet,
  likeKey,
} from '@lineup/core';
import type { EventStore } from './eventStore.ts';

interface Built {
  version: number;
  codes: Map<string, { event: LoadedEvent; set: LoadedSet }>;
  likes: Map<string, { event: string; dj: string }>;
}

export class SetDirectory {
  readonly #store: EventStore;
  #built: Built | null = null;

  constructor(store: EventStore) {
    this.#store = store;
  }

  byCode(code: string): { event: LoadedEvent; set: LoadedSet } | undefined {
    return this.#current().codes.get(code);
  }

  /** the set a like names (dj + room + beginningSchedule), or undefined */
  setOfLike(like: { dj: string; room: number; beginningSchedule: string }) {
    return this.#current().likes.get(likeKey(like));
  }

  #current(): Built {
    const version = this.#store.version;
    if (this.#built?.version === version) return this.#built;
    const events = this.#store.events;
    const published = new Set(this.#store.publishedIds);
    const likes = new Map<string, { event: string; dj: string }>();
    // files first: of two events with one edition time, the file's event keeps the likes
    const fromFilesFirst = [
      ...events.filter((e) => !published.has(e.id)),
      ...events.filter((e) => published.has(e.id)),
    ];
    for (const event of fromFilesFirst) {
      // a like names its edition by the first set's start (meta.beginningSchedule)
      const beginningSchedule = eventStart(event);
      if (event.sets.length === 0 || beginningSchedule === null) continue;
      for (const set of event.sets) {
        const key = likeKey({ dj: set.dj, room: set.room, beginningSchedule });
        if (!likes.has(key)) likes.set(key, { event: event.id, dj: set.dj });
      }
    }
    this.#built = { version, codes: buildLineupIndex(events), likes };
    return this.#built;
  }
}
