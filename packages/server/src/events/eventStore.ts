// The events of DATA_DIR/events, loaded through core's validation and kept fresh: fs.watch for
// speed plus a periodic mtime poll (fs.watch misses changes on some file systems and editors).
// A broken file is reported and its last good version keeps being served; the store never
// throws because of data.
import { type FSWatcher, readdirSync, readFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, type LoadedEvent, parseEventFile } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';

const EVENT_FILE = /\.(ya?ml|json)$/i;
const WATCH_DEBOUNCE_MS = 100;

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
  checkedAt: string;
}

interface FileState {
  stamp: string;
  event: LoadedEvent | null;
  report: FileReport;
}

export interface EventStoreOptions {
  dataDir: string;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs: number;
  /** adds what the deployment knows to each loaded event (sign-in client id) */
  decorate?: (event: LoadedEvent) => LoadedEvent;
}

export class EventStore {
  readonly #dir: string;
  readonly #dataDir: string;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #pollMs: number;
  readonly #decorate: (event: LoadedEvent) => LoadedEvent;
  readonly #files = new Map<string, FileState>();
  #events: LoadedEvent[] = [];
  #version = 0;
  #watcher: FSWatcher | null = null;
  #poll: NodeJS.Timeout | null = null;
  #debounce: NodeJS.Timeout | null = null;
  #listeners: (() => void)[] = [];

  constructor(options: EventStoreOptions) {
    this.#dataDir = options.dataDir;
    this.#dir = path.join(options.dataDir, 'events');
    this.#clock = options.clock;
    this.#log = options.log;
    this.#pollMs = options.pollMs;
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

  get reports(): FileReport[] {
    return [...this.#files.values()].map((f) => f.report);
  }

  onChange(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /** loads every file now, then keeps watching */
  start(): void {
    this.scan();
    this.#startWatcher();
    if (this.#pollMs > 0) {
      this.#poll = setInterval(() => this.scan(), this.#pollMs);
      this.#poll.unref();
    }
  }

  stop(): void {
    this.#watcher?.close();
    this.#watcher = null;
    if (this.#poll) clearInterval(this.#poll);
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#poll = null;
    this.#debounce = null;
  }

  /** compares every file with what was loaded and reloads the changed ones */
  scan(): void {
    try {
      this.#scan();
    } catch (error) {
      this.#log.error({ err: error }, 'scanning the event files failed');
    }
    if (!this.#watcher) this.#startWatcher();
  }

  #startWatcher(): void {
    try {
      this.#watcher = watch(this.#dir, () => this.#scheduleScan());
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

  #scheduleScan(): void {
    if (this.#debounce) clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => this.scan(), WATCH_DEBOUNCE_MS);
    this.#debounce.unref();
  }

  #scan(): void {
    let names: string[] = [];
    try {
      names = readdirSync(this.#dir).filter((name) => EVENT_FILE.test(name));
    } catch {
      names = [];
    }
    let changed = false;
    const seen = new Set<string>();
    for (const name of names.sort()) {
      const full = path.join(this.#dir, name);
      let stamp: string;
      try {
        const stat = statSync(full);
        if (!stat.isFile()) continue;
        stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
      } catch {
        continue; // vanished between readdir and stat
      }
      seen.add(name);
      if (this.#files.get(name)?.stamp === stamp) continue;
      changed = this.#load(name, full, stamp) || changed;
    }
    for (const name of [...this.#files.keys()]) {
      if (seen.has(name)) continue;
      const gone = this.#files.get(name);
      this.#files.delete(name);
      this.#log.info({ file: this.#relative(name) }, 'event file removed');
      if (gone?.event) changed = true;
    }
    if (changed) this.#publish();
  }

  /** reads one file; true when the served data may have changed */
  #load(name: string, full: string, stamp: string): boolean {
    const file = this.#relative(name);
    const previous = this.#files.get(name);
    let result: ReturnType<typeof parseEventFile>;
    try {
      result = parseEventFile(readFileSync(full, 'utf8'), file, { now: this.#clock.now() });
    } catch (error) {
      result = {
        event: null,
        errors: [{ path: file, rule: 'read', message: (error as Error).message }],
        warnings: [],
      };
    }
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
        checkedAt: this.#clock.now().toISOString(),
      },
    });
    return result.event !== null || (previous?.event ?? null) !== event;
  }

  #relative(name: string): string {
    return path.relative(this.#dataDir, path.join(this.#dir, name)).split(path.sep).join('/');
  }

  #publish(): void {
    const byId = new Map<string, LoadedEvent>();
    for (const [name, state] of [...this.#files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
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
    }
    this.#events = [...byId.values()];
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
