// "Changes that matter" (issue 8): when a new lineup arrives, what happened to the fan's liked
// sets: moved in time, moved to another stage, cancelled, or a new change note.
import { likeKey } from '../likes/likes.ts';
import { contentHash } from '../lineup/hash.ts';
import type { LikeEntry, LineupResponse, LineupSet } from '../types.ts';
import { anchorOfLike, type LikeAnchor, likesOfEvent, matchAnchors } from './matchLikes.ts';

export type LikedChange =
  | {
      kind: 'time';
      like: LikeEntry;
      /** the set as it is now */
      set: LineupSet;
      /** end is null when the baseline was the like entry, which keeps no end */
      from: { start: string; end: string | null };
      to: { start: string; end: string };
    }
  | { kind: 'stage'; like: LikeEntry; set: LineupSet; fromRoom: number; toRoom: number }
  | { kind: 'cancelled'; like: LikeEntry }
  | {
      kind: 'note';
      like: LikeEntry;
      set: LineupSet;
      /** the note before (null: none) */
      from: string | null;
      /** the note now (null: removed) */
      change: string | null;
    };

/** Where a liked set was before: a set of the previous lineup, or what the like remembers. */
interface Baseline extends LikeAnchor {
  end: string | null;
  /** undefined: unknown (a like entry keeps no note) */
  change: string | null | undefined;
}

/**
 * The changes to the fan's liked sets of `next`'s event. Each like is found in `previous` (same
 * event) and compared with where it is in `next`; a like not in `previous`, or every like when
 * `previous` is null, is compared with the like entry itself (its start and stage), so changes
 * made while the app was closed show too. Note changes need `previous` (a like keeps no note).
 * A set is found by its likeKey (same act and stage) first, then by its act on another stage.
 * In order of `likes`; per like: stage, time, note, or cancelled alone.
 */
export function detectLikedChanges(
  likes: readonly LikeEntry[],
  previous: LineupResponse | null,
  next: LineupResponse,
): LikedChange[] {
  const own = likesOfEvent(likes, next.meta);
  const before = previous && previous.meta.id === next.meta.id ? previous.sets.flat() : [];
  const wasAt = matchAnchors(own.map(anchorOfLike), before);
  const baselines: Baseline[] = own.map((like, i) => {
    const set = wasAt[i];
    return set
      ? { dj: set.dj, room: set.room, start: set.start, end: set.end, change: set.change ?? null }
      : { ...anchorOfLike(like), end: null, change: undefined };
  });
  // A set that was already there, unchanged, and not liked is not where a liked set went.
  const likedBefore = new Set(wasAt);
  const unchangedOthers = new Set(before.filter((s) => !likedBefore.has(s)).map(signature));
  const nextSets = next.sets.flat();
  const isAt = matchAnchors(
    baselines,
    nextSets,
    new Set(nextSets.filter((s) => unchangedOthers.has(signature(s)))),
  );

  const out: LikedChange[] = [];
  own.forEach((like, i) => {
    const base = baselines[i]!;
    const set = isAt[i];
    if (!set) {
      out.push({ kind: 'cancelled', like });
      return;
    }
    if (set.room !== base.room) {
      out.push({ kind: 'stage', like, set, fromRoom: base.room, toRoom: set.room });
    }
    const startMoved =
      Number.isFinite(Date.parse(base.start)) && !sameInstant(base.start, set.start);
    const endMoved = base.end !== null && !sameInstant(base.end, set.end);
    if (startMoved || endMoved) {
      out.push({
        kind: 'time',
        like,
        set,
        from: { start: base.start, end: base.end },
        to: { start: set.start, end: set.end },
      });
    }
    const note = set.change ?? null;
    if (base.change !== undefined && note !== base.change) {
      out.push({ kind: 'note', like, set, from: base.change, change: note });
    }
  });
  return out;
}

/**
 * A stable id for a change: the liked set and what it is now, not what it was. The same change
 * seen against the previous lineup or, after a restart, against the like entry gets the same
 * id, so a dismissed notice stays dismissed; a further change gets a new id and shows again.
 */
export function changeId(c: LikedChange): string {
  const now =
    c.kind === 'time'
      ? [canonical(c.to.start), canonical(c.to.end)]
      : c.kind === 'stage'
        ? [c.toRoom]
        : c.kind === 'note'
          ? [c.change]
          : [];
  return `${c.kind}-${contentHash(JSON.stringify([likeKey(c.like), ...now]))}`;
}

function canonical(iso: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? iso : new Date(t).toISOString();
}

function sameInstant(a: string, b: string): boolean {
  return canonical(a) === canonical(b);
}

function signature(set: LineupSet): string {
  return JSON.stringify([set.dj, set.room, canonical(set.start), canonical(set.end)]);
}
