// JSON-LD is part of every first page load (the web app puts it in the head), so it is built,
// serialised and compressed once per page and data version, like the lineup, instead of on
// every request. Keys are bounded: locales are normalised and only loaded events are looked up.
import { contentHash, escapeJsonForHtml } from '@lineup/core';
import type { EventStore } from '../events/eventStore.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';

/**
 * JSON that is safe inside an HTML <script type="application/ld+json"> (where the page or a
 * crawler may put it): no "</script>", no "<!--", no entity, no JavaScript line separator.
 */
export function htmlSafeJson(value: unknown): string {
  return escapeJsonForHtml(JSON.stringify(value));
}

export class JsonLdCache {
  readonly #entries = new Map<string, Promise<EncodedBody>>();

  constructor(store: EventStore) {
    store.onChange(() => this.#entries.clear());
  }

  get(key: string, build: () => unknown): Promise<EncodedBody> {
    let entry = this.#entries.get(key);
    if (!entry) {
      const body = htmlSafeJson(build());
      entry = encodeBody(contentHash(body), body);
      this.#entries.set(key, entry);
      // a failed encoding is not kept: the next request tries again
      entry.catch(() => this.#entries.delete(key));
    }
    return entry;
  }
}
