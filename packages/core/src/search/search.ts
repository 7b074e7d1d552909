// Search over sets, as spec §5 defines it. The index folds every name once; a query then
// measures its edit distance to each distinct candidate string (names, change notes, their
// words and word pairs), tightening the bound as better matches turn up.
import { SEARCH_MAX_RESULTS } from '../constants.ts';
import type { LineupSet } from '../types.ts';
import { foldText, wordsOf } from './normalize.ts';
import { type SortedCandidates, scanCandidates, sortCandidates } from './scan.ts';

/** Results with fewer than this many sets at the best distance also take best + 1. */
const WIDEN_BELOW = 3;
/** Longer queries are cut: no act name is this long, and the work grows with the square. */
const MAX_QUERY_LENGTH = 100;

export interface SearchIndex {
  readonly sets: readonly LineupSet[];
  /** sets shown for an empty query: all but the "?" placeholders */
  readonly visible: readonly LineupSet[];
  /** folded dj name per set, for the exact s= match */
  readonly names: readonly string[];
  readonly startMs: Float64Array;
  /** distinct folded candidate strings, sorted */
  readonly candidates: SortedCandidates;
  /** owners[k]: indexes of the sets candidate k belongs to */
  readonly owners: readonly (readonly number[])[];
}

export function createSearchIndex(sets: readonly LineupSet[]): SearchIndex {
  const byText = new Map<string, number[]>();
  const names: string[] = [];
  const startMs = new Float64Array(sets.length);
  sets.forEach((set, i) => {
    const name = foldText(set.dj);
    names.push(name);
    startMs[i] = Date.parse(set.start);
    for (const text of candidatesOf(name, set.change)) {
      const owners = byText.get(text);
      if (!owners) byText.set(text, [i]);
      else if (owners[owners.length - 1] !== i) owners.push(i);
    }
  });
  const candidates = sortCandidates(byText.keys());
  return {
    sets,
    visible: sets.filter((set) => set.dj.trim() !== '?'),
    names,
    startMs,
    candidates,
    owners: candidates.texts.map((text) => byText.get(text)!),
  };
}

/** The strings a set can be found by: its name, change note, their words and word pairs. */
function candidatesOf(name: string, change: string | undefined): Set<string> {
  const out = new Set<string>();
  const note = change ? foldText(change.replace(/^\s*\*/, '')) : '';
  for (const text of [name, note]) {
    if (!text) continue;
    out.add(text);
    const words = wordsOf(text);
    words.forEach((word, i) => {
      out.add(word);
      const following = words[i + 1];
      if (following) out.add(`${word} ${following}`);
    });
  }
  if (name && note) out.add(`${name} ${note}`);
  return out;
}

/** How many edits a query of this length may be off: none for 1–2 letters, else a third. */
export function maxSearchDistance(queryLength: number): number {
  return queryLength <= 2 ? 0 : Math.max(1, Math.floor(queryLength / 3));
}

/**
 * Sets matching `query` (spec §5). Empty query: every set but the "?" placeholders, in index
 * order. With `s` (the url's act name) and a set whose dj is exactly s (ignoring case and
 * accents): those sets. Otherwise the closest sets by edit distance: the best distance, plus
 * best + 1 when fewer than 3 sets are at best; at most 6, one per name and start, ordered by
 * distance then start.
 */
export function searchSets(
  index: SearchIndex,
  query: string,
  opts: { s?: string } = {},
): LineupSet[] {
  const folded = foldText(query).slice(0, MAX_QUERY_LENGTH);
  if (folded === '') return [...index.visible];

  const wanted = opts.s ? foldText(opts.s) : '';
  if (wanted) {
    const exact: Hit[] = [];
    index.names.forEach((name, i) => {
      if (name === wanted) exact.push({ index: i, distance: 0 });
    });
    if (exact.length > 0) return pick(index, exact, 0, Number.POSITIVE_INFINITY);
  }

  const maxDistance = maxSearchDistance(folded.length);
  const setDistance = new Uint16Array(index.sets.length).fill(0xffff);
  const touched: number[] = [];
  let best = hasExactPrefix(index.candidates.texts, folded) ? 0 : maxDistance + 1;
  let bound = Math.min(maxDistance, best + 1);
  scanCandidates(index.candidates, folded, bound, (k, distance) => {
    for (const i of index.owners[k]!) {
      if (setDistance[i] === 0xffff) touched.push(i);
      if (distance < setDistance[i]!) setDistance[i] = distance;
    }
    if (distance < best) {
      best = distance;
      bound = Math.min(maxDistance, best + 1);
    }
    return bound;
  });
  if (best > maxDistance) return [];

  const hits: Hit[] = [];
  for (const i of touched) {
    const distance = setDistance[i]!;
    if (distance <= bound) hits.push({ index: i, distance });
  }
  return pick(index, hits, best, bound);
}

interface Hit {
  index: number;
  distance: number;
}

/** Sorts, drops repeated name + start, widens to best + 1 only when best has too few. */
function pick(index: SearchIndex, hits: Hit[], best: number, bound: number): LineupSet[] {
  hits.sort(
    (a, b) =>
      a.distance - b.distance ||
      index.startMs[a.index]! - index.startMs[b.index]! ||
      a.index - b.index,
  );
  const seen = new Set<string>();
  const unique: Hit[] = [];
  for (const hit of hits) {
    const set = index.sets[hit.index]!;
    const key = `${set.dj}\u0000${index.startMs[hit.index]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(hit);
  }
  const atBest = unique.filter((hit) => hit.distance === best).length;
  const limit = atBest < WIDEN_BELOW ? bound : best;
  return unique
    .filter((hit) => hit.distance <= limit)
    .slice(0, SEARCH_MAX_RESULTS)
    .map((hit) => index.sets[hit.index]!);
}

/** Whether some candidate starts with the query (distance 0), by binary search. */
function hasExactPrefix(sorted: readonly string[], query: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < query) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]?.startsWith(query) ?? false;
}
