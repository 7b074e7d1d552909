// Strict-Transport-Security only on answers that went out over https (directly, or through a
// proxy the server trusts): over plain http it would pin a test or LAN name to https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const PATHS = ['/api/lineup/sunrise-2026', '/health', '/api/lineup/no-such-party'];

describe('HSTS', () => {
  let plain: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    plain = await startServer({ events: ['sunrise-2026.yaml'] });
    proxied = await startServer({ events: ['sunrise-2026.yaml'], env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await plain.dispose();
    await proxied.dispose();
  });

  it.each(PATHS)('is not sent over plain http (%s)', async (path) => {
    const response = await fetch(`${plain.url}${path}`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // the other security headers still are
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(PATHS)(
    'is not sent for a forwarded https request without TRUST_PROXY (%s)',
    async (path) => {
      const response = await fetch(`${plain.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each(PATHS)(
    'is sent when a trusted proxy says the request came over https (%s)',
    async (path) => {
      const https = await fetch(`${proxied.url}${path}`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const http = await fetch(`${proxied.url}${path}`, {
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(http.headers.get('strict-transport-security')).toBeNull();
    },
  );
});
