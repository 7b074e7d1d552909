// The real server for benchmarks: the browser tests' starter (e2e/support/server.ts) on a copy
// of the demo data, optionally pinned to one CPU core with taskset.
import { join } from 'node:path';
import {
  freePort,
  ROOT,
  type RunningServer,
  startServer,
  waitForHttp,
} from '../../e2e/support/server.ts';

export { freePort, ROOT, waitForHttp };
export type BenchServer = RunningServer;

export function startBenchServer(
  opts: {
    data?: string;
    env?: Record<string, string>;
    core?: number;
    startTimeoutMs?: number;
  } = {},
): Promise<BenchServer> {
  return startServer({
    fixtures: opts.data ?? join(ROOT, 'data'),
    ...(opts.startTimeoutMs ? { startTimeoutMs: opts.startTimeoutMs } : {}),
    ...(opts.env ? { env: opts.env } : {}),
    ...(opts.core === undefined ? {} : { core: opts.core }),
  });
}
