// Runs the work each new version of an event costs once (versionThread.ts) in a thread of its
// own, one job after the other (one thread for the answers, one for the alerts): the change alerts' diff of the version against the one
// before, and the lineup answer's own part (built, serialised, hashed). A job the thread
// fails, or one that takes over a minute, is done on this thread instead (the same functions,
// the same result), so a lost thread delays alerts and answers but never changes them.
import { Worker } from 'node:worker_threads';
import type { EditDiff, LoadedEvent, LoadedSet } from '@lineup/core';
import {
  type AddedSetsJob,
  addedSetsOf,
  type EditDiffJob,
  type EventRef,
  editDiffOf,
  HeldEvents,
  type OwnBuilt,
  ownBuilt,
  type VersionDone,
  type VersionJob,
} from './versionThread.ts';

const TIMEOUT_MS = 60_000;
/** sets below which the work is a few milliseconds: done here, without the copy to the thread */
export const IN_THREAD_SETS = 300;

/** the threads that did this work in this process (tests see that it is not the main one) */
export const versionThreads = new Set<number>();

type Job = VersionJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

/** a number per event object, as the threads' jobs name it */
const eventIds = new WeakMap<LoadedEvent, number>();
let nextEventId = 1;
function eventId(event: LoadedEvent): number {
  let id = eventIds.get(event);
  if (id === undefined) {
    id = nextEventId++;
    eventIds.set(event, id);
  }
  return id;
}

interface Pending {
  resolve: (done: VersionDone) => void;
  timer: NodeJS.Timeout;
}

export class VersionWorker {
  #worker: Worker | null = null;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** the events the thread holds (it keeps the same list) */
  readonly #held = new HeldEvents<LoadedEvent>();

  /** the acts an edit touched and both lineups cut down to them (core diffEdit), or null */
  async editDiff(job: EditDiffJob): Promise<EditDiff | null> {
    if (job.previous.sets.length + job.next.sets.length < IN_THREAD_SETS) return editDiffOf(job);
    const done = await this.#run(() => ({
      kind: 'diff',
      ...job,
      previous: this.#ref(job.previous),
      next: this.#ref(job.next),
    }));
    return 'diff' in done ? done.diff : editDiffOf(job);
  }

  /** the event's own part of its lineup answer, as text with its hash and set ends */
  async own(event: LoadedEvent): Promise<OwnBuilt> {
    if (event.sets.length < IN_THREAD_SETS) return ownBuilt(event);
    const done = await this.#run(() => ({ kind: 'own', event: this.#ref(event) }));
    return 'own' in done ? done.own : ownBuilt(event);
  }

  /**
   * The sets `next` adds for each identity key (core addedSetsByKey): the same keys in the
   * same order, the sets themselves those of `next`
   */
  async addedSets(job: AddedSetsJob): Promise<Map<string, LoadedSet[]>> {
    const small = (job.previous?.sets.length ?? 0) + job.next.sets.length < IN_THREAD_SETS;
    const done = small
      ? null
      : await this.#run(() => ({
          kind: 'added',
          ...job,
          previous: job.previous ? this.#ref(job.previous) : null,
          next: this.#ref(job.next),
        }));
    const indexes = done && 'added' in done ? done.added : addedSetsOf(job);
    const out = new Map<string, LoadedSet[]>();
    for (const [key, list] of indexes) {
      out.set(
        key,
        list.map((i) => job.next.sets[i] as LoadedSet),
      );
    }
    return out;
  }

  close(): void {
    this.#closed = true;
    this.#fail('the server is stopping');
  }

  #ref(event: LoadedEvent): EventRef {
    return this.#held.name(eventId(event), event);
  }

  /**
   * The thread's answer, or an error (then the caller works it out here). `job` names its
   * events once the thread that gets it is known (a new thread holds none).
   */
  #run(make: () => Job): Promise<VersionDone> {
    const id = this.#nextId++;
    if (this.#closed) return Promise.resolve({ id, error: 'closed' });
    let worker: Worker;
    try {
      worker = this.#spawn();
    } catch (error) {
      return Promise.resolve({ id, error: (error as Error).message });
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#fail('the job took too long'), TIMEOUT_MS);
      this.#pending.set(id, { resolve, timer });
      worker.ref();
      worker.postMessage({ id, ...make() } as VersionJob);
    });
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./versionThread.ts', import.meta.url));
    this.#held.clear();
    worker.on('message', (done: VersionDone) => {
      if (this.#worker !== worker) return;
      const pending = this.#pending.get(done.id);
      if (!pending) return;
      this.#pending.delete(done.id);
      clearTimeout(pending.timer);
      if ('thread' in done) versionThreads.add(done.thread);
      pending.resolve(done);
      // the thread may not have taken every event the job named: both sides start afresh
      if ('error' in done) this.#fail(`the version thread failed a job: ${done.error}`);
      // an idle thread does not keep the process alive
      if (this.#pending.size === 0) worker.unref();
    });
    // a thread replaced already says nothing of the jobs of the one after it
    worker.on('error', (error) => {
      if (this.#worker === worker) this.#fail(error.message);
    });
    worker.on('exit', (code) => {
      if (this.#worker === worker) this.#fail(`the version worker stopped (${code})`);
    });
    this.#worker = worker;
    return worker;
  }

  /** every job waiting is answered with the error; the next one starts a new thread */
  #fail(error: string): void {
    const worker = this.#worker;
    this.#worker = null;
    for (const [id, pending] of this.#pending) {
      clearTimeout(pending.timer);
      pending.resolve({ id, error });
      this.#pending.delete(id);
    }
    void worker?.terminate();
  }
}

const shared = new Map<'answers' | 'alerts', VersionWorker>();

/**
 * The thread of this process for one purpose: the lineup answers' own parts, or the change
 * alerts' comparisons. Two, so that the answer fans wait for after a publish never waits
 * behind the comparison of that publish.
 */
export function sharedVersionWorker(purpose: 'answers' | 'alerts'): VersionWorker {
  let worker = shared.get(purpose);
  if (!worker) {
    worker = new VersionWorker();
    shared.set(purpose, worker);
  }
  return worker;
}
