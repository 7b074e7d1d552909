// The worker thread behind importRunner.ts: reads one uploaded file (a workbook unpacks here,
// a CSV of 30,000 rows is parsed here) so the thread that answers requests never waits for it.
import { parentPort } from 'node:worker_threads';
import {
  type ConvertOptions,
  type ConvertResult,
  convertFile,
} from '../organiser/import/convert.ts';

export interface ImportJob {
  id: number;
  bytes: Uint8Array;
  options: Omit<ConvertOptions, 'now'> & { now: number };
}

export type ImportDone = { id: number; result: ConvertResult } | { id: number; failure: string };

parentPort?.on('message', async (job: ImportJob) => {
  let done: ImportDone;
  try {
    const options = { ...job.options, now: new Date(job.options.now) };
    done = { id: job.id, result: await convertFile(job.bytes, options) };
  } catch (error) {
    done = { id: job.id, failure: (error as Error).message };
  }
  parentPort?.postMessage(done);
});
