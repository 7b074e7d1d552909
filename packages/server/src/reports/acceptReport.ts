// Accepting a fan's report: the change written into the live text and published through the
// one publish path (history, rollback, change notices and alerts as any publish). Of two
// moderators at once exactly one claims the report; a version published by anyone while the
// change was written makes it start again from that version, so nothing published is undone.
import type { OverlapChoice, ReportChange, ReportPayload, ReportSet } from '@lineup/core';
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import { ownerOf } from '../publishing/draftCheck.ts';
import { publishVersion } from '../publishing/publishVersion.ts';
import { withinReach } from '../publishing/reach.ts';
import { BaseMovedError } from '../storage/publishing.ts';
import type { StoredReport } from '../storage/reports.ts';
import { liveTextOf } from './liveText.ts';
import { applyInPool } from './reportJobs.ts';

/** a claim older than this belongs to an instance that stopped mid-way: it may be taken again */
const STALE_CLAIM_MS = 2 * 60_000;
const ATTEMPTS = 3;

export type AcceptOutcome =
  | { kind: 'accepted'; version: number | null }
  | { kind: 'choose'; change: ReportChange }
  | { kind: 'gone'; change: ReportChange }
  | { kind: 'decided'; report: StoredReport }
  | { kind: 'file'; message: string }
  | { kind: 'errors'; count: number }
  | { kind: 'unknown' };

const wall = (s: ReportSet) => `${s.dj} ${s.start.slice(11)}–${s.end.slice(11)}`;

/** the version's note in the history: what the report changed */
function noteOf(change: ReportChange): string {
  const { before, after } = change;
  if (!after) return "Fans' report";
  return before
    ? `Fans' report: ${wall(before)} → ${wall(after)}${after.note ? ` (${after.note})` : ''}`
    : `Fans' report: ${wall(after)}`;
}

export async function acceptReport(
  deps: Deps,
  access: Access,
  eventId: string,
  id: string,
  choice: OverlapChoice | null,
  /** the note of a set the report adds (the trust rule's "reported by fans") */
  note?: string,
): Promise<AcceptOutcome> {
  const store = deps.storage.reports;
  const report = await store.report(eventId, id);
  if (!report) return { kind: 'unknown' };
  if (report.state !== 'pending') return { kind: 'decided', report };
  const payload = JSON.parse(report.payload) as ReportPayload;
  const decision = { eventId, id, by: access.name, now: deps.clock.now() };
  let claimed = false;
  try {
    for (let attempt = 1; ; attempt++) {
      const live = await liveTextOf(deps, eventId);
      if (!live) return { kind: 'unknown' };
      if (live.file) return { kind: 'file', message: fileServedMessage(eventId, live.file) };
      // the change written in and the text checked in the draft pool, off the fans' thread
      const job = await applyInPool(
        deps,
        ownerOf(access),
        eventId,
        live.text,
        payload,
        choice,
        note,
      );
      const applied = job.applied;
      if (!applied) return { kind: 'errors', count: Math.max(1, job.check.errors.length) };
      if (!applied.ok && applied.reason === 'choose')
        return { kind: 'choose', change: applied.change };
      if (!applied.ok && applied.reason === 'gone') return { kind: 'gone', change: applied.change };
      if (!claimed) {
        claimed = await store.claim(decision, new Date(decision.now.getTime() - STALE_CLAIM_MS));
        if (!claimed) {
          const now = await store.report(eventId, id);
          return now ? { kind: 'decided', report: now } : { kind: 'unknown' };
        }
      }
      // the lineup says this already: accepted, nothing to publish
      if (!applied.ok) {
        await store.settle(decision, 'accepted', null);
        claimed = false;
        await deps.push.tellReporters(report, 'accepted', access.name);
        return { kind: 'accepted', version: null };
      }
      if (!job.check) return { kind: 'errors', count: 1 };
      const check = withinReach(deps, access, eventId, applied.text, job.check);
      if (check.errors.length > 0) return { kind: 'errors', count: check.errors.length };
      try {
        const published = await publishVersion(deps, {
          eventId,
          text: applied.text,
          format: 'report',
          note: noteOf(applied.change),
          access,
          ...(live.version !== null ? { baseVersion: live.version } : {}),
        });
        await store.settle(decision, 'accepted', published.result.version.version);
        claimed = false;
        await deps.push.tellReporters(report, 'accepted', access.name);
        return { kind: 'accepted', version: published.result.version.version };
      } catch (error) {
        if (!(error instanceof BaseMovedError) || attempt >= ATTEMPTS) throw error;
      }
    }
  } finally {
    // not accepted after all: back in the queue for the next decision
    if (claimed) await store.release(eventId, id);
  }
}

/**
 * Why a report on a file-served event waits, and what ends that. Not the publish page's "edit
 * that file, or remove it": removing the file takes the lineup away from fans.
 */
function fileServedMessage(eventId: string, file: string): string {
  return `"${eventId}" is served from its file ${file}: reports can be accepted once the operator moves it into the database with "Move into the database…" on the event's organiser page. Nothing was published; the report still waits.`;
}
