// One lineup response per event and data version, serialised once and compressed once
// (DESIGN §5). The response also moves with time (set cursors, current events): it is rebuilt
// lazily when the minute changed, and re-encoded only when the rebuilt hash differs.
// Invalidated per event (issue 25): an answer holds while its event is the same object and
// what the events show of each other (the store's directoryVersion) is unchanged, so one
// event's publish rebuilds that event's answer only.
import { buildLineup, type LoadedEvent } from '@lineup/core';
import type { Clock } from '../clock.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';
import type { EventStore } from './eventStore.ts';

export type EncodedLineup = EncodedBody;

/** lineup answers built per event id in this process (tests see what a change rebuilt) */
export const lineupBuilds = new Map<string, number>();

interface Entry {
  event: LoadedEvent;
  directory: number;
  minute: number;
  encoded: Promise<EncodedLineup>;
}

export class LineupCache {
  readonly #store: EventStore;
  readonly #clock: Clock;
  readonly #entries = new Map<string, Entry>();

  constructor(store: EventStore, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
    // answers of events no longer served go at once; a replaced event's answer stays until
    // asked for: when the new version serves the same bytes, the same object goes on
    store.onChange(() => {
      const served = new Set(store.events.map((e) => e.id));
      for (const id of this.#entries.keys()) if (!served.has(id)) this.#entries.delete(id);
    });
  }

  /** the encoded response of a loaded event (not an alias) */
  get(event: LoadedEvent): Promise<EncodedLineup> {
    const now = this.#clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    const directory = this.#store.directoryVersion;
    const held = this.#entries.get(event.id);
    if (held && held.event === event && held.directory === directory && held.minute === minute) {
      return held.encoded;
    }

    const response = buildLineup(event, this.#store.events, now);
    lineupBuilds.set(event.id, (lineupBuilds.get(event.id) ?? 0) + 1);
    const previous = held?.encoded ?? null;
    const encoded = (async () => {
      // the same bytes keep the same object: pages and prepared headers built on it hold
      const before = previous ? await previous.catch(() => null) : null;
      if (before && before.hash === response.hash) return before;
      return encodeBody(response.hash, JSON.stringify(response));
    })();
    const entry: Entry = { event, directory, minute, encoded };
    this.#entries.set(event.id, entry);
    // a failed build is not kept: the next request tries again
    encoded.catch(() => {
      if (this.#entries.get(event.id) === entry) this.#entries.delete(event.id);
    });
    return encoded;
  }
}
