// A small pool of encryption threads for the push sender (see encryptWorker.ts). Messages go
// over in batches (one postMessage per batch, not per message); the HTTP sends stay on the main
// thread. A thread that crashes fails only the batches it held (those messages stay claimed
// and are sent again once their lease runs out) and is replaced on the next batch.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface EncryptItem {
  p256dh: string;
  auth: string;
  payload: string;
}

export interface EncryptRequest {
  id: number;
  items: EncryptItem[];
}

export interface EncryptReply {
  id: number;
  /** the aes128gcm body per item; null where the keys are unusable */
  bodies: (Uint8Array<ArrayBuffer> | null)[];
  /** CPU time the batch took on its thread */
  cpuMicros: number;
}

interface Pending {
  resolve: (bodies: (Uint8Array<ArrayBuffer> | null)[]) => void;
  reject: (error: Error) => void;
}

interface Lane {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** one thread per core but one left for the event loop; at least one */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class EncryptPool {
  readonly #size: number;
  readonly #lanes: (Lane | null)[];
  #nextId = 1;
  #turn = 0;
  #closed = false;
  /** messages encrypted and the CPU time they took on the threads, since the start */
  readonly cost = { messages: 0, cpuMicros: 0 };

  readonly #workerUrl: URL;

  /** workerUrl: only tests give another (one that crashes on purpose) */
  constructor(
    size = defaultPoolSize(),
    workerUrl = new URL('./encryptWorker.ts', import.meta.url),
  ) {
    this.#size = Math.max(1, size);
    this.#workerUrl = workerUrl;
    this.#lanes = Array.from({ length: this.#size }, () => null);
  }

  encrypt(items: EncryptItem[]): Promise<(Uint8Array<ArrayBuffer> | null)[]> {
    if (this.#closed) return Promise.reject(new Error('encryption pool closed'));
    if (items.length === 0) return Promise.resolve([]);
    const lane = this.#lane(this.#turn++ % this.#size);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      lane.pending.set(id, { resolve, reject });
      lane.worker.postMessage({ id, items } satisfies EncryptRequest);
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const lanes = this.#lanes.filter((l): l is Lane => l !== null);
    this.#lanes.fill(null);
    for (const lane of lanes) fail(lane, new Error('encryption pool closed'));
    await Promise.all(lanes.map((l) => l.worker.terminate()));
  }

  #lane(index: number): Lane {
    const held = this.#lanes[index];
    if (held) return held;
    const worker = new Worker(this.#workerUrl);
    // an idle thread does not keep the process alive; onClose terminates it
    worker.unref();
    const lane: Lane = { worker, pending: new Map() };
    worker.on('message', (reply: EncryptReply) => {
      this.cost.messages += reply.bodies.length;
      this.cost.cpuMicros += reply.cpuMicros;
      const pending = lane.pending.get(reply.id);
      lane.pending.delete(reply.id);
      pending?.resolve(reply.bodies);
    });
    const drop = (error: Error) => {
      if (this.#lanes[index] === lane) this.#lanes[index] = null;
      fail(lane, error);
    };
    worker.on('error', (error) => drop(error));
    worker.on('exit', (code) => drop(new Error(`encryption thread stopped (${code})`)));
    this.#lanes[index] = lane;
    return lane;
  }
}

function fail(lane: Lane, error: Error): void {
  for (const pending of lane.pending.values()) pending.reject(error);
  lane.pending.clear();
}
