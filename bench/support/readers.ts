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

/**
 * Fans who do not wait for each other: `perSecond` reads of `url` sent on a fixed schedule for
 * `ms` (read i due at i / perSecond s), on kept-alive connections, a new one opened when all
 * are busy (up to `connections`, then the read waits its turn). Each read is timed from when it
 * was due, not from when it went out, to its answer's last byte (the body counted and dropped,
 * as in wireTimes). A closed loop (loadTimes, wireTimes) sends nothing while its readers wait,
 * so a 500 ms stall of the server costs its four readers four slow samples among thousands;
 * here every read due during the stall waits for it, as real fans' phones would (coordinated
 * omission). Returns every read's time in ms once the last one has been answered, and how many
 * were sent again.
 */
export async function openTimes(
  url: string,
  perSecond: number,
  ms: number,
  { connections = 64, headers = { 'accept-encoding': 'gzip' } } = {} as {
    connections?: number;
    headers?: Record<string, string>;
  },
): Promise<{ times: number[]; resent: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const reads: Promise<void>[] = [];
  let resent = 0;
  let notOk = 0;
  // a kept-alive connection the server closes as a read goes out on it fails that read: sent
  // again, as a phone would, still timed from when it was due
  const once = (due: number, tries = 3): Promise<void> =>
    new Promise<void>((done, fail) => {
      // a timer can fire up to a millisecond early: such a read is timed from when it went out
      const from = Math.min(due, performance.now());
      const again = (error: Error) => {
        if (tries <= 1) return fail(error);
        resent++;
        once(from, tries - 1).then(done, fail);
      };
      get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('error', again);
        response.on('end', () => {
          if (response.statusCode !== 200) notOk++;
          times.push(performance.now() - from);
          done();
        });
      }).on('error', again);
    });
  let failed: Error | undefined;
  const began = performance.now();
  const count = Math.floor((perSecond * ms) / 1000);
  try {
    for (let i = 0; i < count; i++) {
      const due = began + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // a bench process late for its own timer sends what is due at once, each timed from its due
      reads.push(
        once(due).catch((error: Error) => {
          failed ??= error;
        }),
      );
    }
    await Promise.all(reads);
  } finally {
    agent.destroy();
  }
  if (failed) throw failed;
  if (notOk > 0) throw new Error(`${url}: ${notOk} of ${times.length} reads not answered 200`);
  return { times, resent };
}
