// CORS (issue 6 §6): the API serves its own web app on the same origin and needs no CORS at
// all; another site's page must not be allowed to read a fan's answers or send in their name.
// The public lineup is the exception (issue 36, the embed): any page may read it, GET only,
// without credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

const FOREIGN = 'https://evil.example';

function corsHeaders(response: Response) {
  return Object.fromEntries(
    [...response.headers.entries()].filter(([name]) => name.startsWith('access-control-')),
  );
}

describe('CORS', () => {
  it.each(['/api/lineup/sunrise-2026', '/api/current'])(
    'GET %s may be read by any page, without credentials',
    async (path) => {
      for (const origin of [FOREIGN, 'null', ORIGIN]) {
        const response = await fetch(`${server.url}${path}`, { headers: { origin } });
        expect([origin, corsHeaders(response)]).toEqual([
          origin,
          { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' },
        ]);
      }
    },
  );

  it.each([
    ['GET', '/api/schemaAll/en', undefined],
    ['GET', '/health', undefined],
    ['POST', '/api/likes', JSON.stringify({ token: '', likes: [] })],
    ['POST', '/api/deleteUser', JSON.stringify({ bunny_token: 'x' })],
  ])(
    '%s %s from a foreign origin carries no Access-Control-Allow-Origin',
    async (method, path, body) => {
      for (const origin of [FOREIGN, 'null', ORIGIN]) {
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: { origin, 'content-type': 'application/json' },
          body,
        });
        expect([origin, corsHeaders(response)]).toEqual([origin, {}]);
      }
    },
  );

  it.each(['/api/likes', '/api/callback', '/api/deleteUser', '/api/lineup/sunrise-2026'])(
    'allows no foreign preflight to %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(corsHeaders(response)).toEqual({});
      expect(response.status).toBeGreaterThanOrEqual(400);
    },
  );
});

describe('a cross-site form post', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'sent as %s (no preflight needed) is refused',
    async (type) => {
      const response = await fetch(`${server.url}/api/likes`, {
        method: 'POST',
        headers: { origin: FOREIGN, 'content-type': type },
        body: '{"token":"","likes":[]}',
      });
      // 415 for what is not JSON; text/plain is read as a string and fails the schema: 400
      expect([400, 415]).toContain(response.status);
      expect(corsHeaders(response)).toEqual({});
    },
  );
});
