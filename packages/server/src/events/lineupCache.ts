// One lineup response per event and data version, serialised once and compressed once
// (DESIGN §5). The response also moves with time (set cursors, current events): it is rebuilt
// lazily when the minute changed, and re-encoded only when the rebuilt hash differs.
import { buildLineup, type LoadedEvent } from '@lineup/core';
import type { Clock } from '../clock.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';
import type { EventStore } from './eventStore.ts';

export type EncodedLineup = EncodedBody;

interface Entry {
  version: number;
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
    store.onChange(() => this.#entries.clear());
  }

  /** the encoded response of a loaded event (not an alias) */
  get(event: LoadedEvent): Promise<EncodedLineup> {
    const now = this.#clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    const version = this.#store.version;
    const held = this.#entries.get(event.id);
    if (held && held.version === version && held.minute === minute) return held.encoded;

    const response = buildLineup(event, this.#store.events, now);
    const previous = held?.version === version ? held.encoded : null;
    const encoded = (async () => {
      const before = previous ? await previous.catch(() => null) : null;
      if (before && before.hash === response.hash) return before;
      return encodeBody(response.hash, JSON.stringify(response));
    })();
    const entry: Entry = { version, minute, encoded };
    this.#entries.set(event.id, entry);
    // a failed build is not kept: the next request tries again
    encoded.catch(() => {
      if (this.#entries.get(event.id) === entry) this.#entries.delete(event.id);
    });
    return encoded;
  }
}
