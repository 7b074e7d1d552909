// `PRAGMA quick_check` at start and behind /health (issue 12, item 8). The check reads every
// page, so on a large file it takes a while and blocks: it runs at most once per CHECK_EVERY_MS
// and /health answers the last result.
import type { Storage } from './storage.ts';
import type { StorageLog } from './unavailable.ts';

const CHECK_EVERY_MS = 10 * 60_000;

export class IntegrityCheck {
  readonly #storage: Storage;
  readonly #log: StorageLog;
  #last: { at: number; result: Promise<string> } | null = null;

  constructor(storage: Storage, log: StorageLog) {
    this.#storage = storage;
    this.#log = log;
  }

  /** "ok", or what the check found (or why the database cannot be checked) */
  result(): Promise<string> {
    if (this.#last && Date.now() - this.#last.at < CHECK_EVERY_MS) return this.#last.result;
    const result = this.#storage.integrity().catch((error: Error) => {
      // unreachable is not a finding: asked again on the next call, so /health recovers at once
      this.#last = null;
      return error.message;
    });
    this.#last = { at: Date.now(), result };
    void result.then((text) => {
      if (text === 'ok' || this.#last === null) return;
      const log = this.#log.error?.bind(this.#log) ?? this.#log.warn.bind(this.#log);
      log({ check: text }, 'database check failed: restore the file from a backup');
    });
    return result;
  }
}
