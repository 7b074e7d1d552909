// What an upload is imported into: the event's draft when it has one, else its live published
// version; and the time zone its local times are read in when the organiser chose none (the
// event's own, else the importers' default).
import { isValidTimeZone } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { DEFAULT_TIME_ZONE } from '../organiser/draft.ts';
import { eventFields } from './reimport.ts';

export interface ImportBase {
  /** the draft's or live version's text (null: a new event) */
  text: string | null;
  /** the event's time zone, else the default */
  timeZone: string;
}

/** the draft's or live version's text (null: a new event), read from storage */
export async function importBaseText(deps: Deps, eventId: string): Promise<string | null> {
  const publishing = deps.storage.publishing;
  const draft = await publishing.draft(eventId);
  return draft?.text ?? (await publishing.latest(eventId))?.text ?? null;
}

/** the time zone of the base text (a YAML parse: done in the draft pool, see draftWorker.ts) */
export function baseTimeZone(text: string | null): string {
  const meta = text === null ? null : eventFields(text)?.meta;
  const zone =
    typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>).timeZone : null;
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

export async function importBase(deps: Deps, eventId: string): Promise<ImportBase> {
  const text = await importBaseText(deps, eventId);
  return { text, timeZone: baseTimeZone(text) };
}
