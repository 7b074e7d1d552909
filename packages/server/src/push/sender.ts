// Sends one message to a push service. The payload arrives encrypted (RFC 8291, aes128gcm, done
// in the encryption threads: encryptPool.ts); web-push signs the VAPID JWT (RFC 8292) here. The
// JWT is signed once per push service and reused for an hour (it may live up to 24 h), which
// is a third of the work per message in a fan-out. The request goes out on the push service's
// kept-alive connections (transport.ts) with a time-out, so a slow push service holds its own
// slots and nothing else.
import webpush from 'web-push';
import type { PushSubscriptionRecord } from '../storage/pushStorage.ts';
import type { PushTransport } from './transport.ts';
import type { Vapid } from './vapid.ts';

/** throttled: 429 or 503, to be sent again after `retryAfterMs` (the service's, or a default) */
export type SendResult = 'sent' | 'gone' | 'failed' | 'throttled';

export const SEND_TIMEOUT_MS = 10_000;
/** a 429 or 503 that names no time waits this long */
const DEFAULT_RETRY_MS = 30_000;
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

export interface Sent {
  result: SendResult;
  status: number;
  /** with 'throttled': how long this push service asked to be left alone */
  retryAfterMs: number;
}

export async function sendPush(
  transport: PushTransport,
  vapid: Vapid,
  sub: PushSubscriptionRecord,
  /** the encrypted payload; null when the subscription's keys are unusable */
  body: Uint8Array<ArrayBuffer> | null,
  options: SendOptions,
): Promise<Sent> {
  let auth: string;
  try {
    if (!body) throw new Error('unusable keys');
    auth = authorization(vapid, new URL(sub.endpoint).origin);
  } catch {
    // keys a browser never made (bad p256dh): this subscription can never be reached
    return { result: 'gone', status: 0, retryAfterMs: 0 };
  }
  const { status, retryAfterMs } = await transport.send(
    sub.endpoint,
    {
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
      ttl: String(Math.max(0, Math.floor(options.ttl))),
      urgency: options.urgency,
      authorization: auth,
    },
    body,
  );
  if (status === 404 || status === 410) return { result: 'gone', status, retryAfterMs: 0 };
  if (status === 429 || status === 503) {
    return { result: 'throttled', status, retryAfterMs: retryAfterMs ?? DEFAULT_RETRY_MS };
  }
  const ok = status >= 200 && status < 300;
  return { result: ok ? 'sent' : 'failed', status, retryAfterMs: 0 };
}
