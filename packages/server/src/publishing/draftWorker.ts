// The thread behind draftPool.ts: the whole check of a draft (parse, validate, overlaps and
// opening windows with each set's line), never on the thread that answers fans. Only the
// capped diagnostics and what the event reaches go back, not the parsed event.
import { parentPort } from 'node:worker_threads';
import { type Diagnostic, type EventReach, parseEventBytes, reachOf } from '@lineup/core';
import { checkLoaded } from '../organiser/validate/check.ts';

/** the label of a draft's diagnostics */
export const DRAFT_LABEL = 'draft';

export interface DraftJob {
  text: string;
  /** epoch ms of the server clock */
  now: number;
}

export interface DraftOutcome {
  /** the id the text gives itself; null when it has errors */
  eventId: string | null;
  /** what the event reaches (id, aliases, series, main, edition); null when it has errors */
  reach: EventReach | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
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
  };
}

export function runDraftJob(job: DraftJob): DraftOutcome {
  return checkText(job.text, new Date(job.now));
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
// loaded: the time limit of a job counts from here, not from the thread's start
parentPort?.postMessage({ ready: true } satisfies DraftReply);
