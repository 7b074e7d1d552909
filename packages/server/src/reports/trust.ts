// The optional trust rule (issue 34): after a "now playing" report is taken, if the event's
// organisers switched the rule on and enough phones named the same act (counted where the
// report is stored) on a stage that has no set then, the report is accepted as "Fans (trust
// rule)" through the same accept (one publish path), its set marked "reported by fans".
// Organisers undo it in one tap (undoTrusted).
import {
  findEvent,
  isEmptySlot,
  REPORTED_BY_FANS,
  type ReportPayload,
  stageBusyAt,
} from '@lineup/core';
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import { DraftRefused } from '../publishing/draftPool.ts';
import { publishVersion } from '../publishing/publishVersion.ts';
import { acceptReport } from './acceptReport.ts';
import { liveTextOf } from './liveText.ts';
import { changesInPool } from './reportJobs.ts';

export const TRUST_NAME = 'Fans (trust rule)';

const trustAccess = (eventId: string): Access => ({
  kind: 'organiser',
  id: 'trust-rule',
  name: TRUST_NAME,
  events: [eventId],
  role: 'organiser',
});

/**
 * The version the rule published, or null when it did nothing. `id` is the report the store
 * found trusted when it stored a "now playing" report (counted there, see
 * KyselyReports#trusted): here only whether its stage has no set then, and the accept.
 */
export async function applyTrustRule(
  deps: Deps,
  eventId: string,
  id: string,
): Promise<number | null> {
  const report = await deps.storage.reports.report(eventId, id);
  if (report?.state !== 'pending') return null;
  const chosen = JSON.parse(report.payload) as ReportPayload;
  // Once K phones named an act, every further phone naming it asks again; on a stage playing a
  // set then (the common case: the timetable is right, or the act is late) the served sets say
  // no at once. Reading the live text, below, is a parse of 240-710 ms of CPU for a 3,000-set
  // festival (docs/performance.md): done in the draft pool, and only when the rule may publish.
  const served = findEvent(deps.events.events, eventId)?.event;
  if (chosen.kind === 'playing' && served && stageBusyAt(served.sets, chosen.stage, chosen.start)) {
    return null;
  }
  const live = await liveTextOf(deps, eventId);
  if (!live || live.file) return null;
  let changes: Awaited<ReturnType<typeof changesInPool>>;
  try {
    changes = await changesInPool(deps, `trust-rule:${eventId}`, live.text, [chosen]);
  } catch (error) {
    // the rule reads this event's text for another phone's report right now (or the pool is
    // full): that one decides, or the next phone naming the act asks again
    if (error instanceof DraftRefused) return null;
    throw error;
  }
  const change = changes?.[0];
  if (!change || !isEmptySlot(change)) return null;
  const outcome = await acceptReport(
    deps,
    trustAccess(eventId),
    eventId,
    id,
    'shorten',
    REPORTED_BY_FANS,
  );
  return outcome.kind === 'accepted' ? outcome.version : null;
}

export type UndoOutcome = 'undone' | 'unknown' | 'moved';

/** publishes the version before the rule's again, while the rule's is still the live one */
export async function undoTrusted(
  deps: Deps,
  access: Access,
  eventId: string,
  id: string,
): Promise<UndoOutcome> {
  const store = deps.storage.reports;
  const report = await store.report(eventId, id);
  if (report?.state !== 'accepted' || report.decidedBy !== TRUST_NAME || !report.version) {
    return 'unknown';
  }
  const latest = await deps.storage.publishing.latest(eventId);
  const before = await deps.storage.publishing.version(eventId, report.version - 1);
  if (!latest || latest.version !== report.version || !before) return 'moved';
  await publishVersion(deps, {
    eventId,
    text: before.text,
    format: 'rollback',
    note: `Undo the trust rule's version ${report.version}`,
    access,
    baseVersion: report.version,
  });
  await store.undoAccepted({ eventId, id, by: access.name, now: deps.clock.now() });
  return 'undone';
}
