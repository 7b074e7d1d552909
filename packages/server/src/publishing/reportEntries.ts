// Events published from the browser as entries of the organiser page's report, beside the
// files: so the report lists every served event and the likes view offers them too.
import type { FileEntry } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { publishedLabel } from '../events/publishedSource.ts';

export async function publishedEntries(deps: Deps): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for (const id of [...deps.events.publishedIds].sort()) {
    const event = deps.events.events.find((e) => e.id === id);
    const version = deps.published.servedVersion(id);
    if (!event || version === undefined) continue;
    entries.push({
      file: publishedLabel(id, version),
      status: 'loaded',
      event: {
        id,
        partyName: event.meta.partyName,
        sets: event.sets.length,
        stages: event.meta.rooms.length,
        hash: (await deps.lineups.get(event)).hash,
      },
      readAt: deps.clock.now().toISOString(),
      loadedAt: null,
      errors: [],
      warnings: [],
    });
  }
  return entries;
}
