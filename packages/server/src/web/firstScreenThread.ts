// The first screens are drawn in one thread of their own (firstScreenWorker.ts): Glastonbury's
// grid page took 349 ms (load average 8) on the thread that answers fans, once a minute per
// language, and every other request waited behind it. One thread: the pages of a minute are few (a kind per
// language and event) and the fans' thread keeps the other core. Each render has a time limit
// counted from the request, waiting included (from the thread's start when it was starting:
// loading the bundle is not the render's); past it, or when the render fails, the page goes
// without its first screen (the app draws it). The thread starts with the first render, is
// replaced when it overran or died, and ends with the server.
import { Worker } from 'node:worker_threads';
import type {
  ScreenKind,
  ScreenReply,
  ScreenRequest,
  ScreenWorkerData,
} from './firstScreenWorker.ts';

export interface ScreenLimits {
  /** a render not done this long after it was asked for is given up (its thread replaced) */
  timeoutMs: number;
  /** the heap of the thread */
  memoryMb: number;
}

/** what a page's first screen shows: its address and the server's clock (epoch ms) */
export interface ScreenPage {
  path: string;
  festival: string | null;
  now: number;
}

/** the JSON the page carries, by its hash (the thread keeps it parsed while the hash is asked for) */
export interface ScreenLineup {
  hash: string;
  json: string;
}

/** renders waiting beyond the running one: the pages of a minute are a few per event */
const MAX_WAITING = 64;
/**
 * lineups the thread keeps parsed (the last asked for): a festival's whole lineup and the
 * night its grid opens on, for a few festivals (Glastonbury's whole lineup is 1.1 MB of JSON)
 */
const MAX_HELD = 6;

/** the ids of the threads running now, of every server in this process (tests see them end) */
const running = new Set<number>();

export function screenThreadsRunning(): number[] {
  return [...running];
}

interface Job {
  id: number;
  kind: ScreenKind;
  page: ScreenPage;
  lineup: ScreenLineup;
  timer?: NodeJS.Timeout;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

export class FirstScreenThread {
  readonly #bundle: string;
  readonly #limits: ScreenLimits;
  /** the bundle draws the grid's first screen too (an older one draws the now page's only) */
  readonly grid: boolean;
  readonly #queue: Job[] = [];
  #current: Job | null = null;
  #worker: Worker | null = null;
  /** the thread has loaded the bundle */
  #ready = false;
  /** the hashes of the lineups the thread keeps, the last asked for last */
  #held: string[] = [];
  #nextId = 1;
  #closed = false;

  constructor(bundle: string, limits: ScreenLimits, grid: boolean) {
    this.#bundle = bundle;
    this.#limits = limits;
    this.grid = grid;
  }

  /** the first screen's HTML; rejects when it failed, overran its time or the server stops */
  render(kind: ScreenKind, page: ScreenPage, lineup: ScreenLineup): Promise<string> {
    if (this.#closed) return Promise.reject(new Error('the server is stopping'));
    if (this.#queue.length >= MAX_WAITING) {
      return Promise.reject(new Error(`${MAX_WAITING} first screens wait already`));
    }
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.#nextId++, kind, page, lineup, resolve, reject };
      this.#queue.push(job);
      this.#dispatch();
      if (this.#ready) this.#startTimer(job);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const stopping = new Error('the server is stopping');
    for (const job of this.#queue.splice(0)) this.#settle(job, stopping);
    if (this.#current) this.#settle(this.#current, stopping);
    this.#current = null;
    await this.#stop();
  }

  #dispatch(): void {
    if (this.#closed || this.#current) return;
    const job = this.#queue.shift();
    if (!job) return;
    this.#current = job;
    try {
      const worker = this.#spawn();
      worker.ref();
      const { hash, json } = job.lineup;
      const known = this.#held.indexOf(hash);
      if (known >= 0) this.#held.splice(known, 1);
      this.#held.push(hash);
      const drop = this.#held.splice(0, Math.max(0, this.#held.length - MAX_HELD));
      worker.postMessage({
        id: job.id,
        kind: job.kind,
        ...job.page,
        hash,
        ...(known >= 0 ? {} : { json }),
        drop,
      } satisfies ScreenRequest);
    } catch (error) {
      // no thread could be started (out of memory, too many threads): this page goes without
      void this.#stop();
      this.#current = null;
      this.#settle(job, error instanceof Error ? error : new Error(String(error)));
      this.#dispatch();
    }
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./firstScreenWorker.ts', import.meta.url), {
      workerData: { bundle: this.#bundle } satisfies ScreenWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: this.#limits.memoryMb },
    });
    const threadId = worker.threadId;
    running.add(threadId);
    worker.once('exit', () => running.delete(threadId));
    worker.on('message', (reply: ScreenReply) => {
      if (this.#worker !== worker) return;
      if ('ready' in reply) {
        this.#ready = true;
        for (const job of [this.#current, ...this.#queue]) if (job) this.#startTimer(job);
        return;
      }
      const job = this.#current;
      if (job?.id !== reply.id) return;
      if ('lost' in reply) this.#held = this.#held.filter((h) => h !== reply.lost);
      this.#current = null;
      worker.unref();
      this.#settle(job, 'html' in reply ? reply.html : new Error(reply.error));
      this.#dispatch();
    });
    const lost = (error: Error | null, code?: number) => {
      if (this.#worker !== worker) return;
      this.#worker = null;
      this.#ready = false;
      this.#held = [];
      const job = this.#current;
      this.#current = null;
      if (job) this.#settle(job, error ?? new Error(`the render thread stopped (exit ${code})`));
      this.#dispatch();
    };
    worker.on('error', (error) => lost(error));
    worker.on('exit', (code) => lost(null, code));
    this.#worker = worker;
    this.#ready = false;
    this.#held = [];
    return worker;
  }

  #startTimer(job: Job): void {
    job.timer ??= setTimeout(() => this.#overran(job), this.#limits.timeoutMs);
  }

  #overran(job: Job): void {
    const seconds = (this.#limits.timeoutMs / 1000).toLocaleString('en');
    const error = new Error(`the first screen was not drawn within ${seconds} s`);
    if (this.#current === job) {
      // the thread may be stuck in it: a new one takes the next render
      this.#current = null;
      void this.#stop();
      this.#settle(job, error);
      this.#dispatch();
      return;
    }
    const at = this.#queue.indexOf(job);
    if (at >= 0) this.#queue.splice(at, 1);
    this.#settle(job, error);
  }

  async #stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#ready = false;
    this.#held = [];
    await worker?.terminate();
  }

  #settle(job: Job, outcome: string | Error): void {
    clearTimeout(job.timer);
    if (typeof outcome === 'string') job.resolve(outcome);
    else job.reject(outcome);
  }
}
