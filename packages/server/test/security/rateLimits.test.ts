// Rate limits (issue 6 §6): every POST endpoint answers 429 JSON with Retry-After once one client
// sent RATE_LIMIT_PER_MINUTE requests in a minute; a forged X-Forwarded-For does not make a new
// client unless the server is told it sits behind a proxy (TRUST_PROXY), and then each real
// client counts on its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';

const LIMIT = 3;
const BODIES: Record<string, unknown> = {
  '/api/likes': { token: '', likes: [] },
  '/api/callback': { code: 'x', codeVerifier: 'a'.repeat(43) },
  '/api/callbackduck': { code: 'x', codeVerifier: 'a'.repeat(43) },
  '/api/deleteUser': { bunny_token: 'x' },
};

describe('rate limits on a server reached directly', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => server.dispose());

  it.each(Object.keys(BODIES))(
    '%s answers 429 JSON with Retry-After past the limit',
    async (path) => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) {
        // each request pretends to come from elsewhere: without TRUST_PROXY that counts for nothing
        const forged = { 'x-forwarded-for': `203.0.113.${i}` };
        statuses.push(
          (await postJson(`${server.url}${path}`, BODIES[path], forged)).response.status,
        );
      }
      expect(statuses).not.toContain(429);
      const over = await postJson(`${server.url}${path}`, BODIES[path], {
        'x-forwarded-for': '198.51.100.7',
      });
      expect(over.response.status).toBe(429);
      expect(String(over.body.error)).toMatch(/^429: Too many requests/);
      expect(Number(over.response.headers.get('retry-after'))).toBeGreaterThan(0);
    },
  );

  it('never limits reading the lineup', async () => {
    for (let i = 0; i < LIMIT * 5; i++) {
      expect((await fetch(`${server.url}/api/lineup/sunrise-2026`)).status).toBe(200);
    }
  });
});

describe('rate limits behind a trusted reverse proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' } });
  });
  afterAll(() => server.dispose());

  it('counts each client the proxy names on its own', async () => {
    const send = (ip: string) =>
      postJson(`${server.url}/api/likes`, BODIES['/api/likes'], { 'x-forwarded-for': ip });
    for (let i = 0; i < LIMIT; i++) expect((await send('192.0.2.1')).response.status).toBe(200);
    expect((await send('192.0.2.1')).response.status).toBe(429);
    expect((await send('192.0.2.2')).response.status).toBe(200);
  });

  it('takes the address the proxy saw, not the left-most X-Forwarded-For a client wrote', async () => {
    // nginx appends the address it saw to whatever the client sent
    const send = (forged: string) =>
      postJson(`${server.url}/api/likes`, BODIES['/api/likes'], {
        'x-forwarded-for': `${forged}, 192.0.2.9`,
      });
    for (let i = 0; i < LIMIT; i++)
      expect((await send(`203.0.113.${i}`)).response.status).toBe(200);
    expect((await send('203.0.113.99')).response.status).toBe(429);
  });
});
