// A stand-in push service on loopback for HTTP, browser and bench runs. It gets the requests a
// real push service (FCM, Mozilla autopush, Apple) gets, and checks them the way one does:
// the VAPID JWT (RFC 8292) must be an ES256 signature by the key in `k=`, which must be the key
// the browser subscribed with, for this origin, not expired. It then decrypts the body as the
// phone would (RFC 8291/8188 aes128gcm: ECDH P-256, HKDF-SHA-256, AES-128-GCM) with the
// device's private key, so a test reads exactly what the phone shows. Written with Node's
// crypto only, independent of the web-push library the server uses.

import { spawnSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { join } from 'node:path';

export interface Device {
  /** what the browser's pushManager.subscribe() returns (toJSON shape) */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  id: string;
}

export interface Delivery {
  device: string;
  at: number;
  ttl: number;
  urgency: string | null;
  /** the decrypted payload */
  text: string;
  json: Record<string, unknown>;
}

export interface Refusal {
  device: string;
  reason: string;
}

export interface StandInOptions {
  /**
   * Check and decrypt one request in this many; the others are taken as a push service takes
   * them, unread. A bench of 50,000 messages measures the sender, not this stand-in. Default 1.
   */
  verifyEvery?: number;
  /** https with HTTP/2 (and HTTP/1.1 for clients without it), as FCM and Apple answer */
  tls?: { key: string; cert: string };
}

export interface PushStandIn {
  url: string;
  /** messages taken (201), checked or not */
  readonly accepted: number;
  /** when the last message was taken (Date.now()) */
  readonly lastAcceptedAt: number;
  /** messages taken per device */
  acceptedBy: Map<string, number>;
  /** the HTTP versions senders used ("1.1", "2.0") */
  httpVersions: Set<string>;
  /** connections senders opened so far */
  readonly connections: number;
  /** requests received, whatever the answer */
  readonly requests: number;
  /** the next `requests` are answered 429 with Retry-After: `seconds` */
  throttle(requests: number, seconds: number): void;
  /** a new device with its own key pair; `applicationServerKey` as pushManager.subscribe gets */
  device(applicationServerKey: string): Device;
  deliveries: Delivery[];
  refusals: Refusal[];
  /** from now on, this device's endpoint answers 410 Gone (the fan uninstalled the app) */
  expire(deviceId: string): void;
  /** waits until `count` deliveries arrived in total */
  waitFor(count: number, timeoutMs?: number): Promise<Delivery[]>;
  close(): Promise<void>;
}

interface DeviceState {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  serverKey: string;
  gone: boolean;
}

const b64u = (buf: Buffer) => buf.toString('base64url');

async function body(req: IncomingMessage | Http2ServerRequest): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** an uncompressed P-256 point (base64url) as a KeyObject */
function publicKeyOf(raw: string) {
  const point = Buffer.from(raw, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
}

/** RFC 8292: Authorization: vapid t=<JWT>, k=<key> */
function checkVapid(header: string | undefined, serverKey: string, audience: string, now: number) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error('no vapid authorization');
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== serverKey) throw new Error('k is not the key the device subscribed with');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header_.alg !== 'ES256') throw new Error(`JWT alg ${header_.alg}`);
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKeyOf(k), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('JWT signature does not verify');
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (c.aud !== audience) throw new Error(`JWT aud ${c.aud} is not ${audience}`);
  if (typeof c.exp !== 'number' || c.exp * 1000 < now || c.exp * 1000 > now + 24 * 3600_000) {
    throw new Error('JWT exp out of range');
  }
  if (!c.sub || !/^(mailto:|https:)/.test(c.sub)) throw new Error('JWT sub missing');
}

