// Which one event each like belongs to (DESIGN §10, §11). A like the app sent with its
// event's id belongs to that event and no other, so two events may start at the same minute.
// An older like, without the id, names its edition by time only, so two events can both claim
// it (likeBelongsTo); it must go to one only, or a newcomer published at another event's
// edition time would take that event's reminders and write its change alerts. The rule: a
// like naming an event's edition exactly beats a like found by party name and span; among
// equals the event served from a file wins (its operator put it on the server), then one whose
// lineup has the liked act, then the smallest id, so every instance decides alike.
import type { EventMeta, LikeEntry, LineupResponse } from '../types.ts';
import { actName, likeBelongsTo } from './matchLikes.ts';

export interface LikeCandidate {
  meta: EventMeta;
  /** served from a file in DATA_DIR (not published from the browser): wins any tie */
  fromFile: boolean;
  /** the acts of its lineup (actName); unknown: no act is preferred */
  acts?: ReadonlySet<string>;
}

const actsOf = new WeakMap<LineupResponse, ReadonlySet<string>>();

/** a lineup as a candidate, its acts kept per lineup object */
export function likeCandidate(lineup: LineupResponse, fromFile: boolean): LikeCandidate {
  let acts = actsOf.get(lineup);
  if (!acts) {
    acts = new Set(lineup.sets.flat().map((set) => actName(set.dj)));
    actsOf.set(lineup, acts);
  }
  return { meta: lineup.meta, fromFile, acts };
}

function better(a: LikeCandidate, b: LikeCandidate, act: string): boolean {
  if (a.fromFile !== b.fromFile) return a.fromFile;
  const aHas = a.acts?.has(act) ?? false;
  const bHas = b.acts?.has(act) ?? false;
  if (aHas !== bHas) return aHas;
  return a.meta.id < b.meta.id;
}

function bestOf(list: readonly LikeCandidate[], like: LikeEntry): LikeCandidate | null {
  const act = actName(like.dj);
  let best: LikeCandidate | null = null;
  for (const c of list) if (best === null || better(c, best, act)) best = c;
  return best;
}

/** the id of the event each like belongs to (null: none), in the order of `likes` */
export function ownersOfLikes(
  likes: readonly LikeEntry[],
  candidates: readonly LikeCandidate[],
): (string | null)[] {
  const byEdition = new Map<number, LikeCandidate[]>();
  const byParty = new Map<string, LikeCandidate[]>();
  for (const c of candidates) {
    const edition = c.meta.beginningSchedule ? Date.parse(c.meta.beginningSchedule) : Number.NaN;
    if (Number.isFinite(edition)) byEdition.set(edition, [...(byEdition.get(edition) ?? []), c]);
    byParty.set(c.meta.partyName, [...(byParty.get(c.meta.partyName) ?? []), c]);
  }
  const byId = new Map(candidates.map((c) => [c.meta.id, c] as const));
  return likes.map((like) => {
    // the app's likes name their event: theirs, or no one's when it is not served
    if (like.eventId !== undefined) return byId.has(like.eventId) ? like.eventId : null;
    const exact = byEdition.get(Date.parse(like.beginningSchedule));
    if (exact) return bestOf(exact, like)?.meta.id ?? null;
    const near = (byParty.get(like.partyName) ?? []).filter((c) => likeBelongsTo(like, c.meta));
    return bestOf(near, like)?.meta.id ?? null;
  });
}

/** the likes of each event id, in their order (events without likes are left out) */
export function likesByEvent(
  likes: readonly LikeEntry[],
  candidates: readonly LikeCandidate[],
): Map<string, LikeEntry[]> {
  const out = new Map<string, LikeEntry[]>();
  ownersOfLikes(likes, candidates).forEach((id, i) => {
    if (id === null) return;
    const list = out.get(id);
    const like = likes[i] as LikeEntry;
    if (list) list.push(like);
    else out.set(id, [like]);
  });
  return out;
}
