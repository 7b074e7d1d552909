// Edit distance from one query to many candidate strings at once. Two neighbouring letters
// typed the wrong way round count as one edit (optimal string alignment), as a fan sees it. The candidates are sorted,
// so neighbours share prefixes: the dynamic-programming column for a shared prefix is computed
// once (like walking a trie), and as soon as a column is entirely over the bound, every
// candidate sharing that prefix is skipped. The bound tightens as better matches turn up.

/** Candidate strings sorted, with each one's common prefix length with its predecessor. */
export interface SortedCandidates {
  readonly texts: readonly string[];
  /** lcp[k]: length of the common prefix of texts[k - 1] and texts[k]; lcp[0] = 0 */
  readonly lcp: Int32Array;
}

export function sortCandidates(texts: Iterable<string>): SortedCandidates {
  const sorted = [...new Set(texts)].sort();
  const lcp = new Int32Array(sorted.length);
  for (let k = 1; k < sorted.length; k++) {
    const a = sorted[k - 1]!;
    const b = sorted[k]!;
    let p = 0;
    while (p < a.length && p < b.length && a.charCodeAt(p) === b.charCodeAt(p)) p++;
    lcp[k] = p;
  }
  return { texts: sorted, lcp };
}

/**
 * Calls `onMatch(k, distance)` for candidates within the bound, where distance is the smaller
 * of: query to the whole candidate, and query to the candidate cut to the query's length (so
 * "ada" is 0 from "ada lovelace"). `onMatch` returns the bound for the rest of the scan (it
 * may only shrink); the first bound is `maxDistance`. Candidates found before the bound
 * shrank may be reported with a distance above the final bound: the caller filters.
 */
export function scanCandidates(
  candidates: SortedCandidates,
  query: string,
  maxDistance: number,
  onMatch: (k: number, distance: number) => number,
): void {
  const { texts, lcp } = candidates;
  const m = query.length;
  const over = maxDistance + 1;
  const rows = m + 1;
  const maxDepth = m + maxDistance;
  // cols[d * rows + i]: distance between query[0..i) and the current text's first d letters,
  // capped at `over` (exact whenever it is within the bound)
  const cols = new Int32Array((maxDepth + 1) * rows);
  for (let i = 0; i <= m; i++) cols[i] = Math.min(i, over);
  const q = new Int32Array(m);
  for (let i = 0; i < m; i++) q[i] = query.charCodeAt(i);

  let bound = maxDistance;
  let depth = 0; // columns 1..depth hold the previous text's prefix
  let k = 0;
  while (k < texts.length) {
    const text = texts[k]!;
    let d = Math.min(depth, lcp[k]!);
    const limit = Math.min(text.length, m + bound);
    let tooFar = false;
    while (d < limit) {
      d++;
      const before = d > 1 ? text.charCodeAt(d - 2) : -1;
      if (nextColumn(cols, q, rows, d, text.charCodeAt(d - 1), before, over) > bound) {
        tooFar = true;
        break;
      }
    }
    depth = d;
    if (tooFar) {
      // Every text starting with these d letters is too far in full. Cut to the query's
      // length they are all the same string, whose distance is known when d > m.
      const cut = d > m ? cols[m * rows + m]! : over;
      do {
        if (cut <= bound) bound = Math.min(bound, onMatch(k, cut));
        k++;
      } while (k < texts.length && lcp[k]! >= d);
      continue;
    }
    const whole = text.length <= depth ? cols[text.length * rows + m]! : over;
    const cut = text.length >= m ? cols[m * rows + m]! : over;
    const distance = Math.min(whole, cut);
    if (distance <= bound) bound = Math.min(bound, onMatch(k, distance));
    k++;
  }
}

/**
 * Fills column d from columns d - 1 and d - 2 for text letter `letter` (after `before`, -1 at
 * the start); returns the column's minimum. A swap reads column d - 2, whose entries are never
 * below this column's minimum less one, so pruning on the minimum stays exact.
 */
function nextColumn(
  cols: Int32Array,
  q: Int32Array,
  rows: number,
  d: number,
  letter: number,
  before: number,
  over: number,
): number {
  const base = d * rows;
  const prev = base - rows;
  let least = Math.min(d, over);
  cols[base] = least;
  for (let i = 1; i < rows; i++) {
    let v = cols[prev + i - 1]! + (q[i - 1] === letter ? 0 : 1);
    const del = cols[prev + i]! + 1;
    if (del < v) v = del;
    const ins = cols[base + i - 1]! + 1;
    if (ins < v) v = ins;
    if (i > 1 && q[i - 1] === before && q[i - 2] === letter && before !== letter) {
      const swap = cols[prev - rows + i - 2]! + 1;
      if (swap < v) v = swap;
    }
    if (v > over) v = over;
    cols[base + i] = v;
    if (v < least) least = v;
  }
  return least;
}
