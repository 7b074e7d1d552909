import {
  changeId,
  detectLikedChanges,
  type LikedChange,
  type LikeEntry,
  type LineupResponse,
  type LineupSet,
  likeKey,
  type PlanItem,
} from '@lineup/core';

// "Changes that matter" (issue 8), the rules without storage: what is kept of a lineup to
// compare the next one with, which changes are new, and which notices still hold.

/** dj, room, start, end, change note, marker: all that change detection reads of a set */
export type CompactSet = [string, number, string, string, string | null, 0 | 1];

export interface LineupSnapshot {
  hash: string;
  /** when it was taken (ISO): likes made after it are compared with their own entry */
  savedAt: string;
  sets: CompactSet[];
}

export function snapshotOf(lineup: LineupResponse, now: Date): LineupSnapshot {
  return {
    hash: lineup.hash,
    savedAt: now.toISOString(),
    sets: lineup.sets
      .flat()
      .map((s) => [s.dj, s.room, s.start, s.end, s.change ?? null, s.isMarkerSet ? 1 : 0]),
  };
}

/** The snapshot as a lineup of `next`'s event (only the fields change detection reads). */
export function lineupOfSnapshot(snapshot: LineupSnapshot, next: LineupResponse): LineupResponse {
  const sets = snapshot.sets.map(
    ([dj, room, start, end, change, marker]): LineupSet => ({
      dj,
      room,
      start,
      end,
      ...(change === null ? {} : { change }),
      meta: [],
      s: '',
      djAndChange: dj,
      isMarkerSet: marker === 1,
      isItalic: marker === 1,
      partyName: next.meta.partyName,
      title: dj,
      beginningSchedule: next.meta.beginningSchedule ?? '',
    }),
  );
  return { ...next, hash: snapshot.hash, sets: [sets], setCursors: [], tracks: [] };
}

/**
 * The changes to liked sets since the snapshot of the event (none when the lineup is the one
 * the snapshot was taken of). Likes made before the snapshot are compared with it; likes made
 * later (in the timetable, say) and every like when there is no snapshot are compared with
 * where the set was when it was liked.
 */
export function changesSince(
  likes: readonly LikeEntry[],
  snapshot: LineupSnapshot | undefined,
  next: LineupResponse,
): LikedChange[] {
  if (!snapshot) return detectLikedChanges(likes, null, next);
  if (snapshot.hash === next.hash) return [];
  const savedAt = Date.parse(snapshot.savedAt);
  const before: LikeEntry[] = [];
  const after: LikeEntry[] = [];
  for (const like of likes) {
    const likedAt = Date.parse(like.likedAt ?? '');
    (Number.isFinite(likedAt) && likedAt > savedAt ? after : before).push(like);
  }
  return [
    ...detectLikedChanges(before, lineupOfSnapshot(snapshot, next), next),
    ...detectLikedChanges(after, null, next),
  ];
}

/** What a notice keeps of a change: enough to word it, without the like's links. */
export interface ChangeNotice {
  id: string;
  eventId: string;
  likeKey: string;
  kind: LikedChange['kind'];
  dj: string;
  seenAt: string;
  fromStart?: string;
  fromEnd?: string | null;
  toStart?: string;
  toEnd?: string;
  fromRoom?: number;
  toRoom?: number;
  note?: string | null;
}

export function noticeOf(change: LikedChange, eventId: string, seenAt: Date): ChangeNotice {
  const base = {
    id: changeId(change),
    eventId,
    likeKey: likeKey(change.like),
    kind: change.kind,
    dj: change.kind === 'cancelled' ? change.like.dj : change.set.dj,
    seenAt: seenAt.toISOString(),
  };
  switch (change.kind) {
    case 'time':
      return {
        ...base,
        fromStart: change.from.start,
        fromEnd: change.from.end,
        toStart: change.to.start,
        toEnd: change.to.end,
      };
    case 'stage':
      return { ...base, fromRoom: change.fromRoom, toRoom: change.toRoom };
    case 'note':
      return { ...base, note: change.change };
    default:
      return base;
  }
}

const sameInstant = (a: string | undefined, b: string) => Date.parse(a ?? '') === Date.parse(b);

/**
 * Adds the new notices to the pending ones. A further change of the same kind to the same
 * liked set replaces the older notice but keeps where the set was at first ("was 22:00", not
 * the time in between); a change that undoes itself leaves no notice.
 */
export function mergeNotices(
  pending: readonly ChangeNotice[],
  fresh: readonly ChangeNotice[],
  dismissed: ReadonlySet<string>,
): ChangeNotice[] {
  let out = [...pending];
  for (const notice of fresh) {
    if (dismissed.has(notice.id) || out.some((n) => n.id === notice.id)) continue;
    const same = (n: ChangeNotice) =>
      n.eventId === notice.eventId && n.likeKey === notice.likeKey && n.kind === notice.kind;
    const older = out.find(same);
    out = out.filter((n) => !same(n));
    let merged = notice;
    if (older?.kind === 'time' && notice.kind === 'time') {
      merged = { ...notice, fromStart: older.fromStart, fromEnd: older.fromEnd ?? null };
      if (
        merged.toStart !== undefined &&
        sameInstant(merged.fromStart, merged.toStart) &&
        (merged.fromEnd == null || sameInstant(merged.fromEnd, merged.toEnd ?? ''))
      ) {
        continue;
      }
    }
    if (older?.kind === 'stage' && notice.kind === 'stage') {
      merged = { ...notice, ...(older.fromRoom === undefined ? {} : { fromRoom: older.fromRoom }) };
      if (merged.fromRoom === merged.toRoom) continue;
    }
    out.push(merged);
  }
  return out;
}

/**
 * Whether a notice still says how things are in `plan` (the fan's plan of its event): the set
 * is still liked and still where the notice says. A set that came back after a cancellation,
 * or moved back, has nothing left to tell.
 */
export function stillTrue(notice: ChangeNotice, plan: readonly PlanItem[]): boolean {
  const items = plan.filter((item) => likeKey(item.like) === notice.likeKey);
  if (items.length === 0) return false;
  switch (notice.kind) {
    case 'cancelled':
      return items.some((item) => item.missing);
    case 'time':
      return items.some((item) => item.set !== null && sameInstant(notice.toStart, item.set.start));
    case 'stage':
      return items.some((item) => item.set?.room === notice.toRoom);
    case 'note':
      return items.some((item) => item.set !== null && (item.set.change ?? null) === notice.note);
  }
}
