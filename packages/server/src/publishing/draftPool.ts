// Drafts are checked in a small pool of threads (draftWorker.ts), each job under a time and
// memory limit, so one organiser's text can neither stall the fans' answers nor crash the
// server. A token has at most one job in the pool (running or waiting); the queue of all
// tokens is bounded; beyond either the caller gets 429. Files and published versions go first: no draft
// starts while the event parser has work.
import { Worker } from 'node:worker_threads';
import type { VersionDiffSummary } from '@lineup/core';
import { HttpError } from '../http/errors.ts';
import {
  DRAFT_LABEL,
  type DraftJob,
  type DraftOutcome,
  type DraftReply,
  type DraftRequest,
} from './draftWorker.ts';
import { IMPORT_TIMEOUT_MS } from './importRunner.ts';

export interface DraftLimits {
  /** threads checking drafts at once */
  workers: number;
  /** a job running longer is given up (its thread replaced) */
  timeoutMs: number;
  /** jobs waiting for a thread, of all tokens together */
  queue: number;
  /** the heap of one checking thread */
  memoryMb: number;
}

/** what must not wait behind a draft: the parser of files and published versions */
export interface PriorityWork {
  readonly busy: boolean;
  whenIdle(): Promise<void>;
}

export const DRAFT_BUSY =
  '429: A draft of yours is still being checked; send the next one when its answer has come';
export const DRAFTS_FULL =
  '429: The server is checking many drafts right now; please try again in a minute';
/** seconds a refused caller should wait */
const RETRY_AFTER_S = 5;

/** summaries waiting beyond the drafts' queue (a history lists 50 versions) */
const MAX_SUMMARIES_WAITING = 100;

export class DraftRefused extends HttpError {
  override readonly retryAfterS = RETRY_AFTER_S;
  constructor(message: string) {
    super(429, message);
  }
}

/** a token's turn held across more than one step (an upload's reading, then its check) */
export interface DraftTurn {
  owner: string;
  release(): void;
}

/**
 * An upload's job reads the file in a thread of its own, bounded by the import's own limit;
 * the draft's check comes on top. Its file's time-out then says what took long ("reading the
 * file…") instead of this pool's words about checking a draft.
 */
export function jobTimeoutMs(job: DraftJob, timeoutMs: number): number {
  return job.upload ? timeoutMs + IMPORT_TIMEOUT_MS : timeoutMs;
}

interface Pending {
  id: number;
  owner: string;
  /** the owner's turn is held by the caller (released by it, not when this job ends) */
  held: boolean;
  job: DraftJob;
  resolve: (outcome: DraftOutcome) => void;
}

interface Slot {
  worker: Worker | null;
  /** the thread has loaded its code */
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

const failed = (rule: string, message: string): DraftOutcome => ({
  eventId: null,
  reach: null,
  errors: [{ path: DRAFT_LABEL, line: 1, rule, message }],
  warnings: [],
});

export class DraftPool {
  readonly #limits: DraftLimits;
  readonly #first: PriorityWork | null;
  readonly #slots: Slot[];
  readonly #queue: Pending[] = [];
  /** owners with a job running or waiting */
  readonly #owners = new Set<string>();
  #nextId = 1;
  #waitingForPriority = false;
  #closed = false;

