// The lineup's fast lane (issue 5) answers plain lineup requests on the HTTP server itself:
// every answer must be the one the Fastify route gives (status, headers, bytes), and anything
// else still reaches Fastify.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { fastLane } from '../../src/routes/lineupFastPath.ts';
import { startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.dispose();
});

interface Raw {
  status: number;
  headers: Record<string, unknown>;
  body: Buffer;
}

/** over the socket (the fast lane), bytes as sent */
function overSocket(
  url: string,
  headers: Record<string, string>,
  origin = server.url,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(`${origin}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** through Fastify's router (inject never touches the socket) */
async function throughFastify(url: string, headers: Record<string, string>): Promise<Raw> {
  const res = await server.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

const CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
function comparable(headers: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

async function etag(): Promise<string> {
  return String((await throughFastify('/api/lineup/sunrise-2026', {})).headers.etag);
}

describe('lineup fast lane', () => {
  it.each([
    ['/api/lineup/sunrise-2026', {}],
    ['/api/lineup/sunrise-2026', { 'accept-encoding': 'gzip' }],
    ['/api/lineup/sunrise-2026', { 'accept-encoding': 'gzip, deflate, br' }],
    ['/api/lineup/sunrise-2026', { 'accept-encoding': 'br;q=0, gzip;q=0.5' }],
    ['/api/lineup/sunrise-2026', { 'x-client-mode': 'mobileWeb', 'accept-encoding': 'br' }],
    ['/api/current', { 'accept-encoding': 'gzip' }],
    // delegated: an alias, an unknown event, a bad client mode, a query string
    ['/api/lineup/sunrise', {}],
    ['/api/lineup/nothing-here', {}],
    ['/api/lineup/sunrise-2026', { 'x-client-mode': 'fridge' }],
    ['/api/lineup/sunrise?room=forest', {}],
  ] as [string, Record<string, string>][])(
    'GET %s %j answers as the route does',
    async (url, headers) => {
      const [fast, route] = await Promise.all([
        overSocket(url, headers),
        throughFastify(url, headers),
      ]);
      expect(fast.status).toBe(route.status);
      expect(comparable(fast.headers)).toEqual(comparable(route.headers));
      expect(fast.body.equals(route.body)).toBe(true);
    },
  );

  it.each([
    ['the ETag', (tag: string) => tag],
    ['a list holding the ETag', (tag: string) => `"old", ${tag}`],
    ['the quoted hash the app sends', (tag: string) => tag.replace(/^W\//, '')],
  ])('answers If-None-Match with %s by a bodiless 304 like the route', async (_name, make) => {
    const headers = { 'if-none-match': make(await etag()), 'accept-encoding': 'br' };
    const [fast, route] = await Promise.all([
      overSocket('/api/lineup/sunrise-2026', headers),
      throughFastify('/api/lineup/sunrise-2026', headers),
    ]);
    expect(fast.status).toBe(304);
    expect(fast.body.length).toBe(0);
    expect(comparable(fast.headers)).toEqual(comparable(route.headers));
  });

  it('is what answers a plain lineup request on the socket', async () => {
    const before = fastLane.served;
    await overSocket('/api/lineup/sunrise-2026', { 'accept-encoding': 'gzip' });
    await overSocket('/api/current', {});
    expect(fastLane.served - before).toBe(2);
    await overSocket('/api/lineup/sunrise', {});
    await throughFastify('/api/lineup/sunrise-2026', {});
    expect(fastLane.served - before).toBe(2);
  });

  it('carries the security headers of every other response', async () => {
    const fast = await overSocket('/api/lineup/sunrise-2026', {});
    expect(fast.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(fast.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('lineup fast lane from the answer already built', () => {
  const clock = manualClock(new Date(TEST_NOW));
  let moving: TestServer;

  beforeAll(async () => {
    moving = await startServer({ clock });
  });
  afterAll(async () => {
    await moving.dispose();
  });

  const both = (headers: Record<string, string>) =>
    Promise.all([
      overSocket('/api/lineup/sunrise-2026', headers, moving.url),
      moving.app
        .inject({ method: 'GET', url: '/api/lineup/sunrise-2026', headers })
        .then((res) => ({ status: res.statusCode, headers: res.headers, body: res.rawPayload })),
    ]);

  it('answers as while it was being built, and the new answer once the minute moved', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    // the first read builds the answer, the next ones are sent from it
    const first = await overSocket('/api/lineup/sunrise-2026', headers, moving.url);
    const again = await overSocket('/api/lineup/sunrise-2026', headers, moving.url);
    expect(again.status).toBe(200);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    expect(again.body.equals(first.body)).toBe(true);

    // two hours on, the set cursors moved: the answer built for the old minute is not sent
    clock.set(new Date(Date.parse(TEST_NOW) + 2 * 3600_000));
    // over the socket first: nothing else asked for the new minute's answer yet
    const fast = await overSocket('/api/lineup/sunrise-2026', headers, moving.url);
    const [, route] = await both(headers);
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(route.headers));
    expect(fast.body.equals(route.body)).toBe(true);
    expect(fast.headers.etag).not.toBe(first.headers.etag);
    const [fastAgain] = await both(headers);
    expect(fastAgain.body.equals(fast.body)).toBe(true);
    expect(fastAgain.headers.etag).toBe(fast.headers.etag);
  });
});