/** RFC 8291 §3.4 + RFC 8188: one aes128gcm record */
function decrypt(data: Buffer, device: DeviceState): string {
  const salt = data.subarray(0, 16);
  const recordSize = data.readUInt32BE(16);
  const idLength = data[20] ?? 0;
  const senderKey = data.subarray(21, 21 + idLength);
  const cipherText = data.subarray(21 + idLength);
  if (cipherText.length > recordSize) throw new Error('more than one record');
  const shared = device.ecdh.computeSecret(senderKey);
  const receiverKey = device.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // padding: the last record ends with 0x02 then zeros
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export async function startPushStandIn(options: StandInOptions = {}): Promise<PushStandIn> {
  const devices = new Map<string, DeviceState>();
  const deliveries: Delivery[] = [];
  const refusals: Refusal[] = [];
  const waiters: (() => void)[] = [];
  const acceptedBy = new Map<string, number>();
  const httpVersions = new Set<string>();
  const verifyEvery = Math.max(1, options.verifyEvery ?? 1);
  let origin = '';
  let seen = 0;
  let requests = 0;
  let accepted = 0;
  let lastAcceptedAt = 0;
  let throttled = { requests: 0, seconds: 0 };

  const handle = async (
    req: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
    // the two response types take the same calls used here
    const res = response as ServerResponse;
    httpVersions.add(req.httpVersion);
    requests++;
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    const device = devices.get(id);
    const data = await body(req);
    const refuse = (status: number, reason: string) => {
      refusals.push({ device: id, reason });
      res.writeHead(status).end(reason);
    };
    if (throttled.requests > 0) {
      throttled.requests--;
      res.writeHead(429, { 'retry-after': String(throttled.seconds) }).end();
      return;
    }
    if (req.method !== 'POST' || !device) return refuse(404, 'no such subscription');
    if (device.gone) return refuse(410, 'subscription expired');
    const take = () => {
      accepted++;
      lastAcceptedAt = Date.now();
      acceptedBy.set(id, (acceptedBy.get(id) ?? 0) + 1);
      res.writeHead(201).end();
    };
    if (seen++ % verifyEvery !== 0) return take();
    try {
      checkVapid(req.headers.authorization, device.serverKey, origin, Date.now());
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing');
      const text = decrypt(data, device);
      deliveries.push({
        device: id,
        at: Date.now(),
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        text,
        json: JSON.parse(text) as Record<string, unknown>,
      });
      take();
      for (const wake of waiters.splice(0)) wake();
    } catch (error) {
      refuse(400, (error as Error).message);
    }
  };
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, (req, res) => void handle(req, res))
    : createServer((req, res) => void handle(req, res));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${address.port}`;
  const sessions = new Set<{ destroy(): void }>();
  server.on('session', (session: { destroy(): void }) => sessions.add(session));
  let connections = 0;
  server.on(options.tls ? 'secureConnection' : 'connection', () => {
    connections++;
  });

  return {
    url: origin,
    get accepted() {
      return accepted;
    },
    get lastAcceptedAt() {
      return lastAcceptedAt;
    },
    acceptedBy,
    httpVersions,
    get connections() {
      return connections;
    },
    get requests() {
      return requests;
    },
    throttle(requests, seconds) {
      throttled = { requests, seconds };
    },
    deliveries,
    refusals,
    device(applicationServerKey) {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth, serverKey: applicationServerKey, gone: false });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    expire(deviceId) {
      const device = devices.get(deviceId);
      if (device) device.gone = true;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (deliveries.length < count) {
        const left = until - Date.now();
        if (left <= 0) {
          throw new Error(
            `${deliveries.length} of ${count} pushes arrived; refused: ${JSON.stringify(refusals.slice(0, 3))}`,
          );
        }
        await new Promise<void>((ok) => {
          const timer = setTimeout(ok, Math.min(left, 200));
          waiters.push(() => {
            clearTimeout(timer);
            ok();
          });
        });
      }
      return deliveries.slice(0, count);
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const session of sessions) session.destroy();
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

/** a certificate for 127.0.0.1, good for a day, made with openssl (null where it is missing) */
export function throwawayCertificate(
  dir: string,
): { key: string; cert: string; certFile: string } | null {
  const key = join(dir, 'push-stand-in.key');
  const certFile = join(dir, 'push-stand-in.crt');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  if (made.status !== 0) return null;
  return { key: readFileSync(key, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
