// Runs one upload's conversion in a worker of its own, bounded in time and memory: a workbook
// is a zip, and a few megabytes of it may unpack to gigabytes. A file that takes too long or
// needs too much memory is refused with a plain reason instead of stalling or ending the
// server; the worker is ended either way.
import { Worker } from 'node:worker_threads';
import type { ConvertOptions, ConvertResult } from '../organiser/import/convert.ts';
import type { ImportDone, ImportJob } from './importWorker.ts';

/** a timetable reads in well under a second; this is not one */
export const IMPORT_TIMEOUT_MS = 20_000;
/** the worker's heap: a timetable needs a few MB, a zip bomb far more */
export const IMPORT_HEAP_MB = 256;

const WORKER_URL = new URL('./importWorker.ts', import.meta.url);

function refused(options: ConvertOptions, message: string): ConvertResult {
  return {
    format: options.format ?? null,
    text: null,
    event: null,
    errors: [{ path: options.path, line: 1, rule: 'format', message }],
    rowErrors: [],
    notes: [],
  };
}

export interface ImportLimits {
  timeoutMs: number;
  heapMb: number;
}

const LIMITS: ImportLimits = { timeoutMs: IMPORT_TIMEOUT_MS, heapMb: IMPORT_HEAP_MB };

export function convertInWorker(
  bytes: Uint8Array,
  options: ConvertOptions,
  limits: ImportLimits = LIMITS,
): Promise<ConvertResult> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: Math.min(32, limits.heapMb),
      },
    });
    let settled = false;
    const finish = (result: ConvertResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      finish(
        refused(
          options,
          `reading the file took longer than ${Math.ceil(limits.timeoutMs / 1000)} s; is it far larger than a timetable?`,
        ),
      );
    }, limits.timeoutMs);
    worker.on('message', (done: ImportDone) => {
      if ('result' in done) finish(done.result);
      else finish(refused(options, `the file could not be read: ${done.failure}`));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      finish(
        refused(
          options,
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'reading the file needs far more memory than any timetable (a workbook that unpacks to gigabytes?); it was not read'
            : `the file could not be read: ${error.message}`,
        ),
      );
    });
    worker.on('exit', () => finish(refused(options, 'the file could not be read')));
    const job: ImportJob = { bytes, options: { ...options, now: options.now.getTime() } };
    worker.postMessage(job);
  });
}
