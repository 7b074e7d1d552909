// What one push message's encryption costs: the sender's own path (a batch through its
// encryption thread, as the scheduler hands them over) beside the floor, RFC 8291 written
// straight on node:crypto (a fresh P-256 key agreement, two HKDF steps, AES-128-GCM of a
// 300-byte payload), measured in the same run on the same machine.
import { createCipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { EncryptPool } from '../../packages/server/src/push/encryptPool.ts';

const PAYLOAD = JSON.stringify({ kind: 'reminder', text: 'x'.repeat(240) }).slice(0, 300);

function device() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

function floorEncrypt(p256dh: string, auth: string, payload: string): Buffer {
  const receiver = Buffer.from(p256dh, 'base64url');
  const local = createECDH('prime256v1');
  const sender = local.generateKeys();
  const shared = local.computeSecret(receiver);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), receiver, sender]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, Buffer.from(auth, 'base64url'), info, 32));
  const salt = randomBytes(16);
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const cipher = createCipheriv('aes-128-gcm', cek, nonce);
  const body = Buffer.concat([
    cipher.update(payload),
    cipher.update(Buffer.from([2])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header);
  header.writeUInt32BE(4096, 16);
  header[20] = 65;
  return Buffer.concat([header, sender, body]);
}

// CPU time of the thread doing the work, not wall time: other processes on the machine do not
// move the figures.
const cpuMs = (used: NodeJS.CpuUsage) => (used.user + used.system) / 1000;

/** CPU ms per message, best of three rounds of `n` */
export function cryptoFloorMs(n: number): number {
  const keys = device();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const started = process.threadCpuUsage();
    for (let i = 0; i < n; i++) floorEncrypt(keys.p256dh, keys.auth, PAYLOAD);
    best = Math.min(best, cpuMs(process.threadCpuUsage(started)) / n);
  }
  return best;
}

/** CPU ms per message on the sender's encryption thread, batches of 50; best of three */
export async function senderEncryptMs(n: number): Promise<number> {
  const keys = device();
  const pool = new EncryptPool(1);
  try {
    await pool.encrypt(Array.from({ length: 200 }, () => ({ ...keys, payload: PAYLOAD })));
    let best = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 3; round++) {
      const before = { ...pool.cost };
      for (let i = 0; i < n; i += 50) {
        await pool.encrypt(Array.from({ length: 50 }, () => ({ ...keys, payload: PAYLOAD })));
      }
      const messages = pool.cost.messages - before.messages;
      best = Math.min(best, (pool.cost.cpuMicros - before.cpuMicros) / 1000 / messages);
    }
    return best;
  } finally {
    await pool.close();
  }
}
