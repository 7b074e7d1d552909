// One wrk run (pinned to a core) and what it printed: requests per second and p99 latency.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WrkResult {
  rps: number;
  requests: number;
  p99ms: number;
  non2xx3xx: number;
  errors: number;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  if (unit === 'us') return n / 1000;
  if (unit === 's') return n * 1000;
  if (unit === 'm') return n * 60_000;
  return n;
}

export async function wrk(opts: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  core: number;
}): Promise<WrkResult> {
  const args = [
    '-c',
    String(opts.core),
    'wrk',
    '-t1',
    `-c${opts.connections}`,
    `-d${opts.seconds}s`,
    '--latency',
    ...Object.entries(opts.headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    opts.url,
  ];
  const { stdout } = await run('taskset', args, { timeout: (opts.seconds + 30) * 1000 });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? Number.NaN);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s|m)\b/.exec(stdout);
  const non = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const err = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const errors = err ? err.slice(1).reduce((s, v) => s + Number(v), 0) : 0;
  if (!Number.isFinite(rps) || !p99) throw new Error(`unreadable wrk output:\n${stdout}`);
  return { rps, requests, p99ms: toMs(p99[1]!, p99[2]!), non2xx3xx: non, errors };
}
