// Random paths, parameters, methods and headers at every route (issue 6 §4): never a 5xx, never
// a file outside the served folders (path traversal), never a redirect that leaves the site or
// splits a header, and the lineup's own answers stay 200 / 304 / 4xx whatever the headers say.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import {
  contentType,
  encodeURIComponentSafe,
  headerValue,
  rawBody,
  segment,
  unicodeText,
} from './arbitraries.ts';
import { expectSafe, type FuzzApp, startFuzzApp } from './fuzzApp.ts';

let provider: FakeProvider;
let fuzz: FuzzApp;
beforeAll(async () => {
  provider = await startFakeProvider();
  fuzz = await startFuzzApp('sqlite', provider);
});
afterAll(async () => {
  await fuzz?.close();
  await provider?.close();
});

const ORIGIN = 'https://lineup.test';

/** a redirect target must stay on this site and be one clean header line */
function expectSafeLocation(location: unknown) {
  if (location === undefined) return;
  expect(typeof location).toBe('string');
  const text = String(location);
  expect(text).toMatch(/^\/(?![/\\])/);
  expect(text).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(text, ORIGIN).origin).toBe(ORIGIN);
}

const path: fc.Arbitrary<string> = fc.oneof(
  segment.map((a) => `/api/lineup/${a}`),
  fc.constant('/api/current'),
  segment.map((a) => `/api/schemaAll/${a}`),
  fc.tuple(segment, segment).map(([a, b]) => `/api/schemaParty/${a}/${b}`),
  fc.tuple(segment, segment, segment).map(([a, b, c]) => `/api/schemaStage/${a}/${b}/${c}`),
  segment.map((a) => `/s/${a}`),
  fc.tuple(segment, segment).map(([a, b]) => `/media/${a}/${b}`),
  segment.map((a) => `/media/${a}`),
  segment.map((a) => `/assets/${a}`),
  fc.tuple(segment, segment).map(([a, b]) => `/${a}/${b}`),
  segment.map((a) => `/api/${a}`),
  fc.constantFrom('/health', '/', '/sw.js', '/api/likes', '/api/callback', '/api/deleteUser'),
);

const query: fc.Arbitrary<string> = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.tuple(fc.constantFrom('room', 's', 'x', '__proto__', 'room[]'), segment), {
      maxLength: 3,
    })
    .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '')),
);

const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'if-none-match': headerValue,
    'accept-encoding': headerValue,
    accept: headerValue,
    'user-agent': headerValue,
    'x-client-mode': headerValue,
    origin: headerValue,
    'accept-language': headerValue,
    range: fc.oneof(headerValue, fc.constantFrom('bytes=0-3', 'bytes=5-1', 'bytes=-1,0-')),
    'if-modified-since': headerValue,
    'x-forwarded-for': headerValue,
    'x-forwarded-host': headerValue,
    'content-type': contentType,
    cookie: headerValue,
  },
  { requiredKeys: [] },
);

describe('hostile requests at every route', () => {
  it('never answers 5xx, never serves a file outside its folders, never redirects away', async () => {
    const before = await fuzz.snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        path,
        query,
        headers,
        fc.option(rawBody, { nil: undefined }),
        async (method, url, search, sent, payload) => {
          const response = await fuzz.app.inject({
            method: method as 'GET',
            url: `${url}${search}`,
            headers: sent,
            ...(payload !== undefined && method !== 'GET' && method !== 'HEAD' ? { payload } : {}),
          });
          expectSafe(
            response,
            (status, body) =>
              url.startsWith('/api/callback') &&
              status === 502 &&
              body.startsWith('{"error":"502: The sign-in provider refused'),
          );
          expectSafeLocation(response.headers.location);
        },
      ),
      { numRuns: 1500 },
    );
    expect((await fuzz.snapshot()).fan).toEqual(before.fan);
  });

  it.each([
    '/media/..%2fsecret.txt',
    '/media/%2e%2e/secret.txt',
    '/media/%2e%2e%2fsecret.txt',
    '/media/..%5csecret.txt',
    '/media/....//secret.txt',
    '/media/%252e%252e%252fsecret.txt',
    '/media/../events/.secret.yaml.bak',
    '/media/..%2fevents%2f.secret.yaml.bak',
    '/assets/..%2f..%2fsecret.txt',
    '/..%2fsecret.txt',
    '/%2e%2e/%2e%2e/secret.txt',
    '/media/..%2fvar%2flineup.db',
    '/api/lineup/..%2f..%2fsecret.txt',
    '/api/lineup/%2e%2e',
    '/api/schemaParty/en/..%2f..%2fsecret',
  ])('does not serve %s', async (url) => {
    const response = await fuzz.app.inject({ method: 'GET', url });
    expectSafe(response);
    expect(response.statusCode === 200 ? response.body : '').not.toMatch(/SECRET|SQLite/);
  });

  it('answers the lineup 200, 304 or 4xx whatever the request headers say', async () => {
    await fc.assert(
      fc.asyncProperty(headers, async (sent) => {
        const response = await fuzz.app.inject({
          method: 'GET',
          url: '/api/lineup/sunrise-2026',
          headers: sent,
        });
        expectSafe(response);
        if (response.statusCode === 200 || response.statusCode === 304) {
          expect(response.headers.etag).toMatch(/^W\/"[^"]+"$/);
        } else {
          expect(response.statusCode).toBe(400);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('echoes any asked stage in a 308 Location that stays on the site and on one line', async () => {
    await fc.assert(
      fc.asyncProperty(unicodeText, async (room) => {
        const response = await fuzz.app.inject({
          method: 'GET',
          url: `/api/lineup/sunrise?room=${encodeURIComponentSafe(room)}`,
        });
        expectSafe(response);
        if (response.statusCode !== 308) return;
        const location = String(response.headers.location);
        expectSafeLocation(location);
        const target = new URL(location, ORIGIN);
        expect(target.pathname).toBe('/api/lineup/sunrise-2026');
        const asked = (response.json() as { room?: string }).room;
        expect(target.searchParams.get('room') ?? undefined).toBe(asked || undefined);
      }),
      { numRuns: 300 },
    );
  });
});
