// Fans' reports read against the live text in the draft pool (publishing/draftPool.ts), never on
// the thread that answers fans: reading the text is a parse of the whole event, 300-700 ms of
// CPU for a 3,000-set festival (docs/performance.md, the reports bench), and the queue, the
// trust rule and every accept need it.
import type { AppliedReport, OverlapChoice, ReportChange, ReportPayload } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { type DraftCheck, withRules } from '../publishing/draftCheck.ts';

/**
 * The change each report makes against `text`, in the pool as `owner` (one job at a time per
 * owner: DraftRefused beyond it); null when the job failed (its time or memory limit).
 */
export async function changesInPool(
  deps: Deps,
  owner: string,
  text: string,
  payloads: ReportPayload[],
): Promise<ReportChange[] | null> {
  if (payloads.length === 0) return [];
  const outcome = await deps.drafts.run(owner, {
    text,
    now: deps.clock.now().getTime(),
    reports: { payloads },
  });
  return outcome.changes ?? null;
}

export type AppliedInPool =
  | { applied: AppliedReport; check: DraftCheck | null }
  /** the job failed: its errors */
  | { applied: null; check: DraftCheck };

/**
 * The report's change written into `text` and, when there is one, that text checked as a draft
 * (`check`, with the rules of publishing to `eventId`), in one job of the pool as `owner`.
 */
export async function applyInPool(
  deps: Deps,
  owner: string,
  eventId: string,
  text: string,
  payload: ReportPayload,
  choice: OverlapChoice | null,
  note?: string,
): Promise<AppliedInPool> {
  const outcome = await deps.drafts.run(owner, {
    text,
    now: deps.clock.now().getTime(),
    reports: { payloads: [payload], apply: { choice, ...(note === undefined ? {} : { note }) } },
  });
  const applied = outcome.applied;
  if (!applied) return { applied: null, check: withRules(deps, eventId, outcome) };
  return { applied, check: applied.ok ? withRules(deps, eventId, outcome) : null };
}
