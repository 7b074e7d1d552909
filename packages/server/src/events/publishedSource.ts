// The second source of events (DESIGN §9): versions published from the browser, stored in the
// database. The newest version of each event is parsed by core (as a file is) and handed to
// the event store, so hash, ETag, change notices and push alerts follow as for an edited file.
// Parsed in the same worker as files. An instance learns of a publish at once through the storage's notifications (in-process on
// SQLite, LISTEN/NOTIFY on PostgreSQL) and, should one be missed, through a slow poll.
import type { LoadedEvent } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { PublishingStore } from '../storage/publishing.ts';
import { parseEvent } from './eventParser.ts';
import type { EventStore } from './eventStore.ts';

export interface PublishedSourceOptions {
  store: EventStore;
  publishing: PublishingStore;
  clock: Clock;
  log: FastifyBaseLogger;
  /** the safety net's interval; 0 turns it off */
  pollMs: number;
  decorate?: (event: LoadedEvent) => LoadedEvent;
}

/** how a published version names itself where a file would give its path */
export function publishedLabel(eventId: string, version: number): string {
  return `published/${eventId}@v${version}`;
}

export class PublishedSource {
  readonly #o: PublishedSourceOptions;
  /** the version served per event id */
  readonly #served = new Map<string, number>();
  #queue: Promise<void> = Promise.resolve();
  #poll: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;

  constructor(options: PublishedSourceOptions) {
    this.#o = options;
  }

  /** the version of an event that is served now (undefined: none from the database) */
  servedVersion(eventId: string): number | undefined {
    return this.#served.get(eventId);
  }

  /** loads every published event, then follows new versions */
  async start(): Promise<void> {
    this.#unsubscribe = this.#o.publishing.onPublished((eventId) => {
      void this.refresh(eventId || null);
    });
    await this.refresh(null);
    if (this.#o.pollMs > 0) {
      this.#poll = setInterval(() => void this.refresh(null), this.#o.pollMs);
      this.#poll.unref();
    }
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
  }

  /**
   * Serves the newest version of one event (null: of every event whose newest version is not
   * served yet). One refresh at a time, so versions are applied in order; never throws.
   */
  refresh(eventId: string | null): Promise<void> {
    const next = this.#queue.then(async () => {
      try {
        if (eventId !== null) {
          await this.#load(eventId);
          return;
        }
        const latest = await this.#o.publishing.latestVersions();
        for (const [id, version] of latest) {
          if (this.#served.get(id) !== version) await this.#load(id);
        }
      } catch (error) {
        this.#o.log.warn(
          { err: error, event: eventId },
          'reading published events failed; trying again later',
        );
      }
    });
    this.#queue = next;
    return next;
  }

  async #load(eventId: string): Promise<void> {
    const latest = await this.#o.publishing.latest(eventId);
    if (!latest || this.#served.get(eventId) === latest.version) return;
    const label = publishedLabel(eventId, latest.version);
    // in the parsing worker, as a file: a huge text does not stall the requests of others
    const result = await parseEvent(Buffer.from(latest.text, 'utf8'), label, this.#o.clock.now());
    if (!result.event || result.event.id !== eventId) {
      // checked when it was published: only a newer core's rules could refuse it now
      this.#o.log.error(
        { event: eventId, version: latest.version, errors: result.errors.length },
        'published version does not load: serving the one before',
      );
      this.#served.set(eventId, latest.version);
      return;
    }
    const event = this.#o.decorate ? this.#o.decorate(result.event) : result.event;
    this.#served.set(eventId, latest.version);
    this.#o.store.setPublished(eventId, event);
    this.#o.log.info(
      { event: eventId, version: latest.version, sets: event.sets.length },
      'published event loaded',
    );
  }
}
