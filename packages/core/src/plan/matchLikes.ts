// Which likes belong to an event, and which of its sets a like points at now. A like names an
// act, a stage and the edition (likeKey: dj + room + the event's beginningSchedule). Organisers
// move acts, and when the opening set moves the edition's beginningSchedule moves too, so a
// like that no longer matches by key is looked for by its act (dj) within the same event.
import { likeKey } from '../likes/likes.ts';
import type { EventMeta, LikeEntry, LineupSet } from '../types.ts';

/**
 * How far outside the event's span a like's set may have started and still belong to it: the
 * opening set may have been cancelled, which moves the span's start. Kept well under the gap
 * between two nights of a weekly club (same party name) so those stay apart.
 */
const SAME_EVENT_SLACK_MS = 6 * 60 * 60_000;

function instant(iso: string | null | undefined): number {
  return iso ? Date.parse(iso) : Number.NaN;
}

/** The event's span: its sets and opening windows; null when it has neither. */
function eventSpan(meta: EventMeta): { from: number; to: number } | null {
  const starts = [meta.beginningSchedule, ...meta.start].map(instant).filter(Number.isFinite);
  const ends = [meta.endSchedule, ...meta.end].map(instant).filter(Number.isFinite);
  if (starts.length === 0 || ends.length === 0) return null;
  return { from: Math.min(...starts), to: Math.max(...ends) };
}

/**
 * A like that carries its event's id belongs to that event. An older one belongs to the event
 * when it names the event's edition (same beginningSchedule
 * instant), or, after the schedule's start moved, when it has the event's party name and its
 * set started within the event's span.
 */
export function likeBelongsTo(like: LikeEntry, meta: EventMeta): boolean {
  // a like that names its event belongs to that event only, whatever shares its edition time
  if (like.eventId !== undefined) return like.eventId === meta.id;
  const edition = instant(like.beginningSchedule);
  if (Number.isFinite(edition) && edition === instant(meta.beginningSchedule)) return true;
  if (like.partyName !== meta.partyName) return false;
  const span = eventSpan(meta);
  const started = instant(like.started);
  return (
    span !== null &&
    Number.isFinite(started) &&
    started >= span.from - SAME_EVENT_SLACK_MS &&
    started <= span.to + SAME_EVENT_SLACK_MS
  );
}

/** The likes of this event, one per likeKey (the first wins), in their order. */
export function likesOfEvent(likes: readonly LikeEntry[], meta: EventMeta): LikeEntry[] {
  const seen = new Set<string>();
  return likes.filter((like) => {
    if (!likeBelongsTo(like, meta)) return false;
    const key = likeKey(like);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** An act's name as organisers fix it (spacing, capitals) without becoming another act. */
export function actName(dj: string): string {
  return dj.trim().toLowerCase();
}

/** Where a like (or a set it pointed at) was: the act, its stage and its start. */
export interface LikeAnchor {
  dj: string;
  room: number;
  start: string;
}

/** what matching reads of a set: a lineup's set, or an event file's (never a placeholder) */
export type MatchableSet = Pick<LineupSet, 'dj' | 'room' | 'start'> & { isMarkerSet?: boolean };

/**
 * For each anchor, the set of `sets` it points at now, or null when the act is gone. First
 * every anchor takes a set of the same act on the same stage (the likeKey match within one
 * event), then the rest take one of the act on any stage (a stage change). Among candidates the
 * same spelling of the dj, then the nearest start wins; each set goes to one anchor only.
 * Placeholder sets ("?") are only matched on their own stage.
 */
export function matchAnchors<S extends MatchableSet = LineupSet>(
  anchors: readonly LikeAnchor[],
  sets: readonly S[],
  excluded: ReadonlySet<S> = new Set(),
): (S | null)[] {
  const byAct = new Map<string, S[]>();
  for (const set of sets) {
    if (excluded.has(set)) continue;
    const name = actName(set.dj);
    const list = byAct.get(name);
    if (list) list.push(set);
    else byAct.set(name, [set]);
  }
  const taken = new Set<S>();
  const out: (S | null)[] = anchors.map(() => null);
  for (const sameStage of [true, false]) {
    anchors.forEach((anchor, i) => {
      if (out[i] !== null) return;
      const at = instant(anchor.start);
      let best: S | null = null;
      let bestRank: number[] = [];
      for (const set of byAct.get(actName(anchor.dj)) ?? []) {
        if (taken.has(set)) continue;
        if (sameStage !== (set.room === anchor.room)) continue;
        if (!sameStage && set.isMarkerSet) continue;
        const distance = Math.abs(instant(set.start) - at);
        const rank = [
          set.dj === anchor.dj ? 0 : 1,
          Number.isFinite(distance) ? distance : Number.MAX_VALUE,
          set.room,
        ];
        if (best === null || lexLess(rank, bestRank)) {
          best = set;
          bestRank = rank;
        }
      }
      if (best !== null) {
        taken.add(best);
        out[i] = best;
      }
    });
  }
  return out;
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}

export function anchorOfLike(like: LikeEntry): LikeAnchor {
  return { dj: like.dj, room: like.room, start: like.started };
}
