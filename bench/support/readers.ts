// Fans loading one address over and over while a scenario runs beside them: the load times are
// what the drafts, like-flood and publish benchmarks compare with and without the scenario.
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { Check } from './format.ts';

/**
 * `readers` fans each load `url` back to back for `ms` (each load as soon as the last one has
 * come); returns every load's time in ms.
 */
export async function loadTimes(
  url: string,
  readers: number,
  ms: number,
  headers: Record<string, string> = { 'accept-encoding': 'gzip' },
): Promise<number[]> {
  const times: number[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: readers }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

/** the check these benchmarks report: the fans' p99 (to a tenth of a ms) under `goalMs` */
export function p99Check(name: string, p99: number, goalMs: number): Check {
  return {
    name,
    value: Math.round(p99 * 10) / 10,
    unit: 'ms',
    goal: `< ${goalMs} ms`,
    ok: p99 < goalMs,
  };
}

/**
 * As loadTimes, each load's time until the last byte of its answer came, but the body is
 * neither decoded nor kept: fetch() gunzips every answer and copies it into an ArrayBuffer, and
 * for a big festival's lineup (90 KB gzip, 1 MB of JSON) that work and its garbage, in the
 * process that also times the loads, on the cores the server runs on, is most of what such a
 * bench measures (docs/performance.md, the reports bench). The server's work is the same: the
 * same request, headers and bytes on the same kept-alive connections.
 */
export async function wireTimes(
  url: string,
  readers: number,
  ms: number,
  headers: Record<string, string> = { 'accept-encoding': 'gzip' },
): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: readers });
  const times: number[] = [];
  const until = Date.now() + ms;
  const once = () =>
    new Promise<void>((done, fail) => {
      const start = performance.now();
      get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('error', fail);
        response.on('end', () => {
          times.push(performance.now() - start);
          done();
        });
      }).on('error', fail);
    });
  try {
    await Promise.all(
      Array.from({ length: readers }, async () => {
        while (Date.now() < until) await once();
      }),
    );
  } finally {
    agent.destroy();
  }
  return times;
}

/**
 * Fans who do not wait for each other: `perSecond` reads of `url` sent on a fixed schedule for
 * `ms` (read i due at i / perSecond s), on kept-alive connections, a new one opened when all
 * are busy (up to `connections`, then the read waits its turn). Each read is timed from when it
 * was due, not from when it went out, to its answer's last byte (the body counted and dropped,
 * as in wireTimes). A closed loop (loadTimes, wireTimes) sends nothing while its readers wait,
 * so a 500 ms stall of the server costs its four readers four slow samples among thousands;
 * here every read due during the stall waits for it, as real fans' phones would (coordinated
 * omission). Returns every read's time in ms once the last one has been answered, and how many
 * were sent again.
 *
 * The connections are plain sockets reading into one buffer each (net's `onread`), the answer's
 * head parsed here: node:http's client gives every chunk read a new buffer, 120 KB per read of
 * a big lineup, 36 MB a second at 300 reads, and its garbage cost this process a major
 * collection about every 0.4 s (4.5 s of 40 s, pauses up to 280 ms on a busy machine), in the
 * process that times the reads: the bench's own pauses, counted in the fans' times. The
 * request's bytes are the same (the request line, Host, Connection: keep-alive, `headers`).
 */
export async function openTimes(
  url: string,
  perSecond: number,
  ms: number,
  { connections = 64, headers = { 'accept-encoding': 'gzip' } } = {} as {
    connections?: number;
    headers?: Record<string, string>;
  },
): Promise<{ times: number[]; resent: number }> {
  const times: number[] = [];
  const pool = new ReadPool(url, headers, connections);
  let notOk = 0;
  let failed: Error | undefined;
  const reads: Promise<void>[] = [];
  // a kept-alive connection the server closes as a read goes out on it fails that read: sent
  // again, as a phone would, still timed from when it was due
  const once = async (due: number): Promise<void> => {
    // a timer can fire up to a millisecond early: such a read is timed from when it went out
    const from = Math.min(due, performance.now());
    for (let tries = 3; ; tries--) {
      try {
        const status = await pool.get();
        if (status !== 200) notOk++;
        times.push(performance.now() - from);
        return;
      } catch (error) {
        if (tries <= 1) throw error;
        pool.resent++;
      }
    }
  };
  const began = performance.now();
  const count = Math.floor((perSecond * ms) / 1000);
  try {
    for (let i = 0; i < count; i++) {
      const due = began + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // a bench process late for its own timer sends what is due at once, each timed from its due
      reads.push(
        once(due).catch((error: Error) => {
          failed ??= error;
        }),
      );
    }
    await Promise.all(reads);
  } finally {
    pool.close();
  }
  if (failed) throw failed;
  if (notOk > 0) throw new Error(`${url}: ${notOk} of ${times.length} reads not answered 200`);
  return { times, resent: pool.resent };
}

