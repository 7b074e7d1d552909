// One lineup response per event and data version, serialised once and compressed once
// (DESIGN §5). The response also moves with time (set cursors, current events): it is rebuilt
// lazily when the minute changed, and re-encoded only when the rebuilt hash differs.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { buildLineup, type LoadedEvent } from '@lineup/core';
import type { Clock } from '../clock.ts';
import type { EventStore } from './eventStore.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface EncodedLineup {
  hash: string;
  /** the quoted hash */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

interface Entry {
  version: number;
  minute: number;
  encoded: Promise<EncodedLineup>;
}

async function encode(hash: string, body: string): Promise<EncodedLineup> {
  const identity = Buffer.from(body, 'utf8');
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { hash, etag: `"${hash}"`, identity, gzip: gz, br };
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
      return encode(response.hash, JSON.stringify(response));
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
