// The worker thread behind importRunner.ts: reads one uploaded file (a workbook unpacks here,
// a CSV of 30,000 rows is parsed here) so the thread that answers requests never waits for it.
import { parentPort } from 'node:worker_threads';
import {
  type ConvertOptions,
  type ConvertResult,
  convertFile,
} from '../organiser/import/convert.ts';

export interface ImportJob {
  bytes: Uint8Array;
  options: Omit<ConvertOptions, 'now'> & { now: number };
}

export type ImportDone = { result: ConvertResult } | { failure: string };

parentPort?.on('message', async (job: ImportJob) => {
  let done: ImportDone;
  try {
    done = {
      result: await convertFile(job.bytes, { ...job.options, now: new Date(job.options.now) }),
    };
  } catch (error) {
    done = { failure: (error as Error).message };
  }
  parentPort?.postMessage(done);
});
