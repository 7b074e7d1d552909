import { WORKER_PARSE_MIN_BYTES } from './lineupFetch.ts';
import type { ParseReply, ParseRequest } from './lineupParseProtocol.ts';

// A big lineup answer (Glastonbury 2023: 1.1 MB) read into a value in a worker, coming back a
// few stages at a time, so the page's thread never holds one long task for it and stays free
// for taps. Loaded only for such an answer (lineupFetch.ts parses a small one at once).

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<
  number,
  {
    resolve: (value: unknown) => void;
    reject: (err: Error) => void;
    value?: Record<string, unknown>;
  }
>();

function theWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./lineupParseWorker.ts', import.meta.url), {
    type: 'module',
  });
  started.onmessage = (event: MessageEvent<ParseReply>) => receive(event.data);
  started.onerror = () => {
    // a worker that cannot run (blocked, failed to load): what it had is parsed here instead
    started.terminate();
    if (worker === started) worker = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error('parser worker failed'));
    }
  };
  worker = started;
  return started;
}

function receive(reply: ParseReply): void {
  const job = pending.get(reply.id);
  if (!job) return;
  switch (reply.kind) {
    case 'error':
      pending.delete(reply.id);
      job.reject(new SyntaxError(reply.message));
      return;
    case 'whole':
      pending.delete(reply.id);
      job.resolve(reply.value);
      return;
    case 'head':
      job.value = { ...reply.head, sets: new Array(reply.rooms) };
      return;
    case 'sets': {
      const sets = job.value?.sets as unknown[] | undefined;
      reply.sets.forEach((list, i) => {
        if (sets) sets[reply.from + i] = list;
      });
      return;
    }
    case 'done':
      pending.delete(reply.id);
      job.resolve(job.value);
  }
}

function parseHere(bytes: ArrayBuffer): unknown {
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The JSON value of `bytes`; throws (rejects) what JSON.parse would for bad JSON. */
export async function parseLineupBytes(bytes: ArrayBuffer): Promise<unknown> {
  if (bytes.byteLength < WORKER_PARSE_MIN_BYTES || typeof Worker === 'undefined') {
    return parseHere(bytes);
  }
  try {
    return await new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      // copied, not handed over: if the worker fails, the bytes are parsed here
      const request: ParseRequest = { id, bytes };
      theWorker().postMessage(request);
    });
  } catch (err) {
    if (err instanceof SyntaxError) throw err;
    return parseHere(bytes);
  }
}
