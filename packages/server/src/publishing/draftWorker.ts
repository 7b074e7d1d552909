// The thread behind draftPool.ts: the whole check of a draft (parse, validate, overlaps and
// opening windows with each set's line), never on the thread that answers fans. Only the
// capped diagnostics and what the event reaches go back, not the parsed event.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import {
  type Diagnostic,
  diffLineups,
  type EventReach,
  parseEventBytes,
  reachOf,
  type VersionDiffSummary,
} from '@lineup/core';
import { checkLoaded } from '../organiser/validate/check.ts';

/** the label of a draft's diagnostics */
export const DRAFT_LABEL = 'draft';

export interface DraftJob {
  text: string;
  /** epoch ms of the server clock */
  now: number;
  /** the version before `text`: the job is the summary of what `text` changed against it */
  before?: string;
}

export interface DraftOutcome {
  /** the id the text gives itself; null when it has errors */
  eventId: string | null;
  /** what the event reaches (id, aliases, series, main, edition); null when it has errors */
  reach: EventReach | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** sets the text holds that the lineup leaves out (25:00, no such stage), listed or not */
  skippedSets?: number;
  /** a summary job's answer (null: one of the versions does not load) */
  summary?: VersionDiffSummary | null;
}

export interface DraftRequest {
  id: number;
  job: DraftJob;
}

export type DraftReply = { id: number; outcome: DraftOutcome } | { ready: true };

function checkText(text: string, now: Date): DraftOutcome {
  const parsed = parseEventBytes(Buffer.from(text, 'utf8'), DRAFT_LABEL, { now });
  const checked = checkLoaded({ file: DRAFT_LABEL, ...parsed });
  const event = parsed.event;
  return {
    eventId: event?.id ?? null,
    reach: event ? reachOf(event) : null,
    errors: checked.errors,
    warnings: checked.warnings,
    ...(parsed.skippedSets ? { skippedSets: parsed.skippedSets } : {}),
  };
}

/** what a version changed against the one before, as the history shows it */
function summaryOf(beforeText: string, afterText: string, now: Date): VersionDiffSummary | null {
  const before = parseEventBytes(Buffer.from(beforeText, 'utf8'), 'version', { now }).event;
  const after = parseEventBytes(Buffer.from(afterText, 'utf8'), 'version', { now }).event;
  if (!before || !after) return null;
  const diff = diffLineups(before, after);
  return {
    counts: diff.counts,
    stagesAdded: diff.stagesAdded,
    stagesRemoved: diff.stagesRemoved,
    metaChanges: diff.metaChanges,
  };
}

export function runDraftJob(job: DraftJob): DraftOutcome {
  const now = new Date(job.now);
  if (job.before === undefined) return checkText(job.text, now);
  return {
    eventId: null,
    reach: null,
    errors: [],
    warnings: [],
    summary: summaryOf(job.before, job.text, now),
  };
}

/** a message names at most this much of the draft (a key of 1 MB is quoted, not repeated) */
const MAX_MESSAGE = 500;

function clipped(list: Diagnostic[]): Diagnostic[] {
  return list.map((d) =>
    d.message.length > MAX_MESSAGE ? { ...d, message: `${d.message.slice(0, MAX_MESSAGE)}…` } : d,
  );
}

/** every list capped (core and checkLoaded do) and every message short: the answer stays small */
function bounded(outcome: DraftOutcome): DraftOutcome {
  return { ...outcome, errors: clipped(outcome.errors), warnings: clipped(outcome.warnings) };
}

parentPort?.on('message', ({ id, job }: DraftRequest) => {
  let outcome: DraftOutcome;
  try {
    outcome = bounded(runDraftJob(job));
  } catch (error) {
    const message = `the draft could not be checked: ${(error as Error).message}`;
    outcome = {
      eventId: null,
      reach: null,
      errors: [{ path: DRAFT_LABEL, rule: 'read', message }],
      warnings: [],
    };
  }
  parentPort?.postMessage({ id, outcome } satisfies DraftReply);
});
/**
 * On Linux each thread has its own nice value: a draft's check yields the CPU to the thread
 * that answers fans (elsewhere it runs at the process's priority).
 */
function yieldToFans(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0)
      setPriority(tid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // no /proc, or not allowed: the same priority as the rest
  }
}

yieldToFans();
// loaded: the time limit of a job counts from here, not from the thread's start
parentPort?.postMessage({ ready: true } satisfies DraftReply);
