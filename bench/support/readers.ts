// Fans loading one address over and over while a scenario runs beside them: the load times are
// what the drafts, like-flood and publish benchmarks compare with and without the scenario.
import { Agent, get } from 'node:http';
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

/**
 * As loadTimes, each load's time until the last byte of its answer came, but the body is
 * neither decoded nor kept: fetch() gunzips every answer and copies it into an ArrayBuffer, and
 * for a big festival's lineup (90 KB gzip, 1 MB of JSON) that work and its garbage, in the
 * process that also times the loads, on the cores the server runs on, is most of what such a
 * bench measures (docs/performance.md, the reports bench). The server's work is the same: the
 * same request, headers and bytes on the same kept-alive connections.
 */
export async function wireTimes(
  url: string,
  readers: number,
  ms: number,
  headers: Record<string, string> = { 'accept-encoding': 'gzip' },
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: readers });
  const times: number[] = [];
  const until = Date.now() + ms;
  const once = () =>
    new Promise<void>((done, fail) => {
      const start = performance.now();
      get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('error', fail);
        response.on('end', () => {
          times.push(performance.now() - start);
          done();
        });
      }).on('error', fail);
    });
  try {
    await Promise.all(
      Array.from({ length: readers }, async () => {
        while (Date.now() < until) await once();
      }),
    );
  } finally {
    agent.destroy();
  }
  return times;
}
