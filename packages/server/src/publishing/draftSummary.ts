// What the event list says about a draft without reading its text: the page's own reading
// of the text it saved (parsing every draft's YAML, up to 5 MB each, for a list is not worth
// it), and whether an address name is taken by an event already.
import { type DraftSummary, findEvent, type PublishConfirmation } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { fileManaging } from './draftCheck.ts';

export function summaryOf(json: string | undefined): DraftSummary | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as DraftSummary;
  } catch {
    return null;
  }
}

/** an address name served, published or managed by a file: a new event may not take it */
export function takenByEvent(deps: Deps, id: string): boolean {
  return (
    deps.events.publishedIds.includes(id) ||
    findEvent(deps.events.events, id) != null ||
    fileManaging(deps, id) !== null
  );
}

/** how many rows of the draft's import could not be read (its JSON list) */
export function skippedRowCount(json: string): number {
  try {
    const rows: unknown = JSON.parse(json);
    return Array.isArray(rows) ? rows.length : 0;
  } catch {
    return 0;
  }
}

/** "2 unreadable rows, 1 set.overlap warning" for the API's refusal */
export function describeConfirmation(c: PublishConfirmation): string {
  const parts = c.skippedRows > 0 ? [`${c.skippedRows} unreadable row(s)`] : [];
  for (const [kind, n] of Object.entries(c.warnings)) {
    if (n > 0) parts.push(`${n} ${kind} warning(s)`);
  }
  return parts.length > 0 ? parts.join(', ') : 'nothing';
}
