// Reads uploads in a worker thread, bounded in time and memory: a workbook is a zip, and a few
// megabytes of it may unpack to gigabytes. A file that takes too long or needs too much memory
// is refused with a plain reason instead of stalling or ending the server; that worker is
// ended, and the next upload gets a fresh one. Between uploads the worker stays (its readers
// loaded and warm) without keeping the process alive. Two threads, each reading one upload at
// a time: an upload goes to an idle one, else to the shorter queue, so one organiser's long
// uploads back to back never hold every other organiser's behind them.
import { Worker } from 'node:worker_threads';
import type { ConvertOptions, ConvertResult } from '../organiser/import/convert.ts';
import type { ImportDone, ImportJob } from './importWorker.ts';

/** a timetable reads in well under a second; this is not one */
export const IMPORT_TIMEOUT_MS = 20_000;
/** the worker's heap: a timetable needs a few MB, a zip bomb far more */
export const IMPORT_HEAP_MB = 256;

const WORKER_URL = new URL('./importWorker.ts', import.meta.url);

function refused(options: ConvertOptions, message: string): ConvertResult {
  return {
    format: options.format ?? null,
    text: null,
    event: null,
    errors: [{ path: options.path, line: 1, rule: 'format', message }],
    rowErrors: [],
    notes: [],
  };
}

/** what ran out of memory, in words that fit the file: only a workbook is a zip that unpacks */
export function outOfMemory(format: ConvertOptions['format'], heapMb: number): string {
  const workbook = format === 'xlsx' || format === 'ods';
  return workbook
    ? `reading the workbook needed more than ${heapMb} MB of memory (does it unpack to far more than a timetable?); it was not read`
    : `reading the file needed more than ${heapMb} MB of memory, far more than any timetable; it was not read`;
}

export interface ImportLimits {
  timeoutMs: number;
  heapMb: number;
}

const LIMITS: ImportLimits = { timeoutMs: IMPORT_TIMEOUT_MS, heapMb: IMPORT_HEAP_MB };

interface Pending {
  id: number;
  bytes: Uint8Array;
  options: ConvertOptions;
  resolve: (result: ConvertResult) => void;
}

/** threads reading uploads (each one upload at a time) */
export const IMPORT_THREADS = 2;

class ImportThread {
  readonly #limits: ImportLimits;
  readonly #queue: Pending[] = [];
  #worker: Worker | null = null;
  #current: Pending | null = null;
  #timer: NodeJS.Timeout | null = null;
  #nextId = 1;

  constructor(limits: ImportLimits) {
    this.#limits = limits;
  }

  /** uploads running or waiting here */
  get load(): number {
    return this.#queue.length + (this.#current ? 1 : 0);
  }

  run(bytes: Uint8Array, options: ConvertOptions): Promise<ConvertResult> {
    return new Promise((resolve) => {
      this.#queue.push({ id: this.#nextId++, bytes, options, resolve });
      this.#next();
    });
  }

  #next(): void {
    if (this.#current) return;
    const pending = this.#queue.shift();
    if (!pending) {
      this.#worker?.unref();
      return;
    }
    this.#current = pending;
    const worker = this.#spawn();
    worker.ref();
    this.#timer = setTimeout(() => {
      const seconds = Math.ceil(this.#limits.timeoutMs / 1000);
      this.#lose(
        `reading the file took longer than ${seconds} s; is it far larger than a timetable?`,
      );
    }, this.#limits.timeoutMs);
    const { options } = pending;
    const job: ImportJob = {
      id: pending.id,
      bytes: pending.bytes,
      options: { ...options, now: options.now.getTime() },
    };
    worker.postMessage(job);
  }

  #finish(result: ConvertResult): void {
    const current = this.#current;
    if (!current) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#current = null;
    current.resolve(result);
    this.#next();
  }

  /** the worker is ended; the upload it held is refused with `message` */
  #lose(message: string): void {
    const worker = this.#worker;
    this.#worker = null;
    void worker?.terminate();
    const current = this.#current;
    if (current) this.#finish(refused(current.options, message));
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.#limits.heapMb,
        maxYoungGenerationSizeMb: Math.min(32, this.#limits.heapMb),
      },
    });
    worker.on('message', (done: ImportDone) => {
      if (this.#worker !== worker || this.#current?.id !== done.id) return;
      if ('result' in done) this.#finish(done.result);
      else
        this.#finish(refused(this.#current.options, `the file could not be read: ${done.failure}`));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (this.#worker !== worker) return;
      this.#lose(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? outOfMemory(this.#current?.options.format, this.#limits.heapMb)
          : `the file could not be read: ${error.message}`,
      );
    });
    worker.on('exit', () => {
      if (this.#worker === worker) this.#lose('the file could not be read');
    });
    this.#worker = worker;
    return worker;
  }
}

const threads = new Map<string, ImportThread[]>();

export function convertInWorker(
  bytes: Uint8Array,
  options: ConvertOptions,
  limits: ImportLimits = LIMITS,
): Promise<ConvertResult> {
  const key = `${limits.timeoutMs}/${limits.heapMb}`;
  let group = threads.get(key);
  if (!group) {
    group = Array.from({ length: IMPORT_THREADS }, () => new ImportThread(limits));
    threads.set(key, group);
  }
  const thread = group.reduce((best, t) => (t.load < best.load ? t : best));
  return thread.run(bytes, options);
}
