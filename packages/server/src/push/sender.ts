// Sends one message to a push service. The payload arrives encrypted (RFC 8291, aes128gcm, done
// in the encryption threads: encryptPool.ts); web-push signs the VAPID JWT (RFC 8292) here. The
// JWT is signed once per push service and reused for an hour (it may live up to 24 h), which
// is a third of the work per message in a fan-out. The request goes out with fetch, with our
// own timeout, so a slow push service holds one slot of the sender and nothing else.
import webpush from 'web-push';
import type { PushSubscriptionRecord } from '../storage/pushStorage.ts';
import type { Vapid } from './vapid.ts';

export type SendResult = 'sent' | 'gone' | 'failed';

const SEND_TIMEOUT_MS = 10_000;
const JWT_LIFETIME_S = 2 * 3600;
const JWT_REUSE_MS = 3600_000;

export interface SendOptions {
  /** seconds the push service may hold the message for an offline phone */
  ttl: number;
  urgency: 'normal' | 'high';
}

const signed = new Map<string, { authorization: string; until: number; key: string }>();

function authorization(vapid: Vapid, audience: string): string {
  const now = Date.now();
  const held = signed.get(audience);
  if (held && held.until > now && held.key === vapid.publicKey) return held.authorization;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + JWT_LIFETIME_S,
  );
  if (signed.size > 1000) signed.clear();
  signed.set(audience, {
    authorization: headers.Authorization,
    until: now + JWT_REUSE_MS,
    key: vapid.publicKey,
  });
  return headers.Authorization;
}

export async function sendPush(
  vapid: Vapid,
  sub: PushSubscriptionRecord,
  /** the encrypted payload; null when the subscription's keys are unusable */
  body: Uint8Array<ArrayBuffer> | null,
  options: SendOptions,
): Promise<{ result: SendResult; status: number }> {
  let auth: string;
  try {
    if (!body) throw new Error('unusable keys');
    auth = authorization(vapid, new URL(sub.endpoint).origin);
  } catch {
    // keys a browser never made (bad p256dh): this subscription can never be reached
    return { result: 'gone', status: 0 };
  }
  try {
    const response = await fetch(sub.endpoint, {
      method: 'POST',
      headers: {
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: String(Math.max(0, Math.floor(options.ttl))),
        urgency: options.urgency,
        authorization: auth,
      },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel().catch(() => {});
    if (response.status === 404 || response.status === 410) {
      return { result: 'gone', status: response.status };
    }
    return { result: response.ok ? 'sent' : 'failed', status: response.status };
  } catch {
    return { result: 'failed', status: 0 };
  }
}
