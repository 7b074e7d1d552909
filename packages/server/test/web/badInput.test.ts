// Nothing a request sends can crash the process: every answer is JSON {error} with a 4xx.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

/** a raw request, so malformed paths reach the server as they are */
function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const json = { 'content-type': 'application/json' };

describe('hostile requests', () => {
  it.each([
    ['broken percent-encoding', 'GET', '/api/lineup/%E0%A4%A', undefined, {}],
    ['a 5000-character event id', 'GET', `/api/lineup/${'a'.repeat(5000)}`, undefined, {}],
    ['NUL bytes in a short code', 'GET', '/s/%00%00', undefined, {}],
    ['a bad escape in a stage', 'GET', '/api/schemaStage/en/sunrise-2026/%ZZ', undefined, {}],
    [
      '__proto__ in a body',
      'POST',
      '/api/likes',
      '{"__proto__": {"polluted": true}, "token": "", "likes": []}',
      json,
    ],
    [
      'constructor.prototype in a body',
      'POST',
      '/api/likes',
      '{"constructor": {"prototype": {"x": 1}}, "token": "", "likes": []}',
      json,
    ],
    ['5000 nested lists', 'POST', '/api/likes', `${'['.repeat(5000)}${']'.repeat(5000)}`, json],
    ['a null body', 'POST', '/api/likes', 'null', json],
    ['a string body', 'POST', '/api/likes', '"just a string"', json],
    ['an object as token', 'POST', '/api/likes', '{"token": {"a": 1}, "likes": []}', json],
    [
      'query operators as code',
      'POST',
      '/api/callback',
      '{"code": {"$gt": ""}, "codeVerifier": []}',
      json,
    ],
    ['an empty body', 'POST', '/api/deleteUser', '', json],
    [
      'an unknown charset',
      'POST',
      '/api/deleteUser',
      '{"bunny_token": "x"}',
      { 'content-type': 'application/json; charset=latin-9000' },
    ],
  ])('%s answers a 4xx JSON error', async (_name, method, path, body, headers) => {
    const answer = await raw(method, path, body, headers);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops a like with a huge room number and answers the rest of the send', async () => {
    const answer = await raw(
      'POST',
      '/api/likes',
      '{"token": "", "likes": [{"dj": "x", "room": 1e308}]}',
      json,
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ token: '', likes: [], following: [] });
  });

  it('is still healthy afterwards', async () => {
    const { response, body } = await getJson(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(body.ok).toBe(true);
  });
});
