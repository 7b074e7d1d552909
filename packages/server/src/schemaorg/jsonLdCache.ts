// JSON-LD is part of every first page load (the web app puts it in the head), so it is built,
// serialised and compressed once per page and data version, like the lineup, instead of on
// every request. Keys are bounded: locales are normalised and only loaded events are looked up.
import { contentHash } from '@lineup/core';
import type { EventStore } from '../events/eventStore.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';

export class JsonLdCache {
  readonly #entries = new Map<string, Promise<EncodedBody>>();

  constructor(store: EventStore) {
    store.onChange(() => this.#entries.clear());
  }

  get(key: string, build: () => unknown): Promise<EncodedBody> {
    let entry = this.#entries.get(key);
    if (!entry) {
      const body = JSON.stringify(build());
      entry = encodeBody(contentHash(body), body);
      this.#entries.set(key, entry);
      // a failed encoding is not kept: the next request tries again
      entry.catch(() => this.#entries.delete(key));
    }
    return entry;
  }
}
