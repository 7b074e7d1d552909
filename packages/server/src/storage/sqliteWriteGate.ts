// The turn to write to a SQLite file, shared by every thread of the process that writes it (the
// fans' thread, the report thread, the draft thread). SQLite's own lock is taken by polling: a
// connection that finds it held sleeps and tries again (busy_timeout), and node:sqlite does
// that sleeping on the calling thread. On the fans' thread that stopped the whole server for
// seconds while the report thread held the lock in back-to-back transactions, missing the
// short gaps between them. Here a writer waits for its turn without blocking
// (Atomics.waitAsync), and turns are given in the order they were asked for (a ticket lock), so
// the fans' thread gets in between two of the report thread's batches.
//
// A thread that dies holding the gate or waiting for it: the thread that started it calls
// abandon() with its threadId when it exits (the report and draft writers do), which frees the
// turn it held and skips the one it waited for. A thread stopped in the instant between taking
// its ticket and writing its name beside it (two atomic operations) would still stall the gate.
import path from 'node:path';
import { threadId } from 'node:worker_threads';

const NEXT = 0;
const SERVING = 1;
const OWNERS = 2;
/** tickets waiting or held at once: one per thread (each thread queues its own callers first) */
const RING = 64;
const ABANDONED = -1;

// Atomics.waitAsync is ES2024 (the lib the project compiles against is ES2023); Node 24 has it
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      cells: Int32Array,
      index: number,
      value: number,
    ): { async: false; value: string } | { async: true; value: Promise<string> };
  }
).waitAsync;

const ownerCell = (ticket: number) => OWNERS + (ticket & (RING - 1));

export class SqliteWriteGate {
  /** give it to another thread (workerData) to share this gate */
  readonly buffer: SharedArrayBuffer;
  readonly #cells: Int32Array;
  /** this thread's name in the owners' ring (0 means none) */
  readonly #tag = threadId + 1;
  /** this thread's callers, in order: only the first of them holds a ticket */
  #queue: Promise<void> = Promise.resolve();
  #held = 0;

  constructor(buffer: SharedArrayBuffer = new SharedArrayBuffer((OWNERS + RING) * 4)) {
    this.buffer = buffer;
    this.#cells = new Int32Array(buffer);
  }

  /** waits for the turn (never blocking the thread); release() ends it */
  acquire(): Promise<void> {
    const before = this.#queue;
    let done!: () => void;
    const mine = new Promise<void>((resolve) => {
      done = resolve;
    });
    // the next caller of this thread waits for this one's release
    this.#queue = before.then(() => mine);
    return before.then(async () => {
      this.#releaseLocal = done;
      await this.#ticket();
      this.#held++;
    });
  }

  release(): void {
    if (this.#held === 0) throw new Error('the write gate is not held');
    this.#held--;
    const serving = Atomics.load(this.#cells, SERVING);
    Atomics.store(this.#cells, ownerCell(serving), 0);
    this.#advance(serving);
    const local = this.#releaseLocal;
    this.#releaseLocal = null;
    local?.();
  }

  /** runs `work` in a turn of its own, released however it ends */
  async during<T>(work: () => T | Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  /** turns held or waited for now, by every thread */
  queued(): number {
    return (Atomics.load(this.#cells, NEXT) - Atomics.load(this.#cells, SERVING)) | 0;
  }

  /**
   * A thread that exited (its threadId, read while it ran): the turn it held is passed on,
   * the one it waited for skipped. Call it from the thread that started the one that exited.
   */
  abandon(deadThreadId: number): void {
    const dead = deadThreadId + 1;
    const cells = this.#cells;
    const next = Atomics.load(cells, NEXT);
    for (let ticket = Atomics.load(cells, SERVING); ticket !== next; ticket = (ticket + 1) | 0) {
      const cell = ownerCell(ticket);
      if (Atomics.load(cells, cell) !== dead) continue;
      if (Atomics.load(cells, SERVING) === ticket) {
        if (Atomics.compareExchange(cells, cell, dead, 0) === dead) this.#advance(ticket);
        continue;
      }
      if (Atomics.compareExchange(cells, cell, dead, ABANDONED) !== dead) continue;
      // its turn may have come meanwhile, given by a thread that saw no mark yet: whoever
      // clears the mark passes the turn on
      if (
        Atomics.load(cells, SERVING) === ticket &&
        Atomics.compareExchange(cells, cell, ABANDONED, 0) === ABANDONED
      ) {
        this.#advance(ticket);
      }
    }
  }

  #releaseLocal: (() => void) | null = null;

  async #ticket(): Promise<void> {
    const cells = this.#cells;
    const ticket = Atomics.add(cells, NEXT, 1);
    Atomics.store(cells, ownerCell(ticket), this.#tag);
    // a pending waitAsync does not keep a thread alive: a worker with nothing else to do
    // would exit in the queue
    let alive: NodeJS.Timeout | null = null;
    try {
      for (;;) {
        const serving = Atomics.load(cells, SERVING);
        if (serving === ticket) return;
        alive ??= setInterval(() => {}, 60_000);
        const wait = waitAsync(cells, SERVING, serving);
        if (wait.async) await wait.value;
      }
    } finally {
      if (alive) clearInterval(alive);
    }
  }

  /** gives the turn after `ticket`, skipping the turns of threads that died waiting */
  #advance(ticket: number): void {
    const cells = this.#cells;
    let serving = ticket;
    for (;;) {
      serving = (serving + 1) | 0;
      Atomics.store(cells, SERVING, serving);
      Atomics.notify(cells, SERVING);
      const cell = ownerCell(serving);
      if (Atomics.compareExchange(cells, cell, ABANDONED, 0) !== ABANDONED) return;
    }
  }
}

const gates = new Map<string, SqliteWriteGate>();

/** the gate of a SQLite file in this process: the same for every connection opened to it */
export function writeGateFor(file: string): SqliteWriteGate {
  if (file === '' || file === ':memory:') return new SqliteWriteGate();
  const key = path.resolve(file);
  let gate = gates.get(key);
  if (!gate) {
    gate = new SqliteWriteGate();
    gates.set(key, gate);
  }
  return gate;
}