  constructor(limits: DraftLimits, first: PriorityWork | null = null) {
    this.#limits = { ...limits, workers: Math.max(1, limits.workers) };
    this.#first = first;
    this.#slots = Array.from({ length: this.#limits.workers }, () => ({
      worker: null,
      ready: false,
      current: null,
      timer: null,
    }));
  }

  /** jobs running now */
  get running(): number {
    return this.#slots.filter((s) => s.current).length;
  }

  /** jobs waiting for a thread */
  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Runs `job` for `owner` (the token's principal). Throws DraftRefused when the owner has
   * a job in the pool already (unless `turn` is theirs), or when the queue is full.
   */
  run(owner: string, job: DraftJob, turn?: DraftTurn): Promise<DraftOutcome> {
    if (this.#closed) return Promise.resolve(failed('read', 'the server is stopping'));
    const held = turn?.owner === owner && this.#owners.has(owner);
    if (!held && this.#owners.has(owner)) throw new DraftRefused(DRAFT_BUSY);
    // a job waits only when every thread is busy; those waiting are bounded
    const waiting = this.#queue.filter((p) => p.job.before === undefined).length;
    const free = this.#slots.length - this.running - this.#queue.length;
    if (free <= 0 && waiting >= this.#limits.queue) throw new DraftRefused(DRAFTS_FULL);
    this.#owners.add(owner);
    return new Promise((resolve) => {
      this.#queue.push({ id: this.#nextId++, owner, held, job, resolve });
      this.#dispatch();
    });
  }

  /**
   * What a published version changed against the one before (the history's summary), in a
   * thread too: two parses and a diff of a large lineup are seconds of work. These go before
   * drafts; null when a version does not load, undefined when it cannot be told now (the
   * job failed or too many wait already).
   */
  summarise(
    before: string,
    after: string,
    now: number,
  ): Promise<VersionDiffSummary | null | undefined> {
    if (this.#closed || this.#queue.length >= this.#limits.queue + MAX_SUMMARIES_WAITING) {
      return Promise.resolve(undefined);
    }
    return new Promise((resolve) => {
      const job: DraftJob = { text: after, before, now };
      const done = (outcome: DraftOutcome) => resolve(outcome.summary);
      // first in the queue, after the summaries already there
      const at = this.#queue.findIndex((p) => p.job.before === undefined);
      const pending = { id: this.#nextId++, owner: '', held: true, job, resolve: done };
      this.#queue.splice(at < 0 ? this.#queue.length : at, 0, pending);
      this.#dispatch();
    });
  }

  /** Holds the owner's turn until released; throws DraftRefused when they have one already. */
  reserve(owner: string): DraftTurn {
    if (this.#owners.has(owner)) throw new DraftRefused(DRAFT_BUSY);
    this.#owners.add(owner);
    let released = false;
    return {
      owner,
      release: () => {
        if (released) return;
        released = true;
        this.#owners.delete(owner);
      },
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) {
      pending.resolve(failed('read', 'the server is stopping'));
    }
    await Promise.all(
      this.#slots.map(async (slot) => {
        this.#finish(slot, failed('read', 'the server is stopping'));
        const worker = slot.worker;
        slot.worker = null;
        await worker?.terminate();
      }),
    );
  }

  #dispatch(): void {
    if (this.#closed || this.#queue.length === 0) return;
    if (this.#first?.busy) {
      if (this.#waitingForPriority) return;
      this.#waitingForPriority = true;
      void this.#first.whenIdle().then(() => {
        this.#waitingForPriority = false;
        this.#dispatch();
      });
      return;
    }
    for (const slot of this.#slots) {
      if (slot.current) continue;
      const pending = this.#queue.shift();
      if (!pending) return;
      this.#start(slot, pending);
    }
  }

  #start(slot: Slot, pending: Pending): void {
    slot.current = pending;
    const worker = this.#spawn(slot);
    worker.ref();
    if (slot.ready) this.#startTimer(slot);
    worker.postMessage({ id: pending.id, job: pending.job } satisfies DraftRequest);
  }

  /** the time limit of the running job (a fresh thread's start-up does not count) */
  #startTimer(slot: Slot): void {
    if (!slot.current || slot.timer) return;
    const limit = jobTimeoutMs(slot.current.job, this.#limits.timeoutMs);
    slot.timer = setTimeout(() => {
      this.#restart(slot);
      const seconds = (limit / 1000).toLocaleString('en');
      this.#finish(
        slot,
        failed(
          'draft.timeout',
          `checking the draft took longer than ${seconds} s and was stopped; nothing was published (is it far larger than a lineup?)`,
        ),
      );
    }, limit);
  }

  #spawn(slot: Slot): Worker {
    if (slot.worker) return slot.worker;
    const worker = new Worker(new URL('./draftWorker.ts', import.meta.url), {
      resourceLimits: { maxOldGenerationSizeMb: this.#limits.memoryMb },
    });
    worker.on('message', (reply: DraftReply) => {
      if (slot.worker !== worker) return;
      if ('ready' in reply) {
        slot.ready = true;
        this.#startTimer(slot);
      } else if (slot.current?.id === reply.id) {
        this.#finish(slot, reply.outcome);
      }
    });
    const lost = (error: Error | null, code?: number) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      const outOfMemory =
        (error as NodeJS.ErrnoException | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.#finish(
        slot,
        outOfMemory
          ? failed(
              'draft.memory',
              `checking the draft needed more than ${this.#limits.memoryMb} MB and was stopped; nothing was published (is it far larger than a lineup?)`,
            )
          : failed('read', `the draft could not be checked (${error?.message ?? `exit ${code}`})`),
      );
    };
    worker.on('error', (error) => lost(error));
    worker.on('exit', (code) => lost(null, code));
    slot.worker = worker;
    slot.ready = false;
    return worker;
  }

  #restart(slot: Slot): void {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    void worker?.terminate();
  }

  #finish(slot: Slot, outcome: DraftOutcome): void {
    const current = slot.current;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.current = null;
    // an idle thread does not keep the process alive
    slot.worker?.unref();
    if (current) {
      if (!current.held) this.#owners.delete(current.owner);
      current.resolve(outcome);
    }
    this.#dispatch();
  }
}
