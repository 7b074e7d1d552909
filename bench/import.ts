// Importing a congress-sized frab XML (36C3's schedule.xml is 2.3 MB): what `lineup import`
// does after reading the file — decode, parse, convert, write the YAML and validate it as the
// server will. The committed fixture is a 67 KB excerpt; its events are repeated (new guids,
// so none is a duplicate) until the file is as large as the real one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEventFile } from '@lineup/core';
import { convertSchedule } from '../packages/server/src/organiser/import/convert.ts';
import { type Check, median, ms, table } from './support/format.ts';
import { ROOT } from './support/server.ts';

const TARGET_BYTES = 2_300_000;
const ROUNDS = 5;
const GOAL_MS = 2000;

function congressXml(): string {
  const excerpt = readFileSync(
    join(ROOT, 'packages/server/test/fixtures/real/36c3-schedule.xml'),
    'utf8',
  );
  const head = excerpt.slice(0, excerpt.indexOf('  <day '));
  const days = excerpt.slice(excerpt.indexOf('  <day '), excerpt.lastIndexOf('</schedule>'));
  const copies: string[] = [];
  for (let n = 0; head.length + copies.join('').length < TARGET_BYTES; n++) {
    copies.push(
      days
        .replace(/guid="([^"]*)"/g, `guid="$1-${n}"`)
        .replace(/<room name="/g, `<room name="${n} `),
    );
  }
  return `${head}${copies.join('')}</schedule>\n`;
}

export function importBench() {
  const bytes = new TextEncoder().encode(congressXml());
  const now = new Date('2019-12-01T00:00:00Z');
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let sets = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const result = convertSchedule(bytes, { path: 'schedule.xml', id: 'congress', now });
    const loaded = parseEventFile(result.text ?? '', 'congress.yaml', { now });
    const used = process.cpuUsage(cpu);
    const took = performance.now() - start;
    sets = loaded.event?.sets.length ?? 0;
    if (round === 0) continue; // the first round warms the JIT up
    times.push(took);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  // on a shared machine the wall clock includes waiting for a core; the CPU time is the
  // import's own cost, and what the goal is checked against (both are printed)
  const value = median(cpuTimes);
  console.log(
    `\nImport: a ${(bytes.length / 1e6).toFixed(1)} MB frab XML, ${sets.toLocaleString('en')} sets`,
  );
  console.log(
    table(
      ['decode, convert, write, validate', 'median', 'slowest'],
      [
        ['CPU time', ms(value), ms(Math.max(...cpuTimes))],
        ['wall clock', ms(median(times)), ms(Math.max(...times))],
      ],
    ),
  );
  const checks: Check[] = [
    {
      name: 'import of a 2.3 MB congress XML (CPU)',
      value: Math.round(value),
      unit: 'ms',
      goal: `< ${GOAL_MS} ms`,
      ok: value < GOAL_MS,
    },
  ];
  return { checks, bytes: bytes.length, sets, cpuTimes, times };
}
