// What changes for fans between two versions of a lineup (issue 14): shown to an organiser
// before publishing and in the history. Sets are matched by act name (case and spacing do not
// count), then by stage and time, so a set moved by an hour is one "moved" line, not a removal
// plus an addition.

import type { MetaChange } from '../publishTypes.ts';
import { metaChanges } from './metaDiff.ts';

export interface DiffInput {
  /** the other meta fields (name, pictures, texts) are compared too when present */
  meta: { rooms: string[] };
  sets: { dj: string; room: number; start: string; end: string }[];
}

/** a set as the diff shows it: its stage by name */
export interface DiffSet {
  dj: string;
  stage: string;
  start: string;
  end: string;
}

export type LineupChange =
  | { kind: 'added'; set: DiffSet }
  | { kind: 'removed'; set: DiffSet }
  /** same act, same stage, other time */
  | { kind: 'moved'; before: DiffSet; after: DiffSet }
  /** same act on another stage (its time may have changed too) */
  | { kind: 'restaged'; before: DiffSet; after: DiffSet }
  /** same stage and time, the act's name written differently or another act */
  | { kind: 'renamed'; before: DiffSet; after: DiffSet };

export type LineupChangeKind = LineupChange['kind'];

export interface LineupDiff {
  /** in time order of the set as it is after the change (removed: as it was) */
  changes: LineupChange[];
  counts: Record<LineupChangeKind, number>;
  stagesAdded: string[];
  stagesRemoved: string[];
  /** every other meta field that changed: the name, the time zone, a stage's picture… */
  metaChanges: MetaChange[];
}

const actKey = (dj: string) => dj.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

function diffSets(input: DiffInput): DiffSet[] {
  return input.sets.map((s) => ({
    dj: s.dj,
    stage: input.meta.rooms[s.room] ?? `#${s.room + 1}`,
    start: s.start,
    end: s.end,
  }));
}

function groupByAct(sets: DiffSet[]): Map<string, DiffSet[]> {
  const groups = new Map<string, DiffSet[]>();
  for (const set of [...sets].sort((a, b) =>
    a.start < b.start ? -1 : a.start > b.start ? 1 : 0,
  )) {
    const key = actKey(set.dj);
    const list = groups.get(key);
    if (list) list.push(set);
    else groups.set(key, [set]);
  }
  return groups;
}

const sameSlot = (a: DiffSet, b: DiffSet) =>
  a.stage === b.stage && a.start === b.start && a.end === b.end;

const distance = (a: DiffSet, b: DiffSet) => Math.abs(Date.parse(a.start) - Date.parse(b.start));

/** takes from `pool` the set `pick` chooses (null: none) */
function take(pool: DiffSet[], pick: (candidates: DiffSet[]) => DiffSet | undefined) {
  const found = pick(pool);
  if (found) pool.splice(pool.indexOf(found), 1);
  return found;
}

function closest(set: DiffSet, candidates: DiffSet[]): DiffSet | undefined {
  let best: DiffSet | undefined;
  for (const c of candidates) if (!best || distance(set, c) < distance(set, best)) best = c;
  return best;
}

export function diffLineups(before: DiffInput, after: DiffInput): LineupDiff {
  const changes: LineupChange[] = [];
  const gone: DiffSet[] = [];
  const fresh: DiffSet[] = [];
  const afterGroups = groupByAct(diffSets(after));
  for (const [key, olds] of groupByAct(diffSets(before))) {
    const news = afterGroups.get(key) ?? [];
    afterGroups.delete(key);
    const unmatched: DiffSet[] = [];
    // 1. the same slot: unchanged, or only the spelling of the name changed
    for (const old of olds) {
      const same = take(news, (c) => c.find((n) => sameSlot(old, n)));
      if (!same) unmatched.push(old);
      else if (same.dj !== old.dj) changes.push({ kind: 'renamed', before: old, after: same });
    }
    // 2. the same stage at another time; 3. another stage
    const left: DiffSet[] = [];
    for (const old of unmatched) {
      const moved = take(news, (c) =>
        closest(
          old,
          c.filter((n) => n.stage === old.stage),
        ),
      );
      if (moved) changes.push({ kind: 'moved', before: old, after: moved });
      else left.push(old);
    }
    for (const old of left) {
      const restaged = take(news, (c) => closest(old, c));
      if (restaged) changes.push({ kind: 'restaged', before: old, after: restaged });
      else gone.push(old);
    }
    fresh.push(...news);
  }
  for (const news of afterGroups.values()) fresh.push(...news);
  // an act gone and another in exactly its slot: the act was renamed (or replaced)
  for (const old of gone) {
    const replacement = take(fresh, (c) => c.find((n) => sameSlot(old, n)));
    if (replacement) changes.push({ kind: 'renamed', before: old, after: replacement });
    else changes.push({ kind: 'removed', set: old });
  }
  for (const set of fresh) changes.push({ kind: 'added', set });

  const when = (c: LineupChange) => ('set' in c ? c.set.start : c.after.start);
  changes.sort((a, b) => (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0));
  const counts: Record<LineupChangeKind, number> = {
    added: 0,
    removed: 0,
    moved: 0,
    restaged: 0,
    renamed: 0,
  };
  for (const c of changes) counts[c.kind]++;
  const oldStages = new Set(before.meta.rooms);
  const newStages = new Set(after.meta.rooms);
  return {
    changes,
    counts,
    stagesAdded: after.meta.rooms.filter((s) => !oldStages.has(s)),
    stagesRemoved: before.meta.rooms.filter((s) => !newStages.has(s)),
    metaChanges: metaChanges(before.meta, after.meta),
  };
}

/** no set and no stage changed */
export function isEmptyDiff(diff: LineupDiff): boolean {
  return (
    diff.changes.length === 0 &&
    diff.stagesAdded.length + diff.stagesRemoved.length + diff.metaChanges.length === 0
  );
}
