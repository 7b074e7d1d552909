// The web app on the API's origin: SPA fallback, caching of assets and shell, the page shown
// when the app is not built, unknown API paths, security headers, rate limits.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

/** the web app's own inline script (its layout rule, picked before the page paints) */
const LAYOUT = "document.documentElement.setAttribute('data-client-mode','desktop')";
const INDEX =
  `<!doctype html><html><head><title>Lineup</title><script>${LAYOUT}</script></head>` +
  '<body><div id="root"></div></body></html>';

let web: ReturnType<typeof tempDir>;
let server: TestServer;

beforeAll(async () => {
  web = tempDir('lineup-web-');
  mkdirSync(path.join(web.dir, 'assets'));
  writeFileSync(path.join(web.dir, 'index.html'), INDEX);
  writeFileSync(path.join(web.dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(web.dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(web.dir, 'manifest-festival.webmanifest'), '{}');
  writeFileSync(path.join(web.dir, 'festival-192x192.webp'), 'img');
  server = await startServer({ env: { WEB_DIST: web.dir } });
});
afterAll(async () => {
  await server.dispose();
  web.remove();
});

describe('the built web app', () => {
  // pages that show a lineup carry it inline: inlineLineup.test.ts
  it.each(['/lineup/unknown-event?s=Ada', '/api/soundcloud', '/callback?code=abc'])(
    'serves index.html for %s, never cached without revalidation',
    async (url) => {
      const response = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    },
  );

  // search engines, monitors and link checkers go by the status; the app shows its own
  // "404: … does not exist." from the same shell
  it.each(['/some/unknown/page', '/de/nope', '/wp-login.php?x=1', '/event'])(
    'answers %s with status 404 and the shell',
    async (url) => {
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${server.url}${url}`, {
          method,
          headers: { accept: 'text/html' },
        });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('text/html');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        if (method === 'GET') expect(await response.text()).toBe(INDEX);
      }
    },
  );

  it('serves hashed assets cached for a year', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/sw.js', '/manifest-festival.webmanifest'])('serves %s with no-cache', async (file) => {
    const response = await fetch(`${server.url}${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the HTML shell', async () => {
    const response = await fetch(`${server.url}/assets/gone-000.js`);
    expect(response.status).toBe(404);
  });

  it('serves organiser media from DATA_DIR/media', async () => {
    const response = await fetch(`${server.url}/media/linus.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['GET', '/api/lineup'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/likes'],
  ])('%s %s answers 404 JSON', async (method, url) => {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: '404: This page does not exist' });
  });

  it('answers 415 JSON for a POST that is not JSON', async () => {
    const response = await fetch(`${server.url}/api/likes`, {
      method: 'POST',
      headers: { 'content-type': 'text/html' },
      body: '<b>hi</b>',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: string }).error).toMatch(/^415: /);
  });
});

describe('security headers', () => {
  it.each(['/', '/event/sunrise-2026', '/api/soundcloud', '/health'])(
    'are on %s, with no cookie',
    async (url) => {
      const response = await fetch(`${server.url}${url}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // the shell's own inline script, by its hash (an injected one has another)
      const hash = createHash('sha256').update(LAYOUT).digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toMatch(/img-src[^;]*https:[^;]*data:/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // pictures may be embedded by link previews elsewhere
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );

  it.each(['/api/lineup/sunrise-2026', '/api/current', '/api/nothing-here'])(
    'of an API answer on %s let nothing load or frame it, and leave out the page-only ones',
    async (url) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      for (const pageOnly of ['x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) {
        expect(response.headers.get(pageOnly)).toBeNull();
      }
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );
});

describe('health', () => {
  it('reports events and database', async () => {
    const { response, body } = await getJson(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, events: 3, db: true, dbCheck: 'ok' });
  });
});

describe('a server without a built web app', () => {
  it('says how to build it, and the API still answers', async () => {
    const bare = await startServer();
    try {
      const response = await fetch(`${bare.url}/event/sunrise-2026`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
      expect((await fetch(`${bare.url}/api/current`)).status).toBe(200);
    } finally {
      await bare.dispose();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 JSON once a client sends too many POSTs in a minute', async () => {
    const limited = await startServer({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { response } = await postJson(`${limited.url}/api/likes`, { token: '', likes: [] });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await postJson(`${limited.url}/api/likes`, { token: '', likes: [] });
      expect(String(last.body.error)).toMatch(/^429: /);
      // each endpoint counts on its own; GETs are not limited
      const other = await postJson(`${limited.url}/api/deleteUser`, { bunny_token: 'x' });
      expect(other.response.status).toBe(401);
      expect((await fetch(`${limited.url}/api/current`)).status).toBe(200);
    } finally {
      await limited.dispose();
    }
  });
});
