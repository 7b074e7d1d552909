// Importing a big festival's workbook on the organiser page: 3,000 sets on 40 stages over
// three nights as an .xlsx and an .ods (date and time cells, as spreadsheet programs save
// them), read in the import worker as the page's upload is (the first round starts the worker
// and is not counted), and the same reading on this thread for comparison. The goal is
// checked on CPU time (all threads of the process), as the machine's cores are shared.
import { write } from 'hucre';
import { convertFile } from '../packages/server/src/organiser/import/convert.ts';
import { convertInWorker } from '../packages/server/src/publishing/importRunner.ts';
import { type Check, median, ms, table } from './support/format.ts';

const SETS = 3000;
const STAGES = 40;
const ROUNDS = 5;
const GOAL_MS = 2000;

async function workbook(format: 'xlsx' | 'ods'): Promise<Uint8Array> {
  const rows: (string | Date)[][] = [['Stage', 'Artist', 'Date', 'Start', 'End', 'Note']];
  const perStage = SETS / STAGES;
  for (let s = 0; s < STAGES; s++) {
    for (let i = 0; i < perStage; i++) {
      const night = Math.floor(i / (perStage / 3));
      const slot = i % (perStage / 3);
      const start = 18 * 60 + slot * 45;
      const clock = (m: number) =>
        new Date(Date.UTC(1899, 11, 30, Math.floor(m / 60) % 24, m % 60));
      rows.push([
        `Stage ${s + 1}`,
        `Act ${s + 1}-${i + 1}`,
        new Date(Date.UTC(2026, 6, 30 + night)),
        clock(start),
        clock(start + 45),
        i % 7 === 0 ? 'b2b' : '',
      ]);
    }
  }
  const out = await write({ format, sheets: [{ name: 'Lineup', rows }] });
  return new Uint8Array(out as Uint8Array);
}

export async function workbookBench() {
  const checks: Check[] = [];
  const details: Record<string, unknown> = {};
  const now = new Date('2026-07-01T00:00:00Z');
  console.log(`\nWorkbook import: ${SETS.toLocaleString('en')} sets on ${STAGES} stages`);
  const rows: string[][] = [];
  for (const format of ['xlsx', 'ods'] as const) {
    const bytes = await workbook(format);
    const options = { path: `lineup.${format}`, id: 'big', now, timeZone: 'Europe/Lisbon', format };
    const inWorker: number[] = [];
    const cpuWorker: number[] = [];
    const here: number[] = [];
    let sets = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      let start = performance.now();
      const cpu = process.cpuUsage();
      const result = await convertInWorker(bytes, options);
      const used = process.cpuUsage(cpu);
      const tookWorker = performance.now() - start;
      start = performance.now();
      await convertFile(bytes, options);
      const tookHere = performance.now() - start;
      sets = result.event?.sets.length ?? 0;
      if (round === 0) continue; // the first round warms the JIT up
      inWorker.push(tookWorker);
      cpuWorker.push((used.user + used.system) / 1000);
      here.push(tookHere);
    }
    rows.push([
      `${format} (${(bytes.length / 1024).toFixed(0)} KB, ${sets} sets)`,
      ms(median(cpuWorker)),
      ms(median(inWorker)),
      ms(Math.max(...inWorker)),
      ms(median(here)),
    ]);
    details[format] = { bytes: bytes.length, sets, inWorker, cpuWorker, here };
    checks.push({
      name: `import of a ${SETS}-set ${format} in the worker (CPU)`,
      value: Math.round(median(cpuWorker)),
      unit: 'ms',
      goal: `< ${GOAL_MS} ms`,
      ok: median(cpuWorker) < GOAL_MS && sets === SETS,
    });
  }
  console.log(
    table(
      ['read, convert, write', 'worker CPU', 'worker wall', 'slowest wall', 'same thread wall'],
      rows,
    ),
  );
  return { checks, details };
}
