// The history of an event's published versions, each with what it changed against the one
// before. Versions never change, so a computed summary is kept (bounded) and reused.
import { diffLineups, type PublishedVersion, type VersionDiffSummary } from '@lineup/core';
import { parseEvent } from '../events/eventParser.ts';
import type { EventVersionInfo, PublishingStore } from '../storage/publishing.ts';

export const HISTORY_LENGTH = 50;
const KEPT = 2_000;
// per store: two servers in one process (tests) never share a summary
const cache = new WeakMap<PublishingStore, Map<string, VersionDiffSummary | null>>();

async function setsOf(text: string, now: Date) {
  return (await parseEvent(Buffer.from(text, 'utf8'), 'version', now)).event;
}

async function summaryOf(
  publishing: PublishingStore,
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
    const a = before && (await setsOf(before.text, now));
    const b = after && (await setsOf(after.text, now));
    if (a && b) {
      const diff = diffLineups(a, b);
      summary = {
        counts: diff.counts,
        stagesAdded: diff.stagesAdded,
        stagesRemoved: diff.stagesRemoved,
        metaChanges: diff.metaChanges,
      };
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
  eventId: string,
  now: Date,
): Promise<PublishedVersion[]> {
  const infos = await publishing.versions(eventId, HISTORY_LENGTH);
  const out: PublishedVersion[] = [];
  for (const info of infos) out.push(toPublished(info, await summaryOf(publishing, info, now)));
  return out;
}

export async function publishedVersionOf(
  publishing: PublishingStore,
  info: EventVersionInfo,
  now: Date,
): Promise<PublishedVersion> {
  return toPublished(info, await summaryOf(publishing, info, now));
}
