// Search over a generated 5,000-set festival: core's search (spec §5) against Fuse.js on the
// same queries, for speed and for whether the act the fan meant is among the first 6.
import { createSearchIndex, type LineupSet, SEARCH_MAX_RESULTS, searchSets } from '@lineup/core';
import Fuse from 'fuse.js';
import { festivalSets, random } from './support/festival.ts';
import { type Check, median, ms, percentile, table } from './support/format.ts';

const SETS = 5000;
const QUERIES = 400;

const KINDS = [
  'exact',
  'typo',
  'first word',
  'last word, typo',
  'words swapped',
  'words swapped, typo',
  'two typos',
] as const;
type Kind = (typeof KINDS)[number];

/** one edit: a letter dropped, swapped with the next, or replaced */
function typo(text: string, rnd: () => number): string {
  if (text.length < 4) return text;
  const i = 1 + Math.floor(rnd() * (text.length - 2));
  const edit = Math.floor(rnd() * 3);
  if (edit === 0) return text.slice(0, i) + text.slice(i + 1);
  if (edit === 1) return text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);
  const letter = 'aeioustrnlk'[Math.floor(rnd() * 11)]!;
  return text.slice(0, i) + letter + text.slice(i + 1);
}

function queriesFor(sets: readonly LineupSet[]) {
  const rnd = random(7);
  return Array.from({ length: QUERIES }, (_, n) => {
    const set = sets[Math.floor(rnd() * sets.length)]!;
    const kind = KINDS[n % KINDS.length]!;
    const words = set.dj.toLowerCase().split(' ');
    // "lux ada" for "Ada Lux": the last word first, as a fan remembers it
    const swapped = [words[words.length - 1]!, ...words.slice(0, -1)];
    const query =
      kind === 'exact'
        ? words.join(' ')
        : kind === 'typo'
          ? typo(words.join(' '), rnd)
          : kind === 'first word'
            ? words[0]!
            : kind === 'last word, typo'
              ? typo(words[words.length - 1]!, rnd)
              : kind === 'words swapped'
                ? swapped.join(' ')
                : kind === 'words swapped, typo'
                  ? [typo(swapped[0]!, rnd), ...swapped.slice(1)].join(' ')
                  : words.map((w, i) => (i < 2 ? typo(w, rnd) : w)).join(' ');
    return { query, dj: set.dj, kind };
  });
}

function timeEach<T>(queries: { query: string }[], run: (q: string) => T[]) {
  for (const { query } of queries) run(query); // warm-up
  const times: number[] = [];
  const results: T[][] = [];
  for (const { query } of queries) {
    const start = performance.now();
    const found = run(query);
    times.push(performance.now() - start);
    results.push(found);
  }
  return { times, results };
}

export function searchBench() {
  const sets = festivalSets(SETS, 40).flat();
  const queries = queriesFor(sets);

  let start = performance.now();
  const index = createSearchIndex(sets);
  const coreBuild = performance.now() - start;
  start = performance.now();
  const fuse = new Fuse(sets, { keys: ['dj', 'change'] });
  const fuseBuild = performance.now() - start;

  const core = timeEach(queries, (q) => searchSets(index, q).map((s) => s.dj));
  const fused = timeEach(queries, (q) =>
    fuse.search(q, { limit: SEARCH_MAX_RESULTS }).map((r) => r.item.dj),
  );

  const hitPercent = (results: string[][], kind?: Kind) => {
    const picked = queries
      .map((q, i) => ({ q, found: results[i]! }))
      .filter(({ q }) => !kind || q.kind === kind);
    const hits = picked.filter(({ q, found }) => found.slice(0, 6).includes(q.dj)).length;
    return Math.round((100 * hits) / picked.length);
  };
  const hitRate = (results: string[][], kind?: Kind) => `${hitPercent(results, kind)} %`;

  console.log(
    `\nSearch: ${sets.length.toLocaleString('en')} sets in 40 rooms, ${queries.length} queries (one edit = a letter dropped, swapped or replaced)`,
  );
  console.log(
    table(
      ['', 'core', 'Fuse.js'],
      [
        ['index build', ms(coreBuild), ms(fuseBuild)],
        ['median per query', ms(median(core.times)), ms(median(fused.times))],
        ['p95 per query', ms(percentile(core.times, 95)), ms(percentile(fused.times, 95))],
        ['act in top 6: all', hitRate(core.results), hitRate(fused.results)],
        ...KINDS.map((kind) => [
          `  ${kind}`,
          hitRate(core.results, kind),
          hitRate(fused.results, kind),
        ]),
      ],
    ),
  );
  const medianMs = median(core.times);
  const checks: Check[] = [
    {
      name: 'search 5,000 sets: median per query',
      value: Math.round(medianMs * 1000) / 1000,
      unit: `ms (Fuse.js ${median(fused.times).toFixed(2)} ms)`,
      goal: '<= 1 ms',
      ok: medianMs <= 1,
    },
    {
      name: 'search: intended act in top 6',
      value: hitPercent(core.results),
      unit: `% (Fuse.js ${hitRate(fused.results)})`,
      goal: 'higher is better',
      ok: true,
    },
  ];
  return { checks, coreMedianMs: medianMs, fuseMedianMs: median(fused.times) };
}
