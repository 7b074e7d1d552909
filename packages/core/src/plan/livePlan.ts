// Shared plans are live (DESIGN §11): sharing a plan publishes a server record (a random key,
// the owner's account or device account, one event). Its link names the event and the key
// only; whoever opens it asks the server for the owner's current likes of that one event,
// answered in the snapshot format of sharePlan.ts, so every screen reads both alike.
//
// Link text: `2.{eventId}.{key}` (the 2 is the format version; snapshots are `1.…`).
import type { LikeEntry, LineupResponse } from '../types.ts';
import { myPlan } from './myPlan.ts';
import { encodeSharedPlan } from './sharePlan.ts';

export interface LivePlanLink {
  eventId: string;
  /** the server record's key */
  key: string;
}

const VERSION = '2';
const EVENT_ID = /^[a-z0-9-]{1,100}$/;
/** 24 characters of [0-9a-z]: about 124 bits, not to be guessed */
export const LIVE_PLAN_KEY = /^[0-9a-z]{24}$/;
export const LIVE_PLAN_KEY_LENGTH = 24;

/** The link text of a live plan. */
export function encodeLivePlan(link: LivePlanLink): string {
  return [VERSION, link.eventId.trim().toLowerCase(), link.key].join('.');
}

/** Reads a live plan's link text; null for anything else (a snapshot, a broken link). */
export function decodeLivePlan(text: string): LivePlanLink | null {
  if (typeof text !== 'string' || text.length > 200) return null;
  const parts = text.trim().toLowerCase().split('.');
  if (parts.length !== 3) return null;
  const [version, eventId, key] = parts as [string, string, string];
  if (version !== VERSION || !EVENT_ID.test(eventId) || !LIVE_PLAN_KEY.test(key)) return null;
  return { eventId, key };
}

/**
 * What a live plan shows now: the owner's liked sets of `lineup`'s event (My plan's rule, so a
 * moved set is still found by its act), as snapshot share text. Likes of other events are
 * never in it.
 */
export function livePlanText(likes: readonly LikeEntry[], lineup: LineupResponse): string {
  const sets = myPlan(likes, lineup).flatMap((item) => (item.set ? [item.set] : []));
  return encodeSharedPlan(lineup.meta.id, sets, lineup);
}
