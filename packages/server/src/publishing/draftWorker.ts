// The thread behind draftPool.ts: the whole check of a draft (parse, validate, overlaps and
// opening windows with each set's line), never on the thread that answers fans. Only the
// capped diagnostics and what the event reaches go back, not the parsed event.
import { readlinkSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import {
  type AppliedReport,
  applyReport,
  capDiagnostics,
  type Diagnostic,
  diffLineups,
  type EventReach,
  emptyStageWarnings,
  type ImportChoices,
  type OverlapChoice,
  parseEventBytes,
  type ReportChange,
  type ReportPayload,
  reachOf,
  reportChanges,
  type VersionDiffSummary,
} from '@lineup/core';
import { checkLoaded } from '../organiser/validate/check.ts';
import { type Converted, convertUpload, type UploadFormat } from './importAdapter.ts';
import { baseTimeZone } from './importBase.ts';

/** the label of a draft's diagnostics */
export const DRAFT_LABEL = 'draft';

export interface DraftJob {
  text: string;
  /** epoch ms of the server clock */
  now: number;
  /** the version before `text`: the job is the summary of what `text` changed against it */
  before?: string;
  /** an upload to convert, into `text` (the event's draft or live text, '' for a new event) */
  upload?: UploadJob;
  /** fans' reports against `text`, the live version (reportJobs.ts) */
  reports?: ReportJob;
}

export interface ReportJob {
  /** the changes these reports make (the queue, the trust rule) */
  payloads: ReportPayload[];
  /** the first one's change written into the text, then that text checked (an accept) */
  apply?: { choice: OverlapChoice | null; note?: string };
}

export interface UploadJob {
  /** the file's bytes, base64 (decoded here, not on the thread answering fans) */
  content: string;
  format: UploadFormat;
  fileName: string;
  eventId: string;
  /** the zone of the file's local times; else the base's, else the default */
  timeZone?: string;
  /** the organiser's answers to the merge's questions (absent: ask when there is anything) */
  choices?: ImportChoices;
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
  /** an upload job's conversion, its lists capped (its check is the rest of the outcome) */
  converted?: Converted;
  /** a summary job's answer (null: one of the versions does not load) */
  summary?: VersionDiffSummary | null;
  /** a report job's changes, one per payload */
  changes?: ReportChange[];
  /** a report job's accept: the text with the change (its check is the rest of the outcome) */
  applied?: AppliedReport;
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
    // a stage without sets reaches fans only confirmed (issue 32)
    warnings: event
      ? [...checked.warnings, ...emptyStageWarnings(event, DRAFT_LABEL)]
      : checked.warnings,
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

/**
 * An upload converted into our event text (into the event's draft or live text: its sets
 * replaced, its meta kept), then checked. Reading the base and merging are YAML parses of up to
 * 5 MB each, so they run here too; a spreadsheet is read in a thread of its own within.
 */
async function runUpload(upload: UploadJob, baseText: string, now: Date): Promise<DraftOutcome> {
  const base = baseText === '' ? null : baseText;
  const converted = await convertUpload(Buffer.from(upload.content, 'base64'), upload.format, {
    fileName: upload.fileName,
    eventId: upload.eventId,
    now,
    timeZone: upload.timeZone ?? baseTimeZone(base),
    base,
    choices: upload.choices ?? null,
  });
  const path = upload.fileName;
  const capped: Converted = {
    ...converted,
    errors: capDiagnostics(converted.errors, path, 'errors'),
    rowErrors: capDiagnostics(converted.rowErrors, path, 'row errors'),
    notes: capDiagnostics(converted.notes, path, 'notes'),
  };
  if (converted.text === null) {
    return { eventId: null, reach: null, errors: [], warnings: [], converted: capped };
  }
  return { ...checkText(converted.text, now), converted: capped };
}

/**
 * Fans' reports against the live text: reading it is a YAML parse of the whole event (300-700 ms
 * of CPU for a 3,000-set festival), as a draft's check is.
 */
function runReports(reports: ReportJob, text: string, now: Date): DraftOutcome {
  const nothing: DraftOutcome = { eventId: null, reach: null, errors: [], warnings: [] };
  const { payloads, apply } = reports;
  if (!apply) return { ...nothing, changes: reportChanges(text, payloads, now) };
  const payload = payloads[0];
  if (!payload) return nothing;
  const applied = applyReport(text, payload, apply.choice, now, apply.note);
  return applied.ok ? { ...checkText(applied.text, now), applied } : { ...nothing, applied };
}

export async function runDraftJob(job: DraftJob): Promise<DraftOutcome> {
  const now = new Date(job.now);
  if (job.upload) return runUpload(job.upload, job.text, now);
  if (job.reports) return runReports(job.reports, job.text, now);
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
  const out = { ...outcome, errors: clipped(outcome.errors), warnings: clipped(outcome.warnings) };
  const c = outcome.converted;
  if (c) {
    out.converted = {
      ...c,
      errors: clipped(c.errors),
      rowErrors: clipped(c.rowErrors),
      notes: clipped(c.notes),
    };
  }
  return out;
}

parentPort?.on('message', async ({ id, job }: DraftRequest) => {
  let outcome: DraftOutcome;
  try {
    outcome = bounded(await runDraftJob(job));
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
