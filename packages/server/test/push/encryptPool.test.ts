import { createECDH, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { EncryptPool } from '../../src/push/encryptPool.ts';

const crashing = new URL('./fixtures/crashingEncryptWorker.ts', import.meta.url);

function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

describe('the encryption pool of the push sender', () => {
  let pool: EncryptPool;
  afterEach(() => pool.close());

  it('encrypts a batch in a thread: one aes128gcm body per message, null for unusable keys', async () => {
    pool = new EncryptPool(1);
    const keys = deviceKeys();
    const bodies = await pool.encrypt([
      { ...keys, payload: 'a reminder' },
      { p256dh: 'not-a-key', auth: keys.auth, payload: 'never sent' },
      { ...keys, payload: 'another' },
    ]);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toBeInstanceOf(Uint8Array);
    // header (86 bytes: salt, record size, key id) + payload + padding delimiter + tag
    expect(bodies[0]?.length).toBe(86 + 'a reminder'.length + 1 + 16);
    expect(bodies[1]).toBeNull();
    expect(bodies[2]).toBeInstanceOf(Uint8Array);
  });

  it('a thread that crashes fails only its batch; the next batch gets a fresh thread', async () => {
    pool = new EncryptPool(1, crashing);
    const keys = deviceKeys();
    await expect(pool.encrypt([{ ...keys, payload: 'crash' }])).rejects.toThrow(/stopped/);
    const [body] = await pool.encrypt([{ ...keys, payload: 'after the crash' }]);
    expect(body).toBeInstanceOf(Uint8Array);
  });

  it('refuses work once closed (the app is shutting down)', async () => {
    pool = new EncryptPool(1);
    await pool.encrypt([{ ...deviceKeys(), payload: 'warm up' }]);
    await pool.close();
    await expect(pool.encrypt([{ ...deviceKeys(), payload: 'late' }])).rejects.toThrow(/closed/);
  });
});
