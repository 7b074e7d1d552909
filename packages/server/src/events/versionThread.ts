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

export type VersionJob =
  | { id: number; kind: 'diff'; job: EditDiffJob }
  | { id: number; kind: 'own'; event: LoadedEvent }
  | { id: number; kind: 'added'; job: AddedSetsJob };

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

parentPort?.on('message', (message: VersionJob) => {
  let done: VersionDone;
  try {
    const { id } = message;
    done =
      message.kind === 'diff'
        ? { id, thread: threadId, diff: editDiffOf(message.job) }
        : message.kind === 'own'
          ? { id, thread: threadId, own: ownBuilt(message.event) }
          : { id, thread: threadId, added: addedSetsOf(message.job) };
  } catch (error) {
    done = { id: message.id, error: (error as Error).message };
  }
  parentPort?.postMessage(done);
});
