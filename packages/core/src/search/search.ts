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
      if (name === wanted) exact.push({ index: i, distance: 0, inOrder: true });
    });
    if (exact.length > 0) return pick(index, exact, 0, Number.POSITIVE_INFINITY);
  }

  const maxDistance = maxSearchDistance(folded.length);
  // Words in any order first: when they already match closely ("lux ada" → "Ada Lux", 0),
  // the phrase scan below starts with a tight bound instead of scanning every candidate.
  const words = wordsOf(folded);
  const combined =
    words.length > 1 && words.length <= MAX_QUERY_WORDS ? matchEveryWord(index, words) : null;
  let best = hasExactPrefix(index.candidates.texts, folded) ? 0 : maxDistance + 1;
  if (combined) for (const i of combined.sets) best = Math.min(best, combined.sum[i]!);
  const limit = Math.max(maxDistance, Math.min(best, maxDistance + 1));
  let bound = Math.min(limit, best + 1);

  const phrase = new Uint16Array(index.sets.length).fill(NONE);
  const touched: number[] = combined ? [...combined.sets] : [];
  if (combined) for (const i of combined.sets) phrase[i] = NONE - 1; // reached, not as a phrase
  scanCandidates(index.candidates, folded, Math.min(maxDistance, bound), (k, distance) => {
    for (const i of index.owners[k]!) {
      if (phrase[i] === NONE) touched.push(i);
      if (distance < phrase[i]!) phrase[i] = distance;
    }
    if (distance < best) {
      best = distance;
      bound = Math.min(limit, best + 1);
    }
    return Math.min(maxDistance, bound);
  });
  if (best > limit) return [];

  const hits: Hit[] = [];
  for (const i of touched) {
    const inOrder = phrase[i]!;
    const anyOrder = combined && combined.count[i] === words.length ? combined.sum[i]! : NONE;
    const distance = Math.min(inOrder, anyOrder);
    if (distance <= bound) hits.push({ index: i, distance, inOrder: inOrder <= anyOrder });
  }
  return pick(index, hits, best, bound);
}

/** Marks a set no query scan reached. */
const NONE = 0xffff;
/** Queries with more words are matched as one phrase only (the work grows with each word). */
const MAX_QUERY_WORDS = 6;

/**
 * Every query word matched on its own, in any order, with its own typo allowance: "lux ada"
 * finds "Ada Lux". For each set, `count` holds how many of the words matched (in turn, so a
 * set missing one word stops counting) and `sum` their smallest distances added up.
 */
function matchEveryWord(index: SearchIndex, words: readonly string[]) {
  const n = index.sets.length;
  const count = new Uint8Array(n);
  const sum = new Uint16Array(n);
  const wordBest = new Uint16Array(n).fill(NONE);
  let alive: number[] = [];
  words.forEach((word, w) => {
    const allowed = maxSearchDistance(word.length);
    const reached: number[] = [];
    scanCandidates(index.candidates, word, allowed, (k, distance) => {
      if (distance > allowed) return allowed;
      for (const i of index.owners[k]!) {
        if (count[i] !== w) continue; // an earlier word missed this set
        if (wordBest[i] === NONE) reached.push(i);
        if (distance < wordBest[i]!) wordBest[i] = distance;
      }
      return allowed;
    });
    for (const i of reached) {
      sum[i] = sum[i]! + wordBest[i]!;
      count[i] = w + 1;
      wordBest[i] = NONE;
    }
    alive = reached;
  });
  return { sets: alive, count, sum };
}

interface Hit {
  index: number;
  distance: number;
  /** matched as one phrase, words in the fan's order: ranks before the same distance in any order */
  inOrder: boolean;
}

/** Sorts, drops repeated name + start, widens to best + 1 only when best has too few. */
function pick(index: SearchIndex, hits: Hit[], best: number, bound: number): LineupSet[] {
  hits.sort(
    (a, b) =>
      a.distance - b.distance ||
      Number(b.inOrder) - Number(a.inOrder) ||
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
