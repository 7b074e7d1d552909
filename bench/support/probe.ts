// Runs `run` while four fans load a lineup in a worker thread of their own (lineupProbe.ts), so
// the bench's own work does not count in their times.
import { Worker } from 'node:worker_threads';

/** each lineup load's time in ms while `run` ran */
export async function probe(url: string, run: () => Promise<void>): Promise<number[]> {
  const worker = new Worker(new URL('./lineupProbe.ts', import.meta.url), {
    workerData: { url, fans: 4 },
  });
  const times = new Promise<number[]>((ok) => worker.once('message', ok));
  await run();
  worker.postMessage('stop');
  const result = await times;
  await worker.terminate();
  return result;
}

/** waits until `check` holds, looking every `everyMs`; false when `timeoutMs` passed first */
export async function until(
  check: () => boolean,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((ok) => setTimeout(ok, everyMs));
  }
  return true;
}
