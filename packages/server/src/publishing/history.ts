// The history of an event's published versions, each with what it changed against the one
// before. Versions never change, so a computed summary is kept (bounded) and reused.
import type { PublishedVersion, VersionDiffSummary } from '@lineup/core';
import type { EventVersionInfo, PublishingStore } from '../storage/publishing.ts';
import type { DraftPool } from './draftPool.ts';

export const HISTORY_LENGTH = 50;
const KEPT = 2_000;
// per store: two servers in one process (tests) never share a summary
const cache = new WeakMap<PublishingStore, Map<string, VersionDiffSummary | null>>();

/** parsed and compared in the draft pool (draftPool.ts), never on the thread answering fans */
async function summaryOf(
  publishing: PublishingStore,
  drafts: DraftPool,
  info: EventVersionInfo,
  now: Date,
): Promise<VersionDiffSummary | null> {
  let summaries = cache.get(publishing);
  if (!summaries) {
    summaries = new Map();
    cache.set(publishing, summaries);
  }
  const key = `${info.eventId}@${info.version}`;
  if (summaries.has(key)) return summaries.get(key) ?? null;
  let summary: VersionDiffSummary | null = null;
  if (info.version > 1) {
    const [before, after] = await Promise.all([
      publishing.version(info.eventId, info.version - 1),
      publishing.version(info.eventId, info.version),
    ]);
    if (before && after) {
      const told = await drafts.summarise(before.text, after.text, now.getTime());
      // not now (a busy pool, a failed thread): asked again next time, not kept
      if (told === undefined) return null;
      summary = told;
    }
  }
  if (summaries.size >= KEPT) summaries.delete(summaries.keys().next().value ?? '');
  summaries.set(key, summary);
  return summary;
}

export function toPublished(
  info: EventVersionInfo,
  diff: VersionDiffSummary | null,
): PublishedVersion {
  return {
    eventId: info.eventId,
    version: info.version,
    format: info.format,
    publishedAt: info.publishedAt,
    organiserName: info.organiserName,
    note: info.note,
    diff,
  };
}

export async function historyOf(
  publishing: PublishingStore,
  drafts: DraftPool,
  eventId: string,
  now: Date,
): Promise<PublishedVersion[]> {
  const infos = await publishing.versions(eventId, HISTORY_LENGTH);
  const out: PublishedVersion[] = [];
  for (const info of infos)
    out.push(toPublished(info, await summaryOf(publishing, drafts, info, now)));
  return out;
}

export async function publishedVersionOf(
  publishing: PublishingStore,
  drafts: DraftPool,
  info: EventVersionInfo,
  now: Date,
): Promise<PublishedVersion> {
  return toPublished(info, await summaryOf(publishing, drafts, info, now));
}
