// What a push subscription needs from the lineup (issue 13): when each of its liked sets is due
// for a reminder, and what one edit of an event file changed for its liked sets. A subscription
// keeps only the identity of each liked set (act, stage, start); these functions put that
// identity back into the shape the fan's own change detection (changes.ts) works on, so the
// phone in the pocket and the open now page agree on what changed.
import type { LikeEntry, LineupResponse, LineupSet } from '../types.ts';
import { detectLikedChanges, type LikedChange } from './changes.ts';
import { actName, matchAnchors } from './matchLikes.ts';

/** A liked set as a push subscription stores it. */
export interface LikedSetId {
  dj: string;
  room: number;
  /** the set's start (instant) when it was liked */
  start: string;
}

/**
 * The liked sets whose act plays in the lineup: what a push subscription may store. A like of an
 * act the lineup does not have can never be reminded nor changed, so keeping it would only let a
 * made-up list fill the database.
 */
export function likedInLineup<T extends LikedSetId>(
  liked: readonly T[],
  lineup: LineupResponse,
): T[] {
  const acts = new Set(lineup.sets.flat().map((set) => actName(set.dj)));
  return liked.filter((id) => acts.has(actName(id.dj)));
}

/** The minutes before a set a fan may choose; 0 = no reminders (change alerts only). */
export const PUSH_MINUTES = [0, 5, 10, 15, 30] as const;

export interface DueReminder {
  set: LineupSet;
  /** when the reminder is due (ISO instant) */
  dueAt: string;
}

/**
 * One reminder per liked set still in the lineup, `minutesBefore` its current start (a set
 * that moved is reminded at its new time). Placeholder sets and sets found nowhere get none;
 * reminders whose set has already started (`now`) are left out: a late reminder is not sent.
 */
export function remindersOf(
  liked: readonly LikedSetId[],
  lineup: LineupResponse,
  minutesBefore: number,
  now: Date,
): DueReminder[] {
  if (minutesBefore <= 0) return [];
  const found = matchAnchors(liked, lineup.sets.flat());
  const out: DueReminder[] = [];
  for (const set of found) {
    if (!set || set.isMarkerSet) continue;
    const start = Date.parse(set.start);
    if (!Number.isFinite(start) || start <= now.getTime()) continue;
    out.push({ set, dueAt: new Date(start - minutesBefore * 60_000).toISOString() });
  }
  return out.sort((a, b) => (a.dueAt < b.dueAt ? -1 : a.dueAt > b.dueAt ? 1 : 0));
}

/** What one edit of an event changed: the acts touched, and both lineups cut down to them. */
export interface EditDiff {
  /** actName of every act whose sets (stage, times or note) differ */
  acts: Set<string>;
  previous: LineupResponse;
  next: LineupResponse;
}

function actSignatures(lineup: LineupResponse): Map<string, string> {
  const byAct = new Map<string, string[]>();
  for (const set of lineup.sets.flat()) {
    const name = actName(set.dj);
    const line = JSON.stringify([
      set.dj,
      set.room,
      Date.parse(set.start),
      Date.parse(set.end),
      set.change ?? null,
    ]);
    const list = byAct.get(name);
    if (list) list.push(line);
    else byAct.set(name, [line]);
  }
  return new Map([...byAct].map(([name, lines]) => [name, lines.sort().join('\n')]));
}

/**
 * The lineup cut down to the sets of `acts` (actName). Matching works within one act, so for
 * liked sets of these acts it finds exactly what it finds in the whole lineup, with less work.
 */
export function lineupOfActs(lineup: LineupResponse, acts: ReadonlySet<string>): LineupResponse {
  return {
    ...lineup,
    sets: lineup.sets.map((room) => room.filter((set) => acts.has(actName(set.dj)))),
  };
}

/**
 * The acts an edit touched (moved, re-staged, removed, added, note changed), or null when no
 * set changed (a typo fixed in the event's texts, a new link). Sets are matched by act only
 * (matchAnchors), so cutting both lineups down to these acts leaves every liked set of them
 * matched exactly as in the whole lineups, at a fraction of the work per subscription.
 */
export function diffEdit(previous: LineupResponse, next: LineupResponse): EditDiff | null {
  if (previous.meta.id !== next.meta.id) return null;
  const before = actSignatures(previous);
  const after = actSignatures(next);
  const acts = new Set<string>();
  for (const [name, sig] of before) if (after.get(name) !== sig) acts.add(name);
  for (const name of after.keys()) if (!before.has(name)) acts.add(name);
  if (acts.size === 0) return null;
  return { acts, previous: lineupOfActs(previous, acts), next: lineupOfActs(next, acts) };
}

/**
 * The changes one edit made to a subscription's liked sets of that event: moved, another
 * stage, cancelled, a new note. Liked sets of acts the edit did not touch are left out, so an
 * edit elsewhere says nothing even when the stored start is older than the lineup.
 */
export function changesOfEdit(liked: readonly LikedSetId[], diff: EditDiff): LikedChange[] {
  const touched = liked.filter((id) => diff.acts.has(actName(id.dj)));
  if (touched.length === 0) return [];
  // only this subscription's acts: a fan-out compares thousands of subscriptions per edit
  const own = new Set(touched.map((id) => actName(id.dj)));
  const previous = lineupOfActs(diff.previous, own);
  const next = lineupOfActs(diff.next, own);
  const likes: LikeEntry[] = touched.map((id) => ({
    dj: id.dj,
    room: id.room,
    started: id.start,
    // the edition as it was: the like belongs to the event even if the opener moved
    beginningSchedule: previous.meta.beginningSchedule ?? id.start,
    partyName: previous.meta.partyName,
    title: '',
    meta: [],
  }));
  if (likes.length === 0) return [];
  return detectLikedChanges(likes, previous, next).filter(
    // a like found nowhere before this edit is not news of this edit
    (change) => change.kind !== 'cancelled' || wasThere(change.like, previous),
  );
}

function wasThere(like: LikeEntry, previous: LineupResponse): boolean {
  return previous.sets.flat().some((set) => actName(set.dj) === actName(like.dj));
}

/** the act of a stored liked set as matching compares acts; which likes belong to an event */
export { actName, likesOfEvent } from './matchLikes.ts';
