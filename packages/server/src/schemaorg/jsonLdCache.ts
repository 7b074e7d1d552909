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
  /** one answer per key, with the version it was built for */
  readonly #entries = new Map<string, { version: string; body: Promise<EncodedBody> }>();

  constructor(store: EventStore) {
    store.onChange(() => this.#entries.clear());
  }

  /** `version`: what else the answer depends on (an hour, subEventsAsOf); a new one replaces it */
  get(key: string, build: () => unknown, version = ''): Promise<EncodedBody> {
    const held = this.#entries.get(key);
    if (held?.version === version) return held.body;
    const text = htmlSafeJson(build());
    const body = encodeBody(contentHash(text), text);
    this.#entries.set(key, { version, body });
    // a failed encoding is not kept: the next request tries again
    body.catch(() => {
      if (this.#entries.get(key)?.body === body) this.#entries.delete(key);
    });
    return body;
  }
}
