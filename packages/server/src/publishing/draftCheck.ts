// The check of a text before it is published: core's validation (as for a file), the
// organiser's warnings of `lineup validate` (overlaps, opening windows), and the two rules of
// publishing: the text's id is the event published to, and that id is not served from a file.
import { type Diagnostic, findEvent, type LoadedEvent } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { parseEvent } from '../events/eventParser.ts';
import { checkLoaded } from '../organiser/validate/check.ts';

export interface DraftCheck {
  event: LoadedEvent | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** the label of a draft's diagnostics */
export const DRAFT_LABEL = 'draft';

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

export async function checkDraft(deps: Deps, eventId: string, text: string): Promise<DraftCheck> {
  const now = deps.clock.now();
  // in the parsing worker, as a file is: a huge text does not stall the requests of others
  const parsed = await parseEvent(Buffer.from(text, 'utf8'), DRAFT_LABEL, now);
  const checked = checkLoaded({ file: DRAFT_LABEL, text, ...parsed }, now);
  const errors = [...checked.errors];
  const event = parsed.event;
  if (event && event.id !== eventId) {
    errors.push({
      path: DRAFT_LABEL,
      line: 1,
      rule: 'id.event',
      message: `the text's id is "${event.id}", but this is the page of "${eventId}": change the id to "${eventId}"`,
    });
  }
  const file = fileManaging(deps, eventId);
  if (file)
    errors.push({ path: DRAFT_LABEL, rule: 'id.file', message: fileManagedMessage(eventId, file) });
  return { event: errors.length > 0 ? null : event, errors, warnings: checked.warnings };
}
