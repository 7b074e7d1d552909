// The events of DATA_DIR/events, loaded through core's validation and kept fresh: fs.watch for
// speed plus a periodic mtime poll (fs.watch misses changes on some file systems and editors).
// A broken file is reported and its last good version keeps being served; the store never
// throws because of data. Files are parsed in a worker (eventParser.ts), so no file can stall
// requests; a file still being written is left until it stops changing; a folder that cannot
// be listed for a moment keeps everything served (and /health says so).
import { type FSWatcher, watch } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type Diagnostic,
  directoryChanged,
  type EventFileResult,
  type LoadedEvent,
  MAX_EVENT_FILE_CHARS,
} from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { parseEvent } from './eventParser.ts';

const EVENT_FILE = /\.(ya?ml|json)$/i;
const WATCH_DEBOUNCE_MS = 100;
/** a file is loaded once it has not changed for this long (a save in progress is not a lineup) */
export const SETTLE_MS = 1000;
/** checked with stat before reading: a file this large is no lineup (UTF-8 bytes ≥ characters) */
export const MAX_EVENT_FILE_BYTES = MAX_EVENT_FILE_CHARS;

/** The validation report of one file (for logs now, an organiser view later). */
export interface FileReport {
  /** relative to DATA_DIR, e.g. events/sunrise.yaml */
  file: string;
  /** the last read parsed without errors */
  ok: boolean;
  /** id of the event served from this file (the last good version when the file is broken) */
  eventId: string | null;
  /** the served version is an older one because the file is broken now */
  stale: boolean;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** the line of each set of the event read (none when it did not load) */
  setLines?: number[];
  checkedAt: string;
}

interface FileState {
  stamp: string;
  event: LoadedEvent | null;
  report: FileReport;
}

export type ParseFn = (bytes: Uint8Array, file: string, now: Date) => Promise<EventFileResult>;

export interface EventStoreOptions {
  dataDir: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  /** adds what the deployment knows to each loaded event (sign-in client id) */
  decorate?: (event: LoadedEvent) => LoadedEvent;
  /** how long a file must stay unchanged before it is loaded (default SETTLE_MS) */
  settleMs?: number;
  /** bytes → validated event (default: the shared parsing worker) */
  parse?: ParseFn;
}

export class EventStore {
  readonly #dir: string;
  readonly #dataDir: string;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #settleMs: number;
  readonly #parse: ParseFn;
  readonly #decorate: (event: LoadedEvent) => LoadedEvent;
  readonly #files = new Map<string, FileState>();
  /** files seen changed but not yet settled: the stamp and since when it has been seen */
  readonly #settling = new Map<string, { stamp: string; since: number }>();
  /** event id → file name serving it: a newcomer with the same id never takes it over */
  #servedBy = new Map<string, string>();
  #events: LoadedEvent[] = [];
  #version = 0;
  #directoryVersion = 0;
  #listingError: { message: string; since: string } | null = null;
  #watcher: FSWatcher | null = null;
  #poll: NodeJS.Timeout | null = null;
  #debounce: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #starting = false;
  #listeners: (() => void)[] = [];
  /** events published from the browser, by id (events/publishedSource.ts); they win over files */
  readonly #published = new Map<string, LoadedEvent>();

  constructor(options: EventStoreOptions) {
    this.#dataDir = options.dataDir;
    this.#dir = path.join(options.dataDir, 'events');
    this.#clock = options.clock;
    this.#log = options.log;
    this.#pollMs = options.pollMs;
    this.#settleMs = options.settleMs ?? SETTLE_MS;
    this.#parse = options.parse ?? parseEvent;
    this.#decorate = options.decorate ?? ((event) => event);
  }

  /** every loaded event (last good versions), one per id */
  get events(): LoadedEvent[] {
    return this.#events;
  }

  /** grows by one whenever the served data changes */
  get version(): number {
    return this.#version;
  }

  /**
   * grows by one when what the events show of each other changes (core directoryKey: an
   * event added or removed, renamed, its dates…), not when sets move inside an event: a cache
   * of one event's answer holds while its event object and this stay the same
   */
  get directoryVersion(): number {
    return this.#directoryVersion;
  }

