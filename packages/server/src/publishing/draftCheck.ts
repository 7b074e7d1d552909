// The check of a text before it is published: core's validation (as for a file), the
// organiser's warnings of `lineup validate` (overlaps, opening windows), and the two rules of
// publishing: the text's id is the event published to, and that id is not served from a file.
// The heavy part runs in the draft pool (draftPool.ts), never on the thread answering fans.
import {
  countDiagnostics,
  type Diagnostic,
  type EventReach,
  findEvent,
  losesASet,
  MORE_RULE,
} from '@lineup/core';
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import type { DraftTurn } from './draftPool.ts';
import { DRAFT_LABEL, type DraftOutcome, type UploadJob } from './draftWorker.ts';
import type { Converted } from './importAdapter.ts';

export { DRAFT_LABEL };

export interface DraftCheck {
  /** what the draft reaches beyond its own event (reach.ts); null when it has errors */
  reach: EventReach | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** the file that serves the event id (or one of its aliases), when a file does */
export function fileManaging(deps: Deps, eventId: string): string | null {
  const found = findEvent(deps.events.events, eventId);
  if (found && !deps.events.publishedIds.includes(found.event.id)) return found.event.sourcePath;
  // a file that names the id but is broken right now still owns it
  const broken = deps.events.reports.find((r) => r.eventId === eventId);
  return broken ? broken.file : null;
}

export function fileManagedMessage(eventId: string, file: string): string {
  return `"${eventId}" is managed by the file ${file} on the server: it cannot be published from the browser. Edit that file, or remove it from DATA_DIR/events first.`;
}

/** the diagnostics a capped list stands for, "and N more" counted in */
export const countOf = countDiagnostics;

/** whose drafts these are: one job at a time per token (the operator's token is one too) */
export const ownerOf = (access: Access) =>
  access.kind === 'organiser' ? `organiser:${access.id}` : 'operator';

/** the rules of publishing on top of the worker's check */
export function withRules(deps: Deps, eventId: string, outcome: DraftOutcome): DraftCheck {
  // a set the loader leaves out (25:00, a stage that does not exist) is an error here (core lostSets.ts)
  const errors = [...outcome.errors, ...outcome.warnings.filter(losesASet)];
  const warnings = outcome.warnings.filter((d) => !losesASet(d));
  // those past the cap of the warnings' list are errors too, counted
  const unlisted = (outcome.skippedSets ?? 0) - (errors.length - outcome.errors.length);
  if (unlisted > 0) {
    errors.push({
      path: DRAFT_LABEL,
      rule: MORE_RULE,
      message: `and ${unlisted} more ${unlisted === 1 ? 'set' : 'sets'} left out`,
    });
  }
  if (outcome.eventId && outcome.eventId !== eventId) {
    errors.push({
      path: DRAFT_LABEL,
      line: 1,
      rule: 'id.event',
      message: `the text's id is "${outcome.eventId}", but this is the page of "${eventId}": change the id to "${eventId}"`,
      params: { id: outcome.eventId, eventId },
    });
  }
  const file = fileManaging(deps, eventId);
  if (file)
    errors.push({
      path: DRAFT_LABEL,
      rule: 'id.file',
      message: fileManagedMessage(eventId, file),
      params: { eventId, file },
    });
  return { reach: errors.length > 0 ? null : outcome.reach, errors, warnings };
}

/**
 * Throws DraftRefused (429) when the token has a draft in the pool already (unless `turn`, its
 * turn held across an upload's reading, is given) or the pool is full.
 */
export async function checkDraft(
  deps: Deps,
  access: Access,
  eventId: string,
  text: string,
  turn?: DraftTurn,
): Promise<DraftCheck> {
  const job = { text, now: deps.clock.now().getTime() };
  return withRules(deps, eventId, await deps.drafts.run(ownerOf(access), job, turn));
}

export interface DraftImport extends DraftCheck {
  /** the upload converted (text null: it has errors), its lists capped */
  converted: Converted;
}

/**
 * An upload converted into the event's `base` text (its draft or live version; null: a new
 * event) and checked, all in the draft pool; within the token's `turn`.
 */
export async function importDraft(
  deps: Deps,
  access: Access,
  upload: UploadJob,
  base: string | null,
  turn: DraftTurn,
): Promise<DraftImport> {
  const job = { text: base ?? '', upload, now: deps.clock.now().getTime() };
  const outcome = await deps.drafts.run(ownerOf(access), job, turn);
  const converted: Converted = outcome.converted ?? {
    text: null,
    format: upload.format,
    errors: outcome.errors,
    rowErrors: [],
    notes: [],
    metaChanges: [],
  };
  if (converted.text === null)
    return { reach: null, errors: converted.errors, warnings: [], converted };
  return { ...withRules(deps, upload.eventId, outcome), converted };
}

/** the token's turn from reading an upload to the end of its check */
export const draftTurn = (deps: Deps, access: Access): DraftTurn =>
  deps.drafts.reserve(ownerOf(access));
