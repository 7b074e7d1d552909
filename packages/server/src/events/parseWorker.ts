// The worker thread behind eventParser.ts: turns the bytes of one event file into a validated
// LoadedEvent plus diagnostics. Parsing runs here, never on the thread that answers requests.
import { parentPort } from 'node:worker_threads';
// the loader only, not all of core: the worker starts sooner
import { type EventFileResult, parseEventBytes } from '@lineup/core/event/eventFile';

export interface ParseJob {
  id: number;
  bytes: Uint8Array;
  file: string;
  /** epoch ms of the server clock */
  now: number;
}

export interface ParseDone {
  id: number;
  result: EventFileResult;
}

parentPort?.on('message', (job: ParseJob) => {
  let result: EventFileResult;
  try {
    // decoded by BOM, declaration or UTF-8; other bytes are read as Windows-1252 with a warning
    const { text: _text, ...parsed } = parseEventBytes(job.bytes, job.file, {
      now: new Date(job.now),
    });
    result = parsed;
  } catch (error) {
    const message = `the file could not be read: ${(error as Error).message}`;
    result = { event: null, errors: [{ path: job.file, rule: 'read', message }], warnings: [] };
  }
  parentPort?.postMessage({ id: job.id, result } satisfies ParseDone);
});