/** one GET at a time on each of up to `max` kept-alive sockets; a GET waits for a free one */
class ReadPool {
  resent = 0;
  readonly #request: Buffer;
  readonly #host: string;
  readonly #port: number;
  readonly #max: number;
  readonly #idle: RawConnection[] = [];
  readonly #waiting: ((connection: RawConnection) => void)[] = [];
  #open = 0;

  constructor(url: string, headers: Record<string, string>, max: number) {
    const { hostname, port, pathname, search, host } = new URL(url);
    this.#host = hostname;
    this.#port = Number(port || 80);
    this.#max = max;
    const lines = [`GET ${pathname}${search} HTTP/1.1`, `Host: ${host}`, 'Connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    this.#request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  }

  /** the status of one GET, once its answer's last byte came */
  async get(): Promise<number> {
    const connection = await this.#take();
    try {
      const status = await connection.get(this.#request);
      this.#give(connection);
      return status;
    } catch (error) {
      this.#drop(connection);
      throw error;
    }
  }

  #take(): Promise<RawConnection> {
    while (this.#idle.length > 0) {
      const connection = this.#idle.pop()!;
      // closed by the server while idle
      if (connection.usable) return Promise.resolve(connection);
      this.#open--;
    }
    if (this.#open < this.#max) {
      this.#open++;
      return Promise.resolve(new RawConnection(this.#host, this.#port));
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  #give(connection: RawConnection): void {
    if (!connection.usable) {
      this.#drop(connection);
      return;
    }
    const next = this.#waiting.shift();
    if (next) next(connection);
    else this.#idle.push(connection);
  }

  #drop(connection: RawConnection): void {
    connection.close();
    this.#open--;
    const next = this.#waiting.shift();
    if (next) {
      this.#open++;
      next(new RawConnection(this.#host, this.#port));
    }
  }

  close(): void {
    for (const connection of this.#idle) connection.close();
    this.#idle.length = 0;
  }
}

const HEAD_MAX = 64 * 1024;
const CRLF2 = Buffer.from('\r\n\r\n');

/**
 * A kept-alive socket that reads every answer into the same buffer: the head is copied out and
 * parsed (status, Content-Length or chunked, Connection: close), the body only counted.
 */
class RawConnection {
  usable = true;
  readonly #socket: Socket;
  readonly #head = Buffer.allocUnsafe(HEAD_MAX);
  #headLength = 0;
  #status = 0;
  /** body bytes still to come (Content-Length), -1 while reading the head */
  #left = -1;
  #chunked = false;
  /** the chunked body's framing: where it is, the line read so far */
  #chunkState: 'line' | 'data' | 'trailer' = 'line';
  #chunkLine = '';
  #afterData = false;
  #closeAfter = false;
  #answer: { done: (status: number) => void; fail: (error: Error) => void } | null = null;

  constructor(host: string, port: number) {
    this.#socket = connect({
      host,
      port,
      noDelay: true,
      onread: {
        buffer: Buffer.allocUnsafe(64 * 1024),
        callback: (length: number, buffer: Buffer) => {
          this.#read(buffer, length);
          return true;
        },
      },
    });
    const broken = (error?: Error) => {
      this.usable = false;
      const answer = this.#answer;
      this.#answer = null;
      answer?.fail(error ?? new Error('the server closed the connection'));
    };
    this.#socket.on('error', broken);
    this.#socket.on('end', () => broken());
    this.#socket.on('close', () => broken());
  }

  get(request: Buffer): Promise<number> {
    return new Promise((done, fail) => {
      this.#answer = { done, fail };
      this.#headLength = 0;
      this.#left = -1;
      this.#chunked = false;
      this.#chunkState = 'line';
      this.#chunkLine = '';
      this.#afterData = false;
      this.#closeAfter = false;
      this.#socket.write(request);
    });
  }

  close(): void {
    this.usable = false;
    this.#socket.destroy();
  }

  #read(buffer: Buffer, length: number): void {
    let at = 0;
    while (at < length) {
      if (!this.#answer) {
        this.#fail(new Error('bytes from the server with no request out'));
        return;
      }
      if (this.#left < 0) at = this.#readHead(buffer, at, length);
      else if (this.#chunked) at = this.#readChunked(buffer, at, length);
      else {
        const take = Math.min(this.#left, length - at);
        this.#left -= take;
        at += take;
        if (this.#left === 0) this.#finish();
      }
    }
  }

  /** copies head bytes until the blank line; returns where the body starts (or `length`) */
  #readHead(buffer: Buffer, at: number, length: number): number {
    const take = Math.min(length - at, HEAD_MAX - this.#headLength);
    // the blank line may straddle two reads: look from 3 bytes before the new ones
    const from = Math.max(0, this.#headLength - 3);
    buffer.copy(this.#head, this.#headLength, at, at + take);
    this.#headLength += take;
    const end = this.#head.subarray(0, this.#headLength).indexOf(CRLF2, from);
    if (end < 0) {
      if (this.#headLength === HEAD_MAX) this.#fail(new Error('an answer head over 64 KB'));
      return at + take;
    }
    const used = end + 4 - (this.#headLength - take);
    this.#parseHead(this.#head.toString('latin1', 0, end));
    return at + used;
  }

  #parseHead(head: string): void {
    const lines = head.split('\r\n');
    this.#status = Number(lines[0]!.split(' ')[1]);
    let length = -1;
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding' && value.includes('chunked')) this.#chunked = true;
      else if (name === 'connection' && value === 'close') this.#closeAfter = true;
    }
    // a 304 and a 204 have no body whatever their head says
    if (this.#status === 304 || this.#status === 204) length = 0;
    if (this.#chunked) this.#left = 0;
    else if (length >= 0) {
      this.#left = length;
      if (length === 0) this.#finish();
    } else this.#fail(new Error('an answer with neither Content-Length nor chunks'));
  }

  /** the chunked body: size lines, data, the CRLF after each chunk, trailer lines to the blank one */
  #readChunked(buffer: Buffer, at: number, length: number): number {
    while (at < length && this.#answer) {
      if (this.#chunkState === 'data') {
        const take = Math.min(this.#left, length - at);
        this.#left -= take;
        at += take;
        if (this.#left === 0) this.#chunkState = 'line';
        continue;
      }
      const newline = buffer.indexOf(10, at);
      if (newline < 0 || newline >= length) {
        this.#chunkLine += buffer.toString('latin1', at, length);
        return length;
      }
      const line = (this.#chunkLine + buffer.toString('latin1', at, newline)).trim();
      this.#chunkLine = '';
      at = newline + 1;
      if (this.#chunkState === 'trailer') {
        if (line === '') this.#finish();
        continue;
      }
      // the CRLF that ends a chunk's data
      if (line === '' && this.#afterData) {
        this.#afterData = false;
        continue;
      }
      const size = Number.parseInt(line.split(';')[0]!, 16);
      if (Number.isNaN(size)) {
        this.#fail(new Error(`a chunk size that is no number: ${line}`));
        return length;
      }
      if (size === 0) this.#chunkState = 'trailer';
      else {
        this.#chunkState = 'data';
        this.#left = size;
        this.#afterData = true;
      }
    }
    return at;
  }

  #finish(): void {
    const answer = this.#answer;
    this.#answer = null;
    this.#left = -1;
    if (this.#closeAfter) this.close();
    answer?.done(this.#status);
  }

  #fail(error: Error): void {
    const answer = this.#answer;
    this.#answer = null;
    this.close();
    answer?.fail(error);
  }
}
