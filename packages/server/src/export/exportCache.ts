// The open-data files of an event (DESIGN §11): schedule.xml and schedule.json in the
// frab/c3voc format and the whole timetable as iCalendar, built once per version of the
// event and compressed once. Their ETag is the hash of what they hold, so a set ending (which
// moves the lineup's own hash) changes nothing for an app polling them.
import type { LoadedEvent } from '@lineup/core';
import type { Clock } from '../clock.ts';
import type { EventStore } from '../events/eventStore.ts';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';
import { ExportBuilder } from './exportBuilder.ts';
import type { ExportFormat } from './exportWorker.ts';

export type { ExportFormat } from './exportWorker.ts';

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  xml: 'application/xml; charset=utf-8',
  json: 'application/json; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
};

interface Entry {
  event: LoadedEvent;
  files: Map<ExportFormat, Promise<EncodedBody>>;
}

/** exports built per event id and format in this process (tests see what was rebuilt) */
export const exportBuilds = new Map<string, number>();

export class ExportCache {
  readonly #clock: Clock;
  readonly #origin: string;
  readonly #entries = new Map<string, Entry>();
  readonly #builder = new ExportBuilder();

  constructor(store: EventStore, clock: Clock, origin: string) {
    this.#clock = clock;
    this.#origin = origin;
    store.onChange(() => {
      const served = new Set(store.events.map((e) => e.id));
      for (const id of this.#entries.keys()) if (!served.has(id)) this.#entries.delete(id);
    });
  }

  get(event: LoadedEvent, format: ExportFormat): Promise<EncodedBody> {
    // an export shows this event only: another event's new name or dates change nothing here
    let entry = this.#entries.get(event.id);
    if (!entry || entry.event !== event) {
      entry = { event, files: new Map() };
      this.#entries.set(event.id, entry);
    }
    let file = entry.files.get(format);
    if (!file) {
      file = this.#build(event, format);
      const held = entry;
      // a failed build is tried again by the next request
      file.catch(() => held.files.delete(format));
      entry.files.set(format, file);
      exportBuilds.set(
        `${event.id} ${format}`,
        (exportBuilds.get(`${event.id} ${format}`) ?? 0) + 1,
      );
    }
    return file;
  }

  async #build(event: LoadedEvent, format: ExportFormat): Promise<EncodedBody> {
    const { hash, body } = await this.#builder.build(
      event,
      format,
      this.#origin,
      this.#clock.now(),
    );
    return encodeBody(hash, body);
  }

  close(): Promise<void> {
    return this.#builder.close();
  }
}
