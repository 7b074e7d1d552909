// `npm run bench -- drafts` (issue 25): one organiser's drafts vs fans. One token posts the
// largest draft the server takes (5,000,000 characters: sets whose times are YAML aliases,
// the shape that once froze every fan for 38.5 s at 965 KB) to the check back to back, each
// as soon as the answer to the last has come; meanwhile other fans load the lineup. The
// figure is their p99, against the same readers without the drafts.
import { MAX_EVENT_FILE_CHARS } from '@lineup/core';
import { aliasedDraft } from '../packages/server/test/publishing/hostileDrafts.ts';
import { type Check, percentile } from './support/format.ts';
import { loadTimes, p99Check } from './support/readers.ts';
import { startBenchServer } from './support/server.ts';

const LINEUP = '/api/lineup/demo-2026';
const READERS = 4;
const BASELINE_MS = 15_000;
const DRAFTS_MS = 45_000;
const GOAL_MS = 50;
const TOKEN = 'bench-operator-token-for-the-drafts-scenario-000';

/** the aliased draft with as many sets as fit the largest text the server takes */
function largestDraft(): { text: string; sets: number } {
  const perSet = aliasedDraft('bench-drafts', 2_000).length / 2_000;
  let sets = Math.floor(MAX_EVENT_FILE_CHARS / perSet);
  let text = aliasedDraft('bench-drafts', sets);
  while (text.length > MAX_EVENT_FILE_CHARS) {
    sets -= 100;
    text = aliasedDraft('bench-drafts', sets);
  }
  return { text, sets };
}

/** lineup loads by READERS fans for `ms`; returns each load's time in ms */
function read(url: string, ms: number): Promise<number[]> {
  return loadTimes(url + LINEUP, READERS, ms);
}

export async function organiserDrafts(): Promise<{ checks: Check[]; [key: string]: unknown }> {
  const server = await startBenchServer({ env: { ORGANISER_TOKEN: TOKEN } });
  try {
    const baseline = await read(server.url, BASELINE_MS);
    // built before the clock runs, so building it does not slow this process's readers
    const draft = largestDraft();
    const body = JSON.stringify({ text: draft.text });
    let sending = true;
    const answers: { ms: number; status: number; rules: string[] }[] = [];
    const drafts = (async () => {
      while (sending) {
        const start = performance.now();
        const response = await fetch(`${server.url}/api/organiser/events/bench-drafts/check`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
          body,
        });
        const answer = (await response.json()) as { errors?: { rule: string }[] };
        answers.push({
          ms: performance.now() - start,
          status: response.status,
          rules: [...new Set((answer.errors ?? []).map((e) => e.rule))],
        });
      }
    })();
    const loaded = await read(server.url, DRAFTS_MS);
    sending = false;
    await drafts;

    const p99 = percentile(loaded, 99);
    const result = {
      readers: READERS,
      draft: { characters: draft.text.length, sets: draft.sets },
      baseline: {
        loads: baseline.length,
        p50: percentile(baseline, 50),
        p99: percentile(baseline, 99),
      },
      withDrafts: { loads: loaded.length, p50: percentile(loaded, 50), p99 },
      answers,
    };
    console.log('\nOne organiser posting the largest draft back to back');
    console.log(
      `  draft: ${draft.text.length.toLocaleString('en')} characters, ${draft.sets.toLocaleString('en')} sets with aliased times`,
    );
    console.log(
      `  lineup loads without drafts: ${baseline.length}, p50 ${result.baseline.p50.toFixed(1)} ms, p99 ${result.baseline.p99.toFixed(1)} ms`,
    );
    console.log(
      `  lineup loads with drafts:    ${loaded.length}, p50 ${result.withDrafts.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    for (const a of answers) {
      console.log(
        `  draft answered ${a.status} in ${(a.ms / 1000).toFixed(1)} s ${a.rules.join(' ')}`,
      );
    }
    const checks: Check[] = [
      p99Check('lineup p99 while one organiser posts the largest draft back to back', p99, GOAL_MS),
    ];
    return { checks, ...result };
  } finally {
    await server.stop();
  }
}
