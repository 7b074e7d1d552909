// Glastonbury 2023 as published, the real festival the phone benchmarks open (grid, now page,
// My plan): imported by `lineup import` into a data folder of its own, removed by the caller.
import { join } from 'node:path';
import { importedData } from '../../e2e/support/ownData.ts';
import { ROOT } from './server.ts';

export const GLASTONBURY = 'glastonbury-2023';

/** the data folder holding the imported event (its id GLASTONBURY) */
export function glastonburyData(): string {
  const source = join(ROOT, 'packages/server/test/fixtures/real/glastonbury-2023-full.csv.gz');
  return importedData(source, GLASTONBURY, ['--tz', 'Europe/London', '--name', 'Glastonbury 2023'])
    .data;
}
