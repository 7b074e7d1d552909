// The encryption thread of the push sender: RFC 8291 (aes128gcm) for a batch of messages at a
// time. Each message costs a fresh P-256 key agreement (about 1.4 ms); done here, a fan-out to
// thousands of devices no longer holds the event loop that answers other fans.
import { parentPort } from 'node:worker_threads';
import webpush from 'web-push';
import type { EncryptReply, EncryptRequest } from './encryptPool.ts';

parentPort?.on('message', (request: EncryptRequest) => {
  const bodies: (Uint8Array<ArrayBuffer> | null)[] = request.items.map((item) => {
    try {
      return new Uint8Array(
        webpush.encrypt(item.p256dh, item.auth, item.payload, 'aes128gcm').cipherText,
      );
    } catch {
      // keys a browser never made (bad p256dh): this subscription can never be reached
      return null;
    }
  });
  const reply: EncryptReply = { id: request.id, bodies };
  // each body has its own buffer (copied out of Node's pool above), so it can move, not copy
  const buffers = bodies.flatMap((b) => (b ? [b.buffer] : []));
  parentPort?.postMessage(reply, buffers);
});
