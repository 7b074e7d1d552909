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
  isEventNear,
  type LineupOwnPart,
  type LineupResponse,
  type LoadedEvent,
  lineupHash,
  lineupSharedPart,
} from '@lineup/core';
import type { Clock } from '../clock.ts';
import type { EncodedBody } from '../http/encoding.ts';
import { closeBody, type OpenBody, openBody } from '../http/joinedEncoding.ts';
import type { EventStore } from './eventStore.ts';
import { knownLineup } from './lineupParts.ts';
import { lineupOfParts, parseOwnText, sharedText } from './lineupText.ts';
import { ownBuilt } from './versionThread.ts';
import type { VersionWorker } from './versionWorker.ts';

export type EncodedLineup = EncodedBody;

/** lineup answers built per event id in this process (tests see what a change rebuilt) */
export const lineupBuilds = new Map<string, number>();
/** own parts (sets, tracks, meta) built and compressed per event id (tests: a rename's cost) */
export const lineupOwnBuilds = new Map<string, number>();

interface Own {
  event: LoadedEvent;
  /**
   * built in the version thread (hundreds of milliseconds for a big festival), then
   * compressed: `ends` are each stage's set ends (the set cursors move with them; the sets
   * themselves are not kept), `open` is `{"sets":…,"tracks":…,"latestTracks":…,"meta":{…`,
   * the answer's JSON up to the shared part
   */
  built: Promise<{ ends: string[][]; hash: string; open: OpenBody }>;
  /** the own part as a reader of the JSON sees it, parsed once when first asked for */
  parsed: LineupOwnPart | null;
}

/** the own part's hash of each event version built here: worked out once per version */
const ownHashes = new WeakMap<LoadedEvent, string>();

/** the own part's hash (core lineupOwnHash) of this event object, if an answer was built */
export function knownOwnHash(event: LoadedEvent): string | undefined {
  return ownHashes.get(event);
}

interface Entry {
  event: LoadedEvent;
  directory: number;
  minute: number;
  encoded: Promise<EncodedLineup>;
  /** the answer once built: read without waiting (ready) */
  built: EncodedLineup | null;
}

/**
 * What an answer is made of (lineupText.ts): the render thread keeps the own part by its hash
 * and is sent the shared part alone while the event is the same
 */
export interface LineupPieces {
  ownHash: string;
  /** the own part's text (lineupText.ts ownText), as UTF-8 */
  own: Buffer;
  /** the shared part's JSON */
  shared: string;
}

const pieces = new WeakMap<EncodedLineup, LineupPieces>();

/** the parts of an answer this cache built (undefined: not one of its answers) */
export function lineupPieces(encoded: EncodedLineup): LineupPieces | undefined {
  return pieces.get(encoded);
}

function ownOf(event: LoadedEvent, versions: VersionWorker | null): Own {
  lineupOwnBuilds.set(event.id, (lineupOwnBuilds.get(event.id) ?? 0) + 1);
  const built = (async () => {
    const { text, hash, ends } = versions ? await versions.own(event) : ownBuilt(event);
    ownHashes.set(event, hash);
    return { ends, hash, open: await openBody(text) };
  })();
  return { event, built, parsed: null };
}

export class LineupCache {
  readonly #store: EventStore;
  readonly #clock: Clock;
  readonly #entries = new Map<string, Entry>();
  /** answers of a later minute than the clock's, built ahead */
  readonly #ahead = new Map<string, Entry>();
  readonly #own = new Map<string, Own>();
  readonly #versions: VersionWorker | null;

  /** `versions`: the thread that builds own parts (null: built on this thread) */
  constructor(store: EventStore, clock: Clock, versions: VersionWorker | null = null) {
    this.#store = store;
    this.#clock = clock;
    this.#versions = versions;
    // answers of events no longer served go at once; a replaced event's answer stays until
    // asked for: when the new version serves the same bytes, the same object goes on
    store.onChange(() => {
      const served = new Set(store.events.map((e) => e.id));
      for (const id of this.#entries.keys()) if (!served.has(id)) this.#entries.delete(id);
      for (const id of this.#ahead.keys()) if (!served.has(id)) this.#ahead.delete(id);
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

  /**
   * the encoded response of a loaded event (not an alias), as of now or of `at`: a later
   * minute's answer, built ahead (the pages of the next minute are), is kept apart and taken
   * when its minute comes, if the event and the directory are still the same
   */
  get(event: LoadedEvent, at?: Date): Promise<EncodedLineup> {
    const clockMinute = Math.floor(this.#clock.now().getTime() / 60_000);
    const now = at ?? this.#clock.now();
    const minute = Math.floor(now.getTime() / 60_000);
    const directory = this.#store.directoryVersion;
    const fits = (entry: Entry | undefined): boolean =>
      entry?.event === event && entry.directory === directory && entry.minute === minute;
    const held = this.#entries.get(event.id);
    if (held && fits(held)) return held.encoded;
    const ahead = this.#ahead.get(event.id);
    if (ahead && fits(ahead)) {
      if (minute <= clockMinute) {
        this.#entries.set(event.id, ahead);
        this.#ahead.delete(event.id);
      }
      return ahead.encoded;
    }

    let own = this.#own.get(event.id);
    if (own?.event !== event) {
      own = ownOf(event, this.#versions);
      this.#own.set(event.id, own);
      const made = own;
      made.built.catch(() => {
        if (this.#own.get(event.id) === made) this.#own.delete(event.id);
      });
    }
    // the events as they are now, not when the own part is ready
    const all = this.#store.events;
    lineupBuilds.set(event.id, (lineupBuilds.get(event.id) ?? 0) + 1);
    const previous = held?.encoded ?? null;
    const made = own;
    const encoded = (async () => {
      const { ends, hash: ownHash, open } = await made.built;
      const shared = lineupSharedPart(event, ends, all, now);
      const hash = lineupHash(ownHash, shared);
      // the same bytes keep the same object: pages and prepared headers built on it hold
      const before = previous ? await previous.catch(() => null) : null;
      if (before && before.hash === hash) return before;
      const text = sharedText(shared, hash);
      const body = await closeBody(hash, open, text);
      const sharedJson = JSON.stringify(shared);
      pieces.set(body, { ownHash, own: open.identity, shared: sharedJson });
      // pages and parts read the answer as objects: the own part is parsed once per version
      knownLineup(body, (): LineupResponse => {
        made.parsed ??= parseOwnText(open.identity.toString('utf8'));
        return lineupOfParts(made.parsed, sharedJson, hash);
      });
      return body;
    })();
    const entry: Entry = { event, directory, minute, encoded, built: null };
    const entries = minute > clockMinute ? this.#ahead : this.#entries;
    entries.set(event.id, entry);
    encoded.then(
      (body) => {
        entry.built = body;
      },
      // a failed build is not kept: the next request tries again
      () => {
        if (entries.get(event.id) === entry) entries.delete(event.id);
      },
    );
    return encoded;
  }

  /**
   * Builds the answers of the events on now, or starting or ending within a day, one after the
   * other: the first fan after a start or a deploy then gets a built answer (and a page drawn
   * from it) instead of waiting for a big festival's first build. Failures are left to the
   * first read, which tries again.
   */
  async warm(isStopped: () => boolean = () => false): Promise<string[]> {
    const now = this.#clock.now();
    const warmed: string[] = [];
    for (const event of this.#store.events.filter((e) => isEventNear(e, now))) {
      if (isStopped()) break;
      try {
        await this.get(event);
        warmed.push(event.id);
      } catch {
        // the first read builds it again and says why
      }
    }
    return warmed;
  }
}
