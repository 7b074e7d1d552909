// Event files are parsed in a worker thread: a file that takes long to parse (aliases, a huge
// list) never stalls the requests of others, and one that takes too long is given up (the
// worker is replaced) and reported instead of holding its source forever. Any source of event
// text (files now, versions published from the browser later) parses through `parseEvent`.
import { Worker } from 'node:worker_threads';
import type { EventFileResult } from '@lineup/core';
import type { ParseDone, ParseJob } from './parseWorker.ts';

/** a lineup of a big festival parses in well under a second; this is a broken or hostile file */
export const PARSE_TIMEOUT_MS = 20_000;

interface Pending {
  job: ParseJob;
  resolve: (result: EventFileResult) => void;
}

function failed(file: string, rule: string, message: string): EventFileResult {
  return { event: null, errors: [{ path: file, line: 1, rule, message }], warnings: [] };
}

/** One worker, one file at a time (so a timeout is the time of that one file). */
export class EventParser {
  readonly #timeoutMs: number;
  readonly #queue: Pending[] = [];
  #worker: Worker | null = null;
  #current: Pending | null = null;
  #timer: NodeJS.Timeout | null = null;
  #nextId = 1;
  #closed = false;
  #idle: (() => void)[] = [];

  constructor(options: { timeoutMs?: number } = {}) {
    this.#timeoutMs = options.timeoutMs ?? PARSE_TIMEOUT_MS;
  }

  /** `file` only labels the diagnostics; `bytes` are the file as stored (UTF-8) */
  parse(bytes: Uint8Array, file: string, now: Date): Promise<EventFileResult> {
    if (this.#closed) return Promise.resolve(failed(file, 'read', 'the server is stopping'));
    return new Promise((resolve) => {
      const job: ParseJob = { id: this.#nextId++, bytes, file, now: now.getTime() };
      this.#queue.push({ job, resolve });
      this.#next();
    });
  }

  /** a file or published version is being parsed or waits for it */
  get busy(): boolean {
    return this.#current !== null || this.#queue.length > 0;
  }

  /** resolves once nothing is being parsed (at once when nothing is) */
  whenIdle(): Promise<void> {
    if (!this.busy || this.#closed) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) {
      pending.resolve(failed(pending.job.file, 'read', 'the server is stopping'));
    }
    this.#finish(failed(this.#current?.job.file ?? '', 'read', 'the server is stopping'));
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
    for (const resolve of this.#idle.splice(0)) resolve();
  }

  #next(): void {
    if (this.#current || this.#closed) return;
    const pending = this.#queue.shift();
    if (!pending) {
      this.#worker?.unref();
      for (const resolve of this.#idle.splice(0)) resolve();
      return;
    }
    this.#current = pending;
    const worker = this.#spawn();
    worker.ref();
    this.#timer = setTimeout(() => {
      const seconds = Math.round(this.#timeoutMs / 1000);
      this.#restart();
      this.#finish(
        failed(
          pending.job.file,
          'file.timeout',
          `reading the file took longer than ${seconds} s; not loaded (is it far larger than a lineup?)`,
        ),
      );
    }, this.#timeoutMs);
    worker.postMessage(pending.job);
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./parseWorker.ts', import.meta.url));
    worker.on('message', (done: ParseDone) => {
      if (this.#current?.job.id === done.id) this.#finish(done.result);
    });
    const lost = (reason: string) => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      const file = this.#current?.job.file ?? '';
      this.#finish(failed(file, 'read', `the file could not be read: ${reason}`));
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`the parser stopped (${code})`));
    this.#worker = worker;
    return worker;
  }

  #restart(): void {
    const worker = this.#worker;
    this.#worker = null;
    void worker?.terminate();
  }

  #finish(result: EventFileResult): void {
    const current = this.#current;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#current = null;
    current?.resolve(result);
    this.#next();
  }
}

let shared: EventParser | null = null;

/** The parser shared by every source of events (files, published versions). */
export function sharedParser(): EventParser {
  shared ??= new EventParser();
  return shared;
}

/** Parses event text off the main thread, in the worker shared by every source of events. */
export function parseEvent(bytes: Uint8Array, file: string, now: Date): Promise<EventFileResult> {
  return sharedParser().parse(bytes, file, now);
}
