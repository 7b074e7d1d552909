// The encryption thread of the push sender: RFC 8291 (encrypt.ts) for a batch of messages at a
// time. Each message costs a fresh P-256 key agreement; done here, a fan-out to thousands of
// devices does not hold the event loop that answers other fans. Each reply says how much CPU
// the batch took on this thread, which the bench reads as the sender's cost per message.
import { parentPort } from 'node:worker_threads';
import { encryptPayload } from './encrypt.ts';
import type { EncryptReply, EncryptRequest } from './encryptPool.ts';

parentPort?.on('message', (request: EncryptRequest) => {
  const cpu = process.threadCpuUsage();
  const bodies: (Uint8Array<ArrayBuffer> | null)[] = request.items.map((item) => {
    try {
      // a copy with a buffer of its own (not Node's shared pool), so it can be transferred
      return new Uint8Array(encryptPayload(item.p256dh, item.auth, item.payload));
    } catch {
      // keys a browser never made (bad p256dh): this subscription can never be reached
      return null;
    }
  });
  const used = process.threadCpuUsage(cpu);
  const reply: EncryptReply = { id: request.id, bodies, cpuMicros: used.user + used.system };
  const buffers = bodies.flatMap((b) => (b ? [b.buffer] : []));
  parentPort?.postMessage(reply, buffers);
});
