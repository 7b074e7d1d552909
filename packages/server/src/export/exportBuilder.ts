// Builds the open-data files in a worker thread (exportWorker.ts), one job at a time; a job
// that takes over a minute is given up and the worker replaced.
import { Worker } from 'node:worker_threads';
import type { LoadedEvent } from '@lineup/core';
import type { ExportDone, ExportFormat, ExportJob } from './exportWorker.ts';

const TIMEOUT_MS = 60_000;

/** the threads that built exports in this process (tests see that it is not the main one) */
export const exportThreads = new Set<number>();

interface Pending {
  resolve: (done: { hash: string; body: string }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export class ExportBuilder {
  #worker: Worker | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;

  build(
    event: LoadedEvent,
    format: ExportFormat,
    origin: string,
    now: Date,
  ): Promise<{ hash: string; body: string }> {
    if (this.#closed) return Promise.reject(new Error('the server is stopping'));
    const worker = this.#spawn();
    const id = this.#nextId++;
    const job: ExportJob = { id, event, format, origin, now: now.getTime() };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#fail(new Error('building the export took too long'));
      }, TIMEOUT_MS);
      this.#pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#fail(new Error('the server is stopping'));
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./exportWorker.ts', import.meta.url));
    worker.on('message', (done: ExportDone) => {
      const pending = this.#pending.get(done.id);
      if (!pending) return;
      this.#pending.delete(done.id);
      clearTimeout(pending.timer);
      if ('error' in done) pending.reject(new Error(done.error));
      else {
        exportThreads.add(done.thread);
        pending.resolve(done);
      }
      if (this.#pending.size === 0) worker.unref();
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the export worker stopped (${code})`)));
    this.#worker = worker;
    return worker;
  }

  /** every job waiting fails; the next one starts a new worker */
  #fail(error: Error): void {
    const worker = this.#worker;
    this.#worker = null;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.#pending.delete(id);
    }
    void worker?.terminate();
  }
}
