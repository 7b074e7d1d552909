// The first screens are drawn in one thread of their own (firstScreenWorker.ts), which also puts
// their pages together and compresses them (its bytes come back transferred): Glastonbury's
// grid page took 349 ms (load average 8) on the thread that answers fans, once a minute per
// language, and every other request waited behind it. One thread: the pages of a minute are few (a kind per
// language and event) and the fans' thread keeps the other core. Each render has a time limit
// counted from the request, waiting included (from the thread's start when it was starting:
// loading the bundle is not the render's); past it, or when the render fails, the page goes
// without its first screen (the app draws it). The thread starts with the server (or with the
// first render after it failed), is replaced when it overran or died, and ends with the
// server. Pages built ahead of their minute (lineupPage.ts) wait behind every page a fan
// waits for, and their time limit counts from when the thread takes them.
import { Worker } from 'node:worker_threads';
import type {
  ScreenPage as BuiltPage,
  ScreenKind,
  ScreenReply,
  ScreenRequest,
  ScreenWorkerData,
} from './firstScreenWorker.ts';
import type { PageParts } from './pageAssembly.ts';

export interface ScreenLimits {
  /** a render not done this long after it was asked for is given up (its thread replaced) */
  timeoutMs: number;
  /** the heap of the thread */
  memoryMb: number;
}

/** what a page's first screen shows: its address and the server's clock (epoch ms) */
export interface ScreenPage {
  path: string;
  now: number;
}

/**
 * the lineup the page carries, as its parts (events/lineupText.ts): the thread keeps the own
 * part parsed by its hash while it is asked for, and is sent the shared part each time
 */
export interface ScreenLineup {
  hash: string;
  ownHash: string;
  /** the own part's text (with `shared` null: the whole answer's JSON) */
  own: Uint8Array;
  shared: string | null;
}

/** a page with its first screen, put together and compressed by the thread */
export type ScreenBuilt = Omit<BuiltPage, 'id'>;

export interface ScreenJob {
  kind: ScreenKind;
  page: ScreenPage;
  lineup: ScreenLineup;
  /** the page around the first screen (pageAssembly.ts), its JSON left to the thread */
  parts: Omit<PageParts, 'json'>;
  /** built ahead of its minute: behind every other page, its time counted from its start */
  ahead?: boolean;
}

/** renders waiting beyond the running one: the pages of a minute are a few per event */
const MAX_WAITING = 64;
/** pages built ahead waiting, apart from those (they never take a fan's page's place) */
const MAX_AHEAD_WAITING = 64;
/**
 * lineups the thread keeps parsed (the last asked for): an event's own part per version, for a
 * few events (Glastonbury's is 1.1 MB of JSON)
 */
const MAX_HELD = 6;

/** the ids of the threads running now, of every server in this process (tests see them end) */
const running = new Set<number>();

export function screenThreadsRunning(): number[] {
  return [...running];
}

interface Job extends ScreenJob {
  id: number;
  timer?: NodeJS.Timeout;
  resolve: (page: ScreenBuilt) => void;
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

  /**
   * the page with its first screen, compressed; rejects when the render failed, overran its
   * time or the server stops
   */
  build(request: ScreenJob): Promise<ScreenBuilt> {
    if (this.#closed) return Promise.reject(new Error('the server is stopping'));
    const waiting = this.#queue.filter((j) => (j.ahead ?? false) === (request.ahead ?? false));
    const limit = request.ahead ? MAX_AHEAD_WAITING : MAX_WAITING;
    if (waiting.length >= limit) {
      return Promise.reject(new Error(`${limit} first screens wait already`));
    }
    return new Promise((resolve, reject) => {
      const job: Job = { ...request, id: this.#nextId++, resolve, reject };
      // a page a fan waits for goes before the pages built ahead
      const behind = job.ahead ? -1 : this.#queue.findIndex((j) => j.ahead);
      if (behind < 0) this.#queue.push(job);
      else this.#queue.splice(behind, 0, job);
      this.#dispatch();
      if (this.#ready && !job.ahead) this.#startTimer(job);
    });
  }

  /**
   * starts the thread now, so it has loaded the bundle before the first page is asked for
   * (on a busy machine that took the first fan's page 2 s); idle, it keeps no server running
   */
  start(): void {
    if (this.#closed || this.#worker) return;
    try {
      this.#spawn().unref();
    } catch {
      // it starts with the first render instead (which says why, if it fails again)
    }
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
      if (job.ahead && this.#ready) this.#startTimer(job);
      const { hash, ownHash, own, shared } = job.lineup;
      const known = this.#held.indexOf(ownHash);
      if (known >= 0) this.#held.splice(known, 1);
      this.#held.push(ownHash);
      const drop = this.#held.splice(0, Math.max(0, this.#held.length - MAX_HELD));
      worker.postMessage({
        id: job.id,
        kind: job.kind,
        path: job.page.path,
        now: job.page.now,
        lineup: { hash, ownHash, shared, ...(known >= 0 ? {} : { own }) },
        page: job.parts,
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
        for (const job of [this.#current, ...this.#queue]) {
          if (job && (!job.ahead || job === this.#current)) this.#startTimer(job);
        }
        return;
      }
      const job = this.#current;
      if (job?.id !== reply.id) return;
      if ('lost' in reply) this.#held = this.#held.filter((h) => h !== reply.lost);
      this.#current = null;
      worker.unref();
      if ('error' in reply) this.#settle(job, new Error(reply.error));
      else {
        const { id: _id, ...built } = reply;
        this.#settle(job, built);
      }
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

  #settle(job: Job, outcome: ScreenBuilt | Error): void {
    clearTimeout(job.timer);
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
  }
}
