// A worker thread that asks for a set of pages at once and, until they are all in, asks for
// /health every 10 ms: how long the pages took and what another fan waited meanwhile. A
// thread of its own, so reading the pages does not count on the server's thread it measures.
import { parentPort } from 'node:worker_threads';

export interface PageRequest {
  base: string;
  paths: string[];
  /** ask for /health meanwhile */
  health: boolean;
}

export interface PageTimes {
  /** each page's time, in the order asked */
  pagesMs: number[];
  /** each /health answer's time while the pages were built */
  healthMs: number[];
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

parentPort?.on('message', async ({ base, paths, health }: PageRequest) => {
  try {
    parentPort?.postMessage(await pages(base, paths, health));
  } catch (error) {
    parentPort?.postMessage({ error: String(error) });
  }
});

async function pages(base: string, paths: string[], health: boolean): Promise<PageTimes> {
  let done = false;
  const asked = Promise.all(paths.map((p) => timed(base + p))).finally(() => {
    done = true;
  });
  const healthMs: number[] = [];
  const probing = (async () => {
    while (health && !done) {
      healthMs.push(await timed(`${base}/health`));
      await new Promise((ok) => setTimeout(ok, 10));
    }
  })();
  const pagesMs = await asked;
  await probing;
  return { pagesMs, healthMs };
}
