// The connections to push services. A festival's reminder goes to tens of thousands of phones
// through a handful of services (FCM, Mozilla, Apple), so each service gets a few kept-alive
// connections that carry many messages at once: HTTP/2 streams where the service speaks HTTP/2
// (ALPN, as FCM and Apple do), else HTTP/1.1 keep-alive sockets; never a connection per
// message. Written on node:http2 and node:https rather than fetch: fetch gives no say over
// HTTP/2 nor over how many streams share a connection, and costs more per request.
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { isIP } from 'node:net';
import tls from 'node:tls';

export interface PushAnswer {
  /** the push service's status; 0 when no answer came (network error, time-out) */
  status: number;
  /** Retry-After of a 429 or 503, in ms; null when none was given */
  retryAfterMs: number | null;
}

export interface TransportOptions {
  /** HTTP/2 connections per push service */
  connections: number;
  /** messages in flight per push service (streams, or requests on HTTP/1.1 sockets) */
  inFlight: number;
  /** extra certificate authority (PEM) for push services: a stand-in in tests */
  ca?: string;
  /** the whole exchange of one message, body of the answer included (a deadline, not idle) */
  timeoutMs: number;
}

const IDLE_MS = 60_000;
/** a push service's answer body is a short error text at most; more is not read */
export const MAX_ANSWER_BYTES = 4096;
/** Retry-After beyond this is read as this: a reminder is worth nothing an hour late */
const MAX_RETRY_AFTER_MS = 15 * 60_000;

/** Retry-After: delta-seconds or an HTTP date (RFC 9110 §10.2.3) */
export function retryAfterMs(
  value: string | string[] | undefined,
  now = Date.now(),
): number | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return null;
  const ms = /^\d+$/.test(text.trim()) ? Number(text) * 1000 : Date.parse(text) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : null;
}

class Slots {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  constructor(size: number) {
    this.#free = size;
  }
  async take(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return;
    }
    await new Promise<void>((ok) => this.#waiting.push(ok));
  }
  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free++;
  }
}

/** one push service (an origin): its protocol once known, its connections, its slots */
class Service {
  readonly #origin: URL;
  readonly #o: TransportOptions;
  readonly slots: Slots;
  #protocol: Promise<'h2' | 'h1'> | null = null;
  #sessions: http2.ClientHttp2Session[] = [];
  #turn = 0;
  #agent: http.Agent | null = null;

  constructor(origin: URL, options: TransportOptions) {
    this.#origin = origin;
    this.#o = options;
    this.slots = new Slots(options.inFlight);
  }

