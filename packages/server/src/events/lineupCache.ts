// One lineup response per event and data version, serialised once and compressed once
// (DESIGN §5). The response also moves with time (set cursors, current events): it is rebuilt
// lazily when the minute changed, and re-encoded only when the rebuilt hash differs.
// Invalidated per event (issue 25): an answer holds while its event is the same object and
// what the events show of each other (the store's directoryVersion) is unchanged, so one
// event's publish rebuilds that event's answer only.
// Made of two parts (issue 38): what the event alone gives (sets, tracks, its meta: the bulk)
// is built, hashed, serialised and compressed once per version of the event; what shows the
// other events (names, dates, current ones) and the set cursors is built per answer and
// appended (http/joinedEncoding.ts). A rename, the minute or another event's dates then cost
// every other event's answer its small part only, not its sets again.
import {
  assembleLineup,
  type LineupOwnPart,
  type LineupResponse,
  type LineupSharedPart,
  type LoadedEvent,
  lineupHash,
  lineupOwnHash,
  lineupOwnPart,
  lineupSetEnds,
  lineupSharedPart,
} from '@lineup/core';
import type { Clock } from '../clock.ts';
import type { EncodedBody } from '../http/encoding.ts';
import { closeBody, type OpenBody, openBody } from '../http/joinedEncoding.ts';
import type { EventStore } from './eventStore.ts';
import { knownLineup } from './lineupParts.ts';

export type EncodedLineup = EncodedBody;

/** lineup answers built per event id in this process (tests see what a change rebuilt) */
export const lineupBuilds = new Map<string, number>();
/** own parts (sets, tracks, meta) built and compressed per event id (tests: a rename's cost) */
export const lineupOwnBuilds = new Map<string, number>();

interface Own {
  event: LoadedEvent;
  /** each stage's set ends (the set cursors move with them); the sets themselves are not kept */
  ends: string[][];
  hash: string;
  /** `{"sets":…,"tracks":…,"latestTracks":…,"meta":{…`: the answer's JSON up to the shared part */
  open: Promise<OpenBody>;
  /** the own part as a reader of the JSON sees it, parsed once when first asked for */
  parsed: LineupOwnPart | null;
}

interface Entry {
  event: LoadedEvent;
  directory: number;
  minute: number;
  encoded: Promise<EncodedLineup>;
  /** the answer once built: read without waiting (ready) */
  built: EncodedLineup | null;
}

/** the JSON that follows an own part's text: the rest of meta, the cursors and the hash */
function sharedText(shared: LineupSharedPart, hash: string): string {
  const { setCursors, ...around } = shared;
  // around has keys (previousEvents is always a list), and meta before it has its id
  return `,${JSON.stringify(around).slice(1)},"setCursors":${JSON.stringify(setCursors)},"hash":${JSON.stringify(hash)}}`;
}

function ownOf(event: LoadedEvent): Own {
  const part = lineupOwnPart(event);
  const whole = JSON.stringify(part);
  // meta is the last key and an object: the text leaves meta and the answer open ('}}' off)
  const text = whole.slice(0, -2);
  const open = openBody(text);
  lineupOwnBuilds.set(event.id, (lineupOwnBuilds.get(event.id) ?? 0) + 1);
  return { event, ends: lineupSetEnds(part), hash: lineupOwnHash(part), open, parsed: null };
}

export class LineupCache {
  readonly #store: EventStore;
  readonly #clock: Clock;
  readonly #entries = new Map<string, Entry>();
  readonly #own = new Map<string, Own>();

  constructor(store: EventStore, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
    // answers of events no longer served go at once; a replaced event's answer stays until
    // asked for: when the new version serves the same bytes, the same object goes on
    store.onChange(() => {
      const served = new Set(store.events.map((e) => e.id));
      for (const id of this.#entries.keys()) if (!served.has(id)) this.#entries.delete(id);
      for (const id of this.#own.keys()) if (!served.has(id)) this.#own.delete(id);
    });
  }

  /**
   * The encoded response when it is built and still current, else null (then get()): the fans'
   * fast lane answers from it in the request's own tick, with no promise, closure or microtask
   * per read.
   */
  ready(event: LoadedEvent): EncodedLineup | null {
    const held = this.#entries.get(event.id);
    if (!held?.built || held.event !== event) return null;
    if (held.directory !== this.#store.directoryVersion) return null;
    if (held.minute !== Math.floor(this.#clock.now().getTime() / 60_000)) return null;
    return held.built;
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

    let own = this.#own.get(event.id);
    if (own?.event !== event) {
      own = ownOf(event);
      this.#own.set(event.id, own);
      const made = own;
      made.open.catch(() => {
        if (this.#own.get(event.id) === made) this.#own.delete(event.id);
      });
    }
    const shared = lineupSharedPart(event, own.ends, this.#store.events, now);
    const hash = lineupHash(own.hash, shared);
    lineupBuilds.set(event.id, (lineupBuilds.get(event.id) ?? 0) + 1);
    const previous = held?.encoded ?? null;
    const made = own;
    const encoded = (async () => {
      // the same bytes keep the same object: pages and prepared headers built on it hold
      const before = previous ? await previous.catch(() => null) : null;
      if (before && before.hash === hash) return before;
      const text = sharedText(shared, hash);
      const open = await made.open;
      const body = await closeBody(hash, open, text);
      // pages and parts read the answer as objects: the own part is parsed once per version
      knownLineup(body, (): LineupResponse => {
        made.parsed ??= JSON.parse(`${open.identity.toString('utf8')}}}`) as LineupOwnPart;
        const around = JSON.parse(JSON.stringify(shared)) as LineupSharedPart;
        return assembleLineup(made.parsed, around, hash);
      });
      return body;
    })();
    const entry: Entry = { event, directory, minute, encoded, built: null };
    this.#entries.set(event.id, entry);
    encoded.then(
      (body) => {
        entry.built = body;
      },
      // a failed build is not kept: the next request tries again
      () => {
        if (this.#entries.get(event.id) === entry) this.#entries.delete(event.id);
      },
    );
    return encoded;
  }
}
