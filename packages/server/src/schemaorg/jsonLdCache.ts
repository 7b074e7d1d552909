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

interface Entry {
  version: string;
  /** the data it was built from: an event (or the list of all events), by identity */
  source: object;
  body: Promise<EncodedBody>;
}

export class JsonLdCache {
  /** one answer per key, with the version it was built for */
  readonly #entries = new Map<string, Entry>();

  constructor(store: EventStore) {
    // per event (issue 25): an answer holds while its source is the same object, so another
    // event's publish leaves it; answers of events no longer served go
    store.onChange(() => {
      const served = new Set<object>(store.events);
      for (const [key, entry] of this.#entries) {
        if (!served.has(entry.source) && entry.source !== store.events) this.#entries.delete(key);
      }
    });
  }

  /**
   * `source`: the event (or the array of all events) the answer is built from; `version`: what
   * else it depends on (an hour, subEventsAsOf). A new one of either replaces it.
   */
  get(key: string, source: object, build: () => unknown, version = ''): Promise<EncodedBody> {
    const held = this.#entries.get(key);
    if (held?.source === source && held.version === version) return held.body;
    const text = htmlSafeJson(build());
    const body = encodeBody(contentHash(text), text);
    this.#entries.set(key, { version, source, body });
    // a failed encoding is not kept: the next request tries again
    body.catch(() => {
      if (this.#entries.get(key)?.body === body) this.#entries.delete(key);
    });
    return body;
  }
}
