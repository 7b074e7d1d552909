// The text of an event's live lineup, whichever source serves it: the newest published
// version, else the event file (read, never written: a file-managed event cannot take an
// accepted report until it is published from the database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Deps } from '../deps.ts';
import { fileManaging } from '../publishing/draftCheck.ts';

export interface LiveText {
  text: string;
  /** the published version, null for a file */
  version: number | null;
  /** the file that manages the event, null when published */
  file: string | null;
}

export async function liveTextOf(deps: Deps, eventId: string): Promise<LiveText | null> {
  if (deps.events.publishedIds.includes(eventId)) {
    const latest = await deps.storage.publishing.latest(eventId);
    if (latest) return { text: latest.text, version: latest.version, file: null };
  }
  const file = fileManaging(deps, eventId);
  if (!file) return null;
  try {
    return {
      text: readFileSync(path.join(deps.config.dataDir, file), 'utf8'),
      version: null,
      file,
    };
  } catch {
    // gone since the last scan
    return null;
  }
}