  async send(
    url: URL,
    headers: Record<string, string>,
    body: Uint8Array | null,
  ): Promise<PushAnswer> {
    await this.slots.take();
    try {
      return (await this.#protocolOf()) === 'h2'
        ? await this.#sendH2(url, headers, body)
        : await this.#sendH1(url, headers, body);
    } catch {
      return { status: 0, retryAfterMs: null };
    } finally {
      this.slots.give();
    }
  }

  close(): void {
    for (const session of this.#sessions) session.close();
    this.#sessions = [];
    this.#agent?.destroy();
  }

  /** plain http speaks HTTP/1.1; https asks the service by ALPN once */
  #protocolOf(): Promise<'h2' | 'h1'> {
    if (this.#origin.protocol !== 'https:') return Promise.resolve('h1');
    this.#protocol ??= new Promise<'h2' | 'h1'>((resolve) => {
      const socket = tls.connect({
        host: this.#origin.hostname,
        port: Number(this.#origin.port || 443),
        servername: isIP(this.#origin.hostname) ? '' : this.#origin.hostname,
        ALPNProtocols: ['h2', 'http/1.1'],
        ...(this.#o.ca ? { ca: [...tls.rootCertificates, this.#o.ca] } : {}),
      });
      socket.setTimeout(this.#o.timeoutMs, () => socket.destroy(new Error('time-out')));
      socket.once('secureConnect', () => {
        socket.setTimeout(0);
        if (socket.alpnProtocol === 'h2') {
          this.#keep(http2.connect(this.#origin, { createConnection: () => socket }));
          resolve('h2');
        } else {
          socket.destroy();
          resolve('h1');
        }
      });
      socket.once('error', () => {
        // asked again with the next message
        this.#protocol = null;
        resolve('h1');
      });
    });
    return this.#protocol;
  }

  #keep(session: http2.ClientHttp2Session): http2.ClientHttp2Session {
    const drop = () => {
      this.#sessions = this.#sessions.filter((s) => s !== session);
    };
    session.on('error', drop);
    session.on('goaway', drop);
    session.on('close', drop);
    session.setTimeout(IDLE_MS, () => session.close());
    session.unref();
    this.#sessions.push(session);
    return session;
  }

  #session(): http2.ClientHttp2Session {
    const open = this.#sessions.filter((s) => !s.closed && !s.destroyed);
    if (open.length < this.#o.connections) {
      return this.#keep(
        http2.connect(
          this.#origin,
          this.#o.ca ? { ca: [...tls.rootCertificates, this.#o.ca] } : {},
        ),
      );
    }
    return open[this.#turn++ % open.length] as http2.ClientHttp2Session;
  }

  #sendH2(url: URL, headers: Record<string, string>, body: Uint8Array | null): Promise<PushAnswer> {
    return new Promise((resolve) => {
      const session = this.#session();
      let answer: PushAnswer = { status: 0, retryAfterMs: null };
      let read = 0;
      const stream = session.request({
        ':method': 'POST',
        ':path': `${url.pathname}${url.search}`,
        ...headers,
        'content-length': String(body?.length ?? 0),
      });
      const done = () => {
        clearTimeout(deadline);
        if (!stream.closed) stream.close(http2.constants.NGHTTP2_CANCEL);
        resolve(answer);
      };
      // the whole exchange, not an idle time: a service trickling its answer is cut off too
      const deadline = setTimeout(done, this.#o.timeoutMs);
      stream.on('response', (h) => {
        const status = Number(h[':status']);
        answer = { status, retryAfterMs: retryAfterMs(h['retry-after']) };
      });
      stream.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) done();
      });
      stream.on('error', () => {});
      stream.on('close', done);
      stream.end(body ?? undefined);
    });
  }

  #sendH1(url: URL, headers: Record<string, string>, body: Uint8Array | null): Promise<PushAnswer> {
    const secure = url.protocol === 'https:';
    this.#agent ??= secure
      ? new https.Agent({
          keepAlive: true,
          maxSockets: this.#o.inFlight,
          ...(this.#o.ca ? { ca: [...tls.rootCertificates, this.#o.ca] } : {}),
        })
      : new http.Agent({ keepAlive: true, maxSockets: this.#o.inFlight });
    return new Promise((resolve) => {
      let answer: PushAnswer = { status: 0, retryAfterMs: null };
      let settled = false;
      const done = () => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        resolve(answer);
      };
      const request = (secure ? https : http).request(url, {
        method: 'POST',
        agent: this.#agent as http.Agent,
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
      });
      // the whole exchange, not an idle time: a service trickling its answer is cut off too
      const deadline = setTimeout(() => {
        request.destroy(new Error('time-out'));
        done();
      }, this.#o.timeoutMs);
      request.on('response', (response) => {
        answer = {
          status: response.statusCode ?? 0,
          retryAfterMs: retryAfterMs(response.headers['retry-after']),
        };
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_ANSWER_BYTES) return;
          // the socket is not kept: the rest of this answer is never read
          request.destroy();
          done();
        });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      });
      request.on('error', done);
      request.end(body ?? undefined);
    });
  }
}

export class PushTransport {
  readonly #services = new Map<string, Service>();
  readonly #o: TransportOptions;

  constructor(options: TransportOptions) {
    this.#o = options;
  }

  send(
    endpoint: string,
    headers: Record<string, string>,
    body: Uint8Array | null,
  ): Promise<PushAnswer> {
    const url = new URL(endpoint);
    let service = this.#services.get(url.origin);
    if (!service) {
      // a bounded number of services: endpoints are on the allow-list of push services
      service = new Service(new URL(url.origin), this.#o);
      this.#services.set(url.origin, service);
    }
    return service.send(url, headers, body);
  }

  close(): void {
    for (const service of this.#services.values()) service.close();
    this.#services.clear();
  }
}
