// The worker thread behind versionWorker.ts: what every new version of a big festival costs
// once, off the thread that answers fans. For 3,000 sets that is hundreds of milliseconds of
// building, canonical JSON and hashing (core buildLineup), which on the fans' thread stalled
// every read due meanwhile, after each publish, rollback, accepted report and trust-rule set.
import { parentPort, threadId } from 'node:worker_threads';
import {
  addedSetIndexesByKey,
  buildLineupAround,
  diffEdit,
  type EditDiff,
  type LineupAround,
  type LoadedEvent,
  lineupOwnHash,
  lineupOwnPart,
  lineupSetEnds,
} from '@lineup/core';
import { ownText } from './lineupText.ts';

/** what change alerts compare: two versions of one event, each with the other events as read */
export interface EditDiffJob {
  previous: LoadedEvent;
  next: LoadedEvent;
  aroundPrevious: LineupAround;
  aroundNext: LineupAround;
  /** epoch ms of the server clock */
  now: number;
  /** the own parts' hashes when already known (the lineup cache's), not computed again */
  previousOwnHash?: string;
  nextOwnHash?: string;
}

/** an event's own part (sets, tracks, its meta) as the lineup cache keeps it */
export interface OwnBuilt {
  /** `{"sets":…,"meta":{…`: the answer's JSON up to the shared part (meta left open) */
  text: string;
  hash: string;
  /** each stage's set ends, in the order of its sets (the set cursors move with them) */
  ends: string[][];
}

/** what follow pushes compare: the sets a version adds (core addedSetIndexesByKey) */
export interface AddedSetsJob {
  previous: LoadedEvent | null;
  next: LoadedEvent;
  /** epoch ms of the server clock */
  now: number;
}

/**
 * An event as a job names it: sent whole the first time, then by its number while the thread
 * holds it (each version of a festival is copied to the thread once, not once per job).
 */
export interface EventRef {
  id: number;
  event?: LoadedEvent;
}

/** events a thread holds; the sending side keeps the same list (heldEvents) */
export const HELD_EVENTS = 4;

/**
 * The events held, least recently named first: both sides apply the same refs in the same
 * order (messages keep their order), so both know which events the thread holds.
 */
export class HeldEvents<T> {
  readonly #held = new Map<number, T | null>();

  /** what the thread is sent for `id`: the event when it does not hold it */
  name(id: number, event: T): { id: number; event?: T } {
    const known = this.#held.has(id);
    this.#keep(id, null);
    return known ? { id } : { id, event };
  }

  /** the thread's side: the event of a ref (undefined when not held: the sides disagree) */
  take(ref: { id: number; event?: T }): T | undefined {
    const event = ref.event ?? this.#held.get(ref.id) ?? undefined;
    if (event !== undefined) this.#keep(ref.id, event);
    return event;
  }

  clear(): void {
    this.#held.clear();
  }

  #keep(id: number, event: T | null): void {
    this.#held.delete(id);
    this.#held.set(id, event);
    if (this.#held.size > HELD_EVENTS) {
      const oldest = this.#held.keys().next().value as number;
      this.#held.delete(oldest);
    }
  }
}

type Wire<J, K extends keyof J> = Omit<J, K> & {
  [P in K]: null extends J[P] ? EventRef | null : EventRef;
};

export type VersionJob =
  | ({ id: number; kind: 'diff' } & Wire<EditDiffJob, 'previous' | 'next'>)
  | { id: number; kind: 'own'; event: EventRef }
  | ({ id: number; kind: 'added' } & Wire<AddedSetsJob, 'previous' | 'next'>);

export type VersionDone =
  | { id: number; thread: number; diff: EditDiff | null }
  | { id: number; thread: number; own: OwnBuilt }
  | { id: number; thread: number; added: Map<string, number[]> }
  | { id: number; error: string };

/**
 * The acts an edit touched and both lineups cut down to them: exactly what
 * `diffEdit(buildLineup(previous, …), buildLineup(next, …))` gives on the fans' thread.
 */
export function editDiffOf(job: EditDiffJob): EditDiff | null {
  const now = new Date(job.now);
  return diffEdit(
    buildLineupAround(job.previous, job.aroundPrevious, now, job.previousOwnHash),
    buildLineupAround(job.next, job.aroundNext, now, job.nextOwnHash),
  );
}

export function ownBuilt(event: LoadedEvent): OwnBuilt {
  const part = lineupOwnPart(event);
  return { text: ownText(part), hash: lineupOwnHash(part), ends: lineupSetEnds(part) };
}

export function addedSetsOf(job: AddedSetsJob): Map<string, number[]> {
  return addedSetIndexesByKey(job.previous, job.next, new Date(job.now));
}

const held = new HeldEvents<LoadedEvent>();

function take(ref: EventRef): LoadedEvent {
  const event = held.take(ref);
  if (!event) throw new Error(`event ${ref.id} is not held`);
  return event;
}

function answer(message: VersionJob): VersionDone {
  const { id } = message;
  // the refs are taken in the order they were named: previous, then next
  if (message.kind === 'own') return { id, thread: threadId, own: ownBuilt(take(message.event)) };
  const previous = message.previous === null ? null : take(message.previous);
  const next = take(message.next);
  if (message.kind === 'added') {
    return { id, thread: threadId, added: addedSetsOf({ ...message, previous, next }) };
  }
  if (!previous) throw new Error('a diff needs the version before');
  return { id, thread: threadId, diff: editDiffOf({ ...message, previous, next }) };
}

parentPort?.on('message', (message: VersionJob) => {
  let done: VersionDone;
  try {
    done = answer(message);
  } catch (error) {
    done = { id: message.id, error: (error as Error).message };
  }
  parentPort?.postMessage(done);
});
