// The change a fan's report makes against the live lineup, and that change written into the
// event text when a moderator accepts it. Unlike the original bot, a set the new one overlaps
// is never removed silently: the queue names it, and the moderator chooses to shorten it,
// remove it or keep both.
import type { DraftModel, DraftRow } from '../draft/draftModel.ts';
import { readDraft } from '../draft/draftModel.ts';
import { type DraftEdit, editDraft } from '../draft/editDraft.ts';
import { actName } from '../plan/matchLikes.ts';
import { isWallTime, shiftWall, wallOf } from '../time/wallTime.ts';
import type {
  OverlapChoice,
  ReportChange,
  ReportOverlap,
  ReportPayload,
  ReportSet,
  SetRef,
} from './reportTypes.ts';

/** a reported set with no following set on its stage lasts this long */
export const REPORTED_SET_MINUTES = 60;

interface Row extends ReportSet {
  index: number;
}

function rowsOf(model: DraftModel): Row[] {
  return model.rows
    .filter(
      (r): r is DraftRow & { stage: number } =>
        r.stage !== null && isWallTime(r.start) && isWallTime(r.end),
    )
    .map((r) => ({
      index: r.index,
      dj: r.dj,
      stage: r.stage,
      start: r.start,
      end: r.end,
      note: r.note,
    }));
}

const plain = ({ dj, stage, start, end, note }: ReportSet): ReportSet => ({
  dj,
  stage,
  start,
  end,
  note,
});

function find(rows: Row[], set: SetRef, timeZone: string): Row | null {
  const start = wallOf(set.start, timeZone);
  return (
    rows.find(
      (r) => r.stage === set.stage && r.start === start && actName(r.dj) === actName(set.dj),
    ) ?? null
  );
}

/** where the next set on the stage starts after `start`, else a default length */
function endAfter(rows: Row[], stage: number, start: string, except: Row | null): string {
  const next = rows
    .filter((r) => r !== except && r.stage === stage && r.start > start)
    .sort((a, b) => a.start.localeCompare(b.start))[0];
  return next?.start ?? shiftWall(start, REPORTED_SET_MINUTES) ?? start;
}

function overlapsOf(rows: Row[], after: ReportSet, except: Row | null): (ReportOverlap & Row)[] {
  return rows
    .filter(
      (r) => r !== except && r.stage === after.stage && r.start < after.end && r.end > after.start,
    )
    .map((r) => ({
      ...r,
      shortened:
        r.start < after.start
          ? { start: r.start, end: after.start }
          : r.end > after.end
            ? { start: after.end, end: r.end }
            : null,
    }));
}

interface Planned {
  change: ReportChange;
  target: Row | null;
  overlaps: (ReportOverlap & Row)[];
}

