// A fan's report on SQLite is one transaction of about ten statements whose commit waits for the
// disk (synchronous=FULL), and node:sqlite runs it all on the calling thread: 9 ms at the median
// and 85 ms at p99 on a loaded machine (load average 18), during which no fan's lineup is
// answered. During a flood of reports (1,000 a minute) that is the fans' p99. Reports are
// therefore stored by a thread of their own with its own connection to the file (WAL lets
// readers go on meanwhile), one after the other; a database in memory stays on the thread.
import { Worker } from 'node:worker_threads';
import type { AddReportOutcome, NewReport } from './reports.ts';
import type { ReportAdd, ReportAdded } from './sqliteReportWorker.ts';
import type { SqliteWriteGate } from './sqliteWriteGate.ts';

type Pending = { resolve: (added: AddReportOutcome) => void; reject: (error: Error) => void };

export class SqliteReportWriter {
  readonly #file: string;
  readonly #gate: SqliteWriteGate;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, Pending>();

  constructor(file: string, gate: SqliteWriteGate) {
    this.#file = file;
    this.#gate = gate;
  }

  add(report: NewReport): Promise<AddReportOutcome> {
    const worker = this.#spawn();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.ref();
      const message: ReportAdd = { id, report };
      worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await worker?.terminate();
  }

  #settle(id: number, settle: (p: Pending) => void) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    settle(pending);
    if (this.#pending.size === 0) this.#worker?.unref();
  }

  #spawn(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./sqliteReportWorker.ts', import.meta.url), {
      workerData: { file: this.#file, gate: this.#gate.buffer },
    });
    // read now: an exited worker's threadId is -1
    const thread = worker.threadId;
    worker.on('message', (done: ReportAdded) => {
      this.#settle(done.id, (p) => {
        if ('added' in done) p.resolve(done.added);
        else p.reject(Object.assign(new Error(done.failure), done.code ? { code: done.code } : {}));
      });
    });
    const lose = (error: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const id of [...this.#pending.keys()]) this.#settle(id, (p) => p.reject(error));
    };
    worker.on('error', lose);
    worker.on('exit', () => {
      // stopped (close, a crash) holding or awaiting the gate: the other writers go on
      this.#gate.abandon(thread);
      lose(new Error('the report writer stopped'));
    });
    this.#worker = worker;
    return worker;
  }
}