  get reports(): FileReport[] {
    return [...this.#files.values()].map((f) => f.report);
  }

  /**
   * The seam of the second source (DESIGN §9): an event published from the browser, parsed
   * and checked by the same core function as a file; null takes it away. A file with the same
   * id is then reported and not served.
   */
  setPublished(id: string, event: LoadedEvent | null): void {
    if (event) this.#published.set(id, event);
    else if (!this.#published.delete(id)) return;
    this.#publish();
  }

  /** the ids served from the database rather than from a file */
  get publishedIds(): string[] {
    return [...this.#published.keys()];
  }

  /** why the events folder could not be listed at the last scan (what was served still is) */
  get listingError(): { message: string; since: string } | null {
    return this.#listingError;
  }

  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** loads every file now (resolves when done), then keeps watching */
  async start(): Promise<void> {
    this.#stopped = false;
    // nothing is served yet: every file is loaded at once (one still being written is loaded
    // again when it settles, as its stamp changes)
    this.#starting = true;
    try {
      await this.scan();
    } finally {
      this.#starting = false;
    }
    this.#startWatcher();
    if (this.#pollMs > 0) {
      this.#poll = setInterval(() => void this.scan(), this.#pollMs);
      this.#poll.unref();
    }
  }

  stop(): void {
    this.#stopped = true;
    this.#watcher?.close();
    this.#watcher = null;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#poll = null;
    this.#debounce = null;
  }

  /**
   * Compares every file with what was loaded and reloads the changed ones. Scans never overlap:
   * a call during a scan is answered when a scan that started after the call is done.
   */
  scan(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      do {
        this.#again = false;
        try {
          await this.#scan();
        } catch (error) {
          this.#log.error({ err: error }, 'scanning the event files failed');
        }
      } while (this.#again && !this.#stopped);
    })().finally(() => {
      this.#running = null;
    });
    if (!this.#watcher && !this.#stopped) this.#startWatcher();
    return this.#running;
  }

  #startWatcher(): void {
    if (this.#watcher || this.#stopped) return;
    try {
      this.#watcher = watch(this.#dir, () => this.#scheduleScan(WATCH_DEBOUNCE_MS));
      this.#watcher.on('error', () => {
        this.#watcher?.close();
        this.#watcher = null;
      });
      this.#watcher.unref();
    } catch {
      // the folder does not exist (yet): the poll picks it up
      this.#watcher = null;
    }
  }

  #scheduleScan(delayMs: number): void {
    if (this.#stopped) return;
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => void this.scan(), delayMs);
    this.#debounce.unref();
  }

