// "Share a plan" (issue 8): a link text that shows a friend's liked sets of one event. It holds
// the event id and the sets' short codes only, nothing about the fan. Short codes come from
// event id + dj, so a shared plan survives time changes like a set's short link does.
//
// Format: `1.{eventId}.{code}[-{room}].{code}[-{room}]…`, characters [0-9a-z.-] only (all
// unreserved in URLs). The leading 1 is the format version.
import { LIKES_MAX } from '../constants.ts';
import { shortCode } from '../lineup/shortCode.ts';
import type { LineupResponse, LineupSet } from '../types.ts';

export interface SharedPlanCode {
  /** the set's short code */
  s: string;
  /** the stage, when the act plays on several; null: any of the act's sets */
  room: number | null;
}

export interface SharedPlan {
  eventId: string;
  codes: SharedPlanCode[];
}

const VERSION = '1';
const EVENT_ID = /^[a-z0-9-]{1,100}$/;
const SHARE_CHARS = /^[0-9A-Za-z.-]+$/;
const ENTRY = /^([0-9a-z]{8})(?:-(0|[1-9]\d{0,2}))?$/;
/** longest text decoded: LIKES_MAX entries with a room, and a long event id, fit */
export const SHARED_PLAN_MAX_LENGTH = 8192;

/**
 * The share text of `sets` of event `eventId` (in their order, each act and stage once, at
 * most LIKES_MAX). The stage is written only for an act with sets on several stages of
 * `lineup`; without `lineup` it is always written, since the other stages are not known.
 */
export function encodeSharedPlan(
  eventId: string,
  sets: readonly LineupSet[],
  lineup?: LineupResponse,
): string {
  const roomsOf = new Map<string, Set<number>>();
  for (const set of lineup?.sets.flat() ?? []) {
    const rooms = roomsOf.get(set.s) ?? new Set<number>();
    rooms.add(set.room);
    roomsOf.set(set.s, rooms);
  }
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const set of sets) {
    const withRoom = lineup === undefined || (roomsOf.get(set.s)?.size ?? 0) > 1;
    const entry = withRoom ? `${set.s}-${set.room}` : set.s;
    if (seen.has(entry) || !ENTRY.test(entry)) continue;
    seen.add(entry);
    entries.push(entry);
    if (entries.length === LIKES_MAX) break;
  }
  return [VERSION, eventId.trim().toLowerCase(), ...entries].join('.');
}

/**
 * Reads a share text; null for anything that is not one (wrong version, bad event id or code,
 * over SHARED_PLAN_MAX_LENGTH or LIKES_MAX entries). Upper case is read as lower case, since
 * some apps change the case of links. Never throws.
 */
export function decodeSharedPlan(text: string): SharedPlan | null {
  if (typeof text !== 'string' || text.length > SHARED_PLAN_MAX_LENGTH) return null;
  const trimmed = text.trim();
  // checked before lower-casing: a few non-ASCII letters lower-case to ASCII (U+212A Kelvin → k)
  if (!SHARE_CHARS.test(trimmed)) return null;
  const [version, eventId, ...entries] = trimmed.toLowerCase().split('.');
  if (version !== VERSION || eventId === undefined || !EVENT_ID.test(eventId)) return null;
  if (entries.length > LIKES_MAX) return null;
  const codes: SharedPlanCode[] = [];
  for (const entry of entries) {
    const match = ENTRY.exec(entry);
    if (!match) return null;
    const [, s, room] = match;
    codes.push({ s: s!, room: room === undefined ? null : Number(room) });
  }
  return { eventId, codes };
}

/**
 * The sets of `lineup` a decoded share names, in time order. A code also matches a set whose
 * dj gives that code under the shared event id, so a plan shared before the event was renamed
 * (the old id became an alias) still resolves. Codes of acts no longer playing are dropped.
 */
export function resolveSharedPlan(decoded: SharedPlan, lineup: LineupResponse): LineupSet[] {
  const all = lineup.sets.flat();
  const renamed = decoded.eventId !== lineup.meta.id;
  const codeOf = (set: LineupSet) => (renamed ? shortCode(decoded.eventId, set.dj) : set.s);
  const wanted = new Map<string, (number | null)[]>();
  for (const { s, room } of decoded.codes) wanted.set(s, [...(wanted.get(s) ?? []), room]);
  return all
    .filter((set) => {
      const rooms = wanted.get(set.s) ?? wanted.get(codeOf(set));
      return rooms?.some((room) => room === null || room === set.room) ?? false;
    })
    .sort(
      (a, b) =>
        Date.parse(a.start) - Date.parse(b.start) ||
        a.room - b.room ||
        (a.dj < b.dj ? -1 : a.dj > b.dj ? 1 : 0),
    );
}
