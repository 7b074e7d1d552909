// GET /api/operator: the operator's legal-notice details and community links, exactly as
// configured (environment or OPERATOR_CONFIG file), and nothing made up when unset.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOperator } from '../../src/operator/operatorConfig.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

describe('GET /api/operator', () => {
  it('is empty when nothing is configured: no name, address, e-mail or link', async () => {
    server = await startServer({ events: ['sunrise-2026.yaml'] });
    const { response, body } = await getJson(`${server.url}/api/operator`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(body).toEqual({ links: { festival: {}, duck: {} } });
  });

  it('serves what the environment configures, the club variant apart', async () => {
    server = await startServer({
      events: ['sunrise-2026.yaml'],
      env: {
        OPERATOR_NAME: 'Nachtwerk e.V.',
        OPERATOR_ADDRESS: 'Hafenweg 4 | 20457 Hamburg | Germany',
        OPERATOR_EMAIL: 'info@nachtwerk.test',
        ABOUT_CHAT_URL: 'https://t.me/nachtwerk',
        ABOUT_DONATION_URL: 'https://ko-fi.com/nachtwerk',
        ABOUT_PHOTOS_URL_DUCK: 'https://www.instagram.com/duck.nacht',
      },
    });
    const { body } = await getJson(`${server.url}/api/operator`);
    expect(body).toEqual({
      name: 'Nachtwerk e.V.',
      address: ['Hafenweg 4', '20457 Hamburg', 'Germany'],
      email: 'info@nachtwerk.test',
      links: {
        festival: {
          messagingGroup: 'https://t.me/nachtwerk',
          donation: 'https://ko-fi.com/nachtwerk',
        },
        duck: { photoProfile: 'https://www.instagram.com/duck.nacht' },
      },
    });
  });
});

describe('loadOperator', () => {
  it('reads an OPERATOR_CONFIG file; the environment wins field by field', () => {
    const tmp = tempDir();
    try {
      const file = path.join(tmp.dir, 'operator.json');
      writeFileSync(
        file,
        JSON.stringify({
          name: 'From file',
          address: ['Line 1', 'Line 2'],
          phone: '+49 40 123',
          links: { duck: { audioProfile: 'https://soundcloud.com/duck' } },
        }),
      );
      expect(loadOperator({ OPERATOR_CONFIG: file, OPERATOR_NAME: 'From env' }, '/')).toEqual({
        name: 'From env',
        address: ['Line 1', 'Line 2'],
        phone: '+49 40 123',
        links: { festival: {}, duck: { audioProfile: 'https://soundcloud.com/duck' } },
      });
    } finally {
      tmp.remove();
    }
  });

  it.each([
    [{ ABOUT_CHAT_URL: 'javascript:alert(1)' }, /ABOUT_CHAT_URL must be an http\(s\) address/],
    [{ ABOUT_LINKS_URL_DUCK: 't.me/x' }, /ABOUT_LINKS_URL_DUCK/],
    [{ OPERATOR_EMAIL: 'not an address' }, /OPERATOR_EMAIL/],
    [{ OPERATOR_NAME: 'x'.repeat(301) }, /OPERATOR_NAME is longer/],
    [{ OPERATOR_CONFIG: '/no/such/operator.json' }, /OPERATOR_CONFIG/],
  ])('refuses %j with a message naming it', (env, message) => {
    expect(() => loadOperator(env, '/')).toThrow(message);
  });
});
