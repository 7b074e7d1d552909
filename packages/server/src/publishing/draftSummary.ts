// What the event list says about a draft without reading its text: the page's own reading
// of the text it saved (parsing every draft's YAML, up to 5 MB each, for a list is not worth
// it), and whether an address name is taken by an event already.
import { type DraftSummary, findEvent } from '@lineup/core';
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
