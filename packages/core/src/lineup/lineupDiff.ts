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

const slotOf = (s: DiffSet) => `${s.stage}\n${s.start}\n${s.end}`;

/**
 * Sets to match against, each taken at most once. Every lookup is a map access or a binary
 * search, and taken sets are skipped with path compression: a diff of 80,000 sets of one act
 * takes milliseconds, where scanning the remaining sets for each one took minutes.
 */
class Candidates {
  readonly sets: DiffSet[];
  readonly #taken: boolean[];
  readonly #bySlot = new Map<string, number[]>();
  readonly #slotHead = new Map<string, number>();

  constructor(sets: DiffSet[]) {
    this.sets = sets;
    this.#taken = sets.map(() => false);
    sets.forEach((set, i) => {
      const key = slotOf(set);
      const list = this.#bySlot.get(key);
      if (list) list.push(i);
      else this.#bySlot.set(key, [i]);
    });
  }

  isTaken(i: number): boolean {
    return this.#taken[i]!;
  }

  take(i: number): DiffSet {
    this.#taken[i] = true;
    return this.sets[i]!;
  }

  /** the first set not taken yet in exactly this slot */
  takeSameSlot(set: DiffSet): DiffSet | undefined {
    const key = slotOf(set);
    const list = this.#bySlot.get(key);
    if (!list) return undefined;
    let head = this.#slotHead.get(key) ?? 0;
    while (head < list.length && this.#taken[list[head]!]) head++;
    this.#slotHead.set(key, head);
    return head < list.length ? this.take(list[head]!) : undefined;
  }

  /** the sets not taken, in their order */
  left(): DiffSet[] {
    return this.sets.filter((_, i) => !this.#taken[i]);
  }
}

/** a subset of the candidates sorted by start, for the one nearest in time that is not taken */
class ByTime {
  readonly #pool: Candidates;
  readonly #ids: number[];
  readonly #times: number[];
  /** next[i]: a position at or after i that may be free; prev[i]: at or before */
  readonly #next: number[];
  readonly #prev: number[];

  constructor(pool: Candidates, ids: number[]) {
    this.#pool = pool;
    this.#ids = ids;
    this.#times = ids.map((i) => Date.parse(pool.sets[i]!.start));
    this.#next = ids.map((_, k) => k);
    this.#prev = ids.map((_, k) => k);
  }

  #free(k: number, step: 1 | -1): number {
    const jump = step === 1 ? this.#next : this.#prev;
    const n = this.#ids.length;
    let at = k;
    const path: number[] = [];
    while (at >= 0 && at < n && this.#pool.isTaken(this.#ids[at]!)) {
      path.push(at);
      at = jump[at] === at ? at + step : jump[at]!;
    }
    for (const p of path) jump[p] = at;
    return at;
  }

  /** takes the set starting nearest to `set` (the earlier one on a tie) */
  takeNearest(set: DiffSet): DiffSet | undefined {
    const t = Date.parse(set.start);
    let lo = 0;
    let hi = this.#times.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.#times[mid]! < t) lo = mid + 1;
      else hi = mid;
    }
    const after = this.#free(lo, 1);
    const before = this.#free(lo - 1, -1);
    const hasAfter = after < this.#ids.length;
    const hasBefore = before >= 0;
    if (!hasAfter && !hasBefore) return undefined;
    const pick =
      hasBefore && (!hasAfter || t - this.#times[before]! <= this.#times[after]! - t)
        ? before
        : after;
    return this.#pool.take(this.#ids[pick]!);
  }
}

export function diffLineups(before: DiffInput, after: DiffInput): LineupDiff {
  const changes: LineupChange[] = [];
  const gone: DiffSet[] = [];
  const fresh: DiffSet[] = [];
  const afterGroups = groupByAct(diffSets(after));
  for (const [key, olds] of groupByAct(diffSets(before))) {
    const news = new Candidates(afterGroups.get(key) ?? []);
    afterGroups.delete(key);
    const unmatched: DiffSet[] = [];
    // 1. the same slot: unchanged, or only the spelling of the name changed
    for (const old of olds) {
      const same = news.takeSameSlot(old);
      if (!same) unmatched.push(old);
      else if (same.dj !== old.dj) changes.push({ kind: 'renamed', before: old, after: same });
    }
    // 2. the same stage at another time; 3. another stage
    const stages = new Map<string, number[]>();
    news.sets.forEach((set, i) => {
      const list = stages.get(set.stage);
      if (list) list.push(i);
      else stages.set(set.stage, [i]);
    });
    const byStage = new Map([...stages].map(([stage, ids]) => [stage, new ByTime(news, ids)]));
    const left: DiffSet[] = [];
    for (const old of unmatched) {
      const moved = byStage.get(old.stage)?.takeNearest(old);
      if (moved) changes.push({ kind: 'moved', before: old, after: moved });
      else left.push(old);
    }
    const anyStage = new ByTime(
      news,
      news.sets.map((_, i) => i),
    );
    for (const old of left) {
      const restaged = anyStage.takeNearest(old);
      if (restaged) changes.push({ kind: 'restaged', before: old, after: restaged });
      else gone.push(old);
    }
    fresh.push(...news.left());
  }
  for (const news of afterGroups.values()) fresh.push(...news);
  // an act gone and another in exactly its slot: the act was renamed (or replaced)
  const replacements = new Candidates(fresh);
  for (const old of gone) {
    const replacement = replacements.takeSameSlot(old);
    if (replacement) changes.push({ kind: 'renamed', before: old, after: replacement });
    else changes.push({ kind: 'removed', set: old });
  }
  for (const set of replacements.left()) changes.push({ kind: 'added', set });

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