  async #list(): Promise<string[] | null> {
    try {
      const names = (await readdir(this.#dir)).filter((name) => EVENT_FILE.test(name));
      if (this.#listingError) this.#log.info('the events folder can be listed again');
      this.#listingError = null;
      return names.sort();
    } catch (error) {
      // the code only: /health is public and the message names server paths
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      const message = `the events folder cannot be listed (${code})`;
      if (this.#listingError?.message !== message) {
        this.#log.error(
          { err: error, served: this.#events.length },
          `${message}; serving what was loaded`,
        );
        this.#listingError = { message, since: this.#clock.now().toISOString() };
      }
      return null;
    }
  }

  async #scan(): Promise<void> {
    const names = await this.#list();
    // not knowing which files exist is no reason to stop serving them
    if (names === null) return;
    let changed = false;
    const seen = new Set<string>();
    for (const name of names) {
      if (this.#stopped) return;
      const full = path.join(this.#dir, name);
      let info: Awaited<ReturnType<typeof stat>>;
      try {
        info = await stat(full);
      } catch {
        continue; // vanished between readdir and stat
      }
      if (!info.isFile()) continue;
      const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`;
      seen.add(name);
      if (this.#files.get(name)?.stamp === stamp) continue;
      if (!this.#settled(name, stamp, info.mtimeMs)) continue;
      this.#settling.delete(name);
      changed = (await this.#load(name, full, stamp, info.size)) || changed;
    }
    for (const name of [...this.#files.keys()]) {
      if (seen.has(name)) continue;
      const gone = this.#files.get(name);
      this.#files.delete(name);
      this.#log.info({ file: this.#relative(name) }, 'event file removed');
      if (gone?.event) changed = true;
    }
    for (const name of this.#settling.keys()) if (!seen.has(name)) this.#settling.delete(name);
    if (changed) this.#publish();
  }

  /**
   * True when the file has stopped changing: its mtime is SETTLE_MS old, or this stamp was seen
   * SETTLE_MS ago. Else it is looked at again then: a non-atomic save cut at a line boundary
   * can be a valid smaller lineup, and must not be served.
   */
  #settled(name: string, stamp: string, mtimeMs: number): boolean {
    if (this.#settleMs <= 0 || this.#starting) return true;
    const now = Date.now();
    if (now - mtimeMs >= this.#settleMs) return true;
    const seen = this.#settling.get(name);
    if (seen?.stamp === stamp && now - seen.since >= this.#settleMs) return true;
    if (seen?.stamp !== stamp) this.#settling.set(name, { stamp, since: now });
    this.#scheduleScan(this.#settleMs);
    return false;
  }

  async #read(full: string, file: string, size: number): Promise<EventFileResult> {
    const tooLarge: EventFileResult = {
      event: null,
      errors: [
        {
          path: file,
          line: 1,
          rule: 'file.size',
          message: `the file is larger than ${MAX_EVENT_FILE_BYTES.toLocaleString('en')} bytes; not loaded`,
        },
      ],
      warnings: [],
    };
    if (size > MAX_EVENT_FILE_BYTES) return tooLarge;
    let bytes: Buffer;
    try {
      bytes = await readFile(full);
    } catch (error) {
      const message = (error as Error).message;
      return { event: null, errors: [{ path: file, rule: 'read', message }], warnings: [] };
    }
    // it grew between stat and read
    if (bytes.length > MAX_EVENT_FILE_BYTES) return tooLarge;
    return this.#parse(bytes, file, this.#clock.now());
  }

  /** reads one file; true when the served data may have changed */
  async #load(name: string, full: string, stamp: string, size: number): Promise<boolean> {
    const file = this.#relative(name);
    let result = await this.#read(full, file, size);
    const previous = this.#files.get(name);
    if (result.event) result = { ...result, event: this.#decorate(result.event) };
    const event = result.event ?? previous?.event ?? null;
    for (const d of result.errors) {
      this.#log.error({ file: d.path, line: d.line, rule: d.rule }, d.message);
    }
    for (const d of result.warnings) {
      this.#log.warn({ file: d.path, line: d.line, rule: d.rule }, d.message);
    }
    if (result.event === null) {
      this.#log.error(
        { file, keeps: previous?.event ? previous.event.id : null },
        previous?.event
          ? 'event file is broken: serving its last good version'
          : 'event file is broken and was never loaded: not served',
      );
    } else {
      this.#log.info({ file, event: event?.id, sets: event?.sets.length }, 'event file loaded');
    }
    this.#files.set(name, {
      stamp,
      event,
      report: {
        file,
        ok: result.event !== null,
        eventId: event?.id ?? null,
        stale: result.event === null && event !== null,
        errors: result.errors,
        warnings: result.warnings,
        ...(result.setLines ? { setLines: result.setLines } : {}),
        checkedAt: this.#clock.now().toISOString(),
      },
    });
    return result.event !== null || (previous?.event ?? null) !== event;
  }

  #relative(name: string): string {
    return path.relative(this.#dataDir, path.join(this.#dir, name)).split(path.sep).join('/');
  }

  #publish(): void {
    // published events first: a file with their id is reported, not served
    const byId = new Map<string, LoadedEvent>(this.#published);
    const servedBy = new Map<string, string>();
    // the file that served an id keeps it; among newcomers the first by name wins
    const held = (name: string, state: FileState) =>
      state.event !== null && this.#servedBy.get(state.event.id) === name ? 0 : 1;
    const ordered = [...this.#files.entries()].sort(
      ([a, sa], [b, sb]) => held(a, sa) - held(b, sb) || (a < b ? -1 : 1),
    );
    for (const [name, state] of ordered) {
      const event = state.event;
      if (!event) continue;
      const holder = byId.get(event.id);
      if (holder) {
        const message = `event id "${event.id}" is already used by ${holder.sourcePath}; this file is not served`;
        this.#log.error({ file: this.#relative(name), rule: 'id.duplicate' }, message);
        state.report = {
          ...state.report,
          ok: false,
          eventId: null,
          errors: [
            ...state.report.errors.filter((d) => d.rule !== 'id.duplicate'),
            { path: state.report.file, rule: 'id.duplicate', message },
          ],
        };
        continue;
      }
      byId.set(event.id, event);
      servedBy.set(event.id, name);
      if (state.report.errors.some((d) => d.rule === 'id.duplicate')) {
        // the file that held the id is gone: this one is served now
        const errors = state.report.errors.filter((d) => d.rule !== 'id.duplicate');
        state.report = { ...state.report, errors, ok: errors.length === 0, eventId: event.id };
      }
    }
    this.#servedBy = servedBy;
    // files first in the list: where two events match one request (an alias both claim, one
    // short code) the first found wins, and a file-managed event wins any tie (DESIGN §10)
    const events = [
      ...[...byId.values()].filter((e) => !this.#published.has(e.id)),
      ...this.#published.values(),
    ];
    if (directoryChanged(this.#events, events)) this.#directoryVersion++;
    this.#events = events;
    this.#version++;
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch (error) {
        this.#log.error({ err: error }, 'event change listener failed');
      }
    }
  }
}