function plan(model: DraftModel, payload: ReportPayload): Planned {
  const rows = rowsOf(model);
  const zone = model.timeZone;
  const none = (before: ReportSet | null): Planned => ({
    change: { status: 'none', before, after: before, overlaps: [] },
    target: null,
    overlaps: [],
  });
  const gone: Planned = {
    change: { status: 'gone', before: null, after: null, overlaps: [] },
    target: null,
    overlaps: [],
  };
  const made = (target: Row | null, after: ReportSet): Planned => {
    const overlaps = overlapsOf(rows, after, target);
    return {
      change: {
        status: 'change',
        before: target ? plain(target) : null,
        after,
        overlaps: overlaps.map((o) => ({ ...plain(o), shortened: o.shortened })),
      },
      target,
      overlaps,
    };
  };

  if (payload.kind === 'playing') {
    const start = wallOf(payload.start, zone);
    const playing = rows.find(
      (r) => r.stage === payload.stage && r.start <= start && r.end > start,
    );
    if (playing && actName(playing.dj) === actName(payload.dj)) return none(plain(playing));
    // the act took over the set playing now: until that set's end or the next one's start
    const end = playing ? playing.end : endAfter(rows, payload.stage, start, null);
    return made(null, { dj: payload.dj, stage: payload.stage, start, end, note: '' });
  }
  const target = find(rows, payload.set, zone);
  if (!target) return gone;
  if (payload.kind === 'chain') {
    const start = target.end;
    const already = rows.find(
      (r) => r.stage === target.stage && r.start === start && actName(r.dj) === actName(payload.dj),
    );
    if (already) return none(plain(already));
    const end = endAfter(rows, target.stage, start, null);
    return made(null, { dj: payload.dj, stage: target.stage, start, end, note: '' });
  }
  const after: ReportSet = {
    dj: payload.dj ?? target.dj,
    stage: target.stage,
    start: payload.start ? wallOf(payload.start, zone) : target.start,
    end: payload.end ? wallOf(payload.end, zone) : target.end,
    note: payload.cancelled ? 'cancelled' : (payload.note ?? target.note),
  };
  if (after.end <= after.start) return gone;
  const same =
    after.dj === target.dj &&
    after.start === target.start &&
    after.end === target.end &&
    after.note === target.note;
  if (same) return none(plain(target));
  // a cancelled set overlaps nothing it did not overlap before
  if (payload.cancelled) {
    return {
      change: { status: 'change', before: plain(target), after, overlaps: [] },
      target,
      overlaps: [],
    };
  }
  return made(target, after);
}

/** the change the report makes against the event text's lineup */
export function reportChange(text: string, payload: ReportPayload, now: Date): ReportChange {
  return plan(readDraft(text, now), payload).change;
}

/** the changes of many reports against one text (the queue: the text is read once) */
export function reportChanges(text: string, payloads: ReportPayload[], now: Date): ReportChange[] {
  const model = readDraft(text, now);
  return payloads.map((payload) => plan(model, payload).change);
}

export type AppliedReport =
  | { ok: true; text: string; change: ReportChange }
  | { ok: false; reason: 'none' | 'gone' | 'choose'; change: ReportChange };

/**
 * The event text with the report's change written in. A report that overlaps sets needs the
 * moderator's choice for them ('choose' without one); 'shorten' removes a set the new one
 * covers whole, as the queue said.
 */
export function applyReport(
  text: string,
  payload: ReportPayload,
  choice: OverlapChoice | null,
  now: Date,
  /** the note of a set the report adds ("reported by fans") */
  note?: string,
): AppliedReport {
  const planned = plan(readDraft(text, now), payload);
  const { change, target, overlaps } = planned;
  if (change.status !== 'change' || !change.after) {
    return { ok: false, reason: change.status === 'none' ? 'none' : 'gone', change };
  }
  if (overlaps.length > 0 && choice === null) return { ok: false, reason: 'choose', change };
  const after = note && !target ? { ...change.after, note } : change.after;
  const edits: DraftEdit[] = [];
  const deletes: number[] = [];
  if (target) {
    if (after.start !== target.start || after.end !== target.end) {
      edits.push({ kind: 'times', index: target.index, start: after.start, end: after.end });
    }
    if (after.dj !== target.dj) {
      edits.push({ kind: 'field', index: target.index, field: 'dj', value: after.dj });
    }
    if (after.note !== target.note) {
      edits.push({ kind: 'field', index: target.index, field: 'change', value: after.note });
    }
  }
  for (const o of overlaps) {
    if (choice === 'keep') continue;
    if (choice === 'remove' || !o.shortened) deletes.push(o.index);
    else edits.push({ kind: 'times', index: o.index, ...o.shortened });
  }
  let out = text;
  for (const edit of edits) out = editDraft(out, edit);
  // from the last set up, so the positions of the others stay right
  for (const index of deletes.sort((a, b) => b - a))
    out = editDraft(out, { kind: 'delete', index });
  if (!target) {
    out = editDraft(out, {
      kind: 'add',
      values: {
        dj: after.dj,
        stage: after.stage,
        start: after.start,
        end: after.end,
        ...(after.note ? { note: after.note } : {}),
      },
    });
  }
  return { ok: true, text: out, change };
}
