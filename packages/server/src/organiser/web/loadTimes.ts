// When the version of each file that is served was loaded. The event store remembers only the
// last read of a file; once a save is broken, the time of the last good load would be lost,
// so it is noted here on every change of the served data.
import type { EventStore } from '../../events/eventStore.ts';

export class LoadTimes {
  readonly #store: EventStore;
  readonly #loadedAt = new Map<string, string>();

  constructor(store: EventStore) {
    this.#store = store;
    this.#note();
    store.onChange(() => this.#note());
  }

  /** the last time the file was read without errors (null: never since the server started) */
  loadedAt(file: string): string | null {
    this.#note();
    return this.#loadedAt.get(file) ?? null;
  }

  #note(): void {
    for (const report of this.#store.reports) {
      if (report.ok) this.#loadedAt.set(report.file, report.checkedAt);
    }
  }
}
