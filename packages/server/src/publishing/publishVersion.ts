// The one way a new version of an event goes live, whoever makes it (the publish page, a
// rollback, an accepted fan's report): stored with its history, served here before the answer
// (other instances follow by NOTIFY and the poll), change notices and alerts follow from the
// event store as for any new version.
import type { PublishResult } from '@lineup/core';
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import { publishedVersionOf } from './history.ts';

const oneLine = (note: string) => note.replace(/\s+/g, ' ').trim();

export interface VersionToPublish {
  eventId: string;
  text: string;
  format: string;
  note: string;
  access: Access;
  discardDraft?: boolean;
  /** the live version the text was made from (a BaseMovedError when another went live since) */
  baseVersion?: number;
}

export async function publishVersion(
  deps: Deps,
  input: VersionToPublish,
): Promise<{ status: 200 | 201; result: PublishResult }> {
  const { eventId, access } = input;
  const publishing = deps.storage.publishing;
  const info = await publishing.publish({
    eventId,
    text: input.text,
    format: input.format,
    discardDraft: input.discardDraft ?? false,
    note: oneLine(input.note),
    publisher: { id: access.kind === 'organiser' ? access.id : null, name: access.name },
    now: deps.clock.now(),
    keep: {
      versions: deps.config.publishLimits.historyVersions,
      bytes: deps.config.publishLimits.historyBytes,
    },
    ...(input.baseVersion !== undefined ? { baseVersion: input.baseVersion } : {}),
  });
  await deps.published.refresh(eventId);
  const served = deps.events.events.find((e) => e.id === eventId);
  const result: PublishResult = {
    version: await publishedVersionOf(publishing, deps.drafts, info, deps.clock.now()),
    hash: served ? (await deps.lineups.get(served)).hash : '',
  };
  // the live version's text again: that version stands, nothing new was stored (200, not 201)
  return { status: info.stored ? 201 : 200, result };
}
