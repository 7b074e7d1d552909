// A draft of megabytes written on SQLite held the thread that answers fans for 140-720 ms
// (node:sqlite writes synchronously, and synchronous=FULL waits for the disk): saving the
// largest drafts at the rate limit took fans' p99 from under 100 ms to 2-2.7 s. Large drafts
// are therefore written by a thread of its own with its own connection to the file (WAL lets
// readers go on meanwhile); small ones, and a database in memory, stay on the calling thread.
import { Worker } from 'node:worker_threads';
import type { EventDraft } from './publishing.ts';
import type { DraftSave, DraftSaved } from './sqliteDraftWorker.ts';
import type { SqliteWriteGate } from './sqliteWriteGate.ts';

/** drafts at least this long are written off the calling thread */
export const OFF_THREAD_DRAFT_CHARS = 256 * 1024;

export class SqliteDraftWriter {
  readonly #file: string;
  readonly #gate: SqliteWriteGate;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<
    number,
    { resolve: (saved: EventDraft | null) => void; reject: (error: Error) => void }
  >();

  constructor(file: string, gate: SqliteWriteGate) {
    this.#file = file;
    this.#gate = gate;
  }

  save(draft: EventDraft, expected: number | null | undefined): Promise<EventDraft | null> {
    const worker = this.#spawn();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref();
      const message: DraftSave = { id, draft, expected };
      worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #settle(
    id: number,
    settle: (p: { resolve: (s: EventDraft | null) => void; reject: (e: Error) => void }) => void,
  ) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    settle(pending);
    if (this.#pending.size === 0) this.#worker?.unref();
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./sqliteDraftWorker.ts', import.meta.url), {
      workerData: { file: this.#file, gate: this.#gate.buffer },
    });
    // read now: an exited worker's threadId is -1
    const thread = worker.threadId;
    worker.on('message', (done: DraftSaved) => {
      this.#settle(done.id, (p) => {
        if ('saved' in done) p.resolve(done.saved);
        else p.reject(Object.assign(new Error(done.failure), done.code ? { code: done.code } : {}));
      });
    });
    const lose = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const id of [...this.#pending.keys()]) this.#settle(id, (p) => p.reject(error));
    };
    worker.on('error', lose);
    worker.on('exit', () => {
      // stopped (close, a crash) holding or awaiting the gate: the other writers go on
      this.#gate.abandon(thread);
      lose(new Error('the draft writer stopped'));
    });
    this.#worker = worker;
    return worker;
  }
}
