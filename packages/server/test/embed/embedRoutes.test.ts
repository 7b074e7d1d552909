// The embed's server side (issue 36): /embed/v1.js readable by any site with an ETag, the
// iframe page /embed/{event} framable by other sites (EMBED_FRAME_ANCESTORS) while every
// other page keeps frame-ancestors 'none'.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const web = tempDir();
const SCRIPT = 'customElements.define("lineup-schedule", class extends HTMLElement {});\n';
let server: TestServer;
let framed: TestServer;
beforeAll(async () => {
  mkdirSync(path.join(web.dir, 'embed'), { recursive: true });
  writeFileSync(path.join(web.dir, 'embed', 'v1.js'), SCRIPT);
  server = await startServer({ env: { WEB_DIST: web.dir } });
  framed = await startServer({
    env: { WEB_DIST: web.dir, EMBED_FRAME_ANCESTORS: 'https://festival.example' },
  });
});
afterAll(async () => {
  await server.dispose();
  await framed.dispose();
  web.remove();
});

describe('GET /embed/v1.js', () => {
  it('serves the script to any site, with an ETag and a 304', async () => {
    const response = await fetch(`${server.url}/embed/v1.js`, {
      headers: { origin: 'https://festival.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
    const again = await fetch(`${server.url}/embed/v1.js`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});

describe('GET /embed/{event}', () => {
  it('is a page with the widget in the asked language and filters, which any site may frame', async () => {
    const response = await fetch(
      `${server.url}/embed/sunrise-2026?lang=de&view=list&stages=Beach,Forest&days=2026-07-30`,
    );
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<script type="module" src="/embed/v1.js"></script>');
    expect(html).toContain(
      '<lineup-schedule event="sunrise-2026" lang="de" view="list" stages="Beach,Forest" days="2026-07-30">',
    );
    // without script the page is still a link into the app
    expect(html).toContain('href="/de/lineup/sunrise-2026"');
  });

  it('writes what a stranger put in the query as text, never as markup', async () => {
    const html = await (
      await fetch(
        `${server.url}/embed/sunrise-2026?stages=${encodeURIComponent('"><script>x</script>')}&lang=xx`,
      )
    ).text();
    expect(html).not.toContain('<script>x');
    expect(html).toContain('stages="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(html).toContain('lang="en"');
  });

  it('follows an alias and knows no unknown event', async () => {
    const alias = await fetch(`${server.url}/embed/sunrise?lang=fr`, { redirect: 'manual' });
    expect(alias.status).toBe(308);
    expect(alias.headers.get('location')).toBe('/embed/sunrise-2026?lang=fr');
    expect((await fetch(`${server.url}/embed/no-such-event`)).status).toBe(404);
  });

  it('names only the sites EMBED_FRAME_ANCESTORS allows', async () => {
    const response = await fetch(`${framed.url}/embed/sunrise-2026`);
    expect(response.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://festival.example',
    );
    expect(() => loadConfig({ EMBED_FRAME_ANCESTORS: "*; script-src 'unsafe-inline'" })).toThrow(
      /EMBED_FRAME_ANCESTORS/,
    );
  });

  it.each(['/', '/lineup/sunrise-2026', '/api/lineup/sunrise-2026', '/organiser'])(
    'leaves %s unframable',
    async (url) => {
      const response = await fetch(`${framed.url}${url}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    },
  );
});
