// Fans loading one address over and over while a scenario runs beside them: the load times are
// what the drafts, like-flood and publish benchmarks compare with and without the scenario.
import type { Check } from './format.ts';

/**
 * `readers` fans each load `url` back to back for `ms` (each load as soon as the last one has
 * come); returns every load's time in ms.
 */
export async function loadTimes(
  url: string,
  readers: number,
  ms: number,
  headers: Record<string, string> = { 'accept-encoding': 'gzip' },
): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

/** the check these benchmarks report: the fans' p99 (to a tenth of a ms) under `goalMs` */
export function p99Check(name: string, p99: number, goalMs: number): Check {
  return {
    name,
    value: Math.round(p99 * 10) / 10,
    unit: 'ms',
    goal: `< ${goalMs} ms`,
    ok: p99 < goalMs,
  };
}
