// The pages that show a lineup carry it in their HTML (issue 15): the now page paints without
// a lineup request of its own. The inline copy is the API's answer, escaped so no text in an
// event file can end the script element, the same for everyone, and new with each data version.
import { readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { escapeJsonForHtml, pageTarget } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const INDEX =
  '<!doctype html><html lang="en-GB"><head><title>Lineup</title><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';
const INLINE =
  /<script id="lineup-data" type="application\/json" data-festival="([^"]*)">([^<]*)<\/script>/;
const NASTY = '</script><script>window.pwned=1</script><!-- & \u2028';

let web: ReturnType<typeof tempDir>;
let server: TestServer;

beforeAll(async () => {
  web = tempDir('lineup-web-');
  writeFileSync(path.join(web.dir, 'index.html'), INDEX);
  server = await startServer({ env: { WEB_DIST: web.dir, EVENTS_POLL_MS: '100' } });
});
afterAll(async () => {
  await server.dispose();
  web.remove();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers: { accept: 'text/html', ...headers } });
  return { res, html: await res.text() };
}

function inline(html: string): { festival: string; data: { hash: string } } | null {
  const m = INLINE.exec(html);
  return m ? { festival: m[1]!, data: JSON.parse(m[2]!) } : null;
}

async function api(url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { etag: res.headers.get('etag'), data: await res.json() };
}

describe('pages with their lineup inline', () => {
  it.each([
    ['/event/sunrise-2026', 'sunrise-2026', 'en-GB'],
    ['/de/event/sunrise-2026', 'sunrise-2026', 'de'],
    ['/lineup/sunrise-2026', 'sunrise-2026', 'en-GB'],
    ['/pl/lineup/sunrise-2026/forest', 'sunrise-2026', 'pl'],
    ['/fr/tracks/duck-night', 'duck-night', 'fr'],
  ])('%s holds the lineup of %s, in its language', async (url, id, lang) => {
    const { res, html } = await page(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('<div id="root"></div>');
    const found = inline(html);
    const answer = await api(`/api/lineup/${id}`);
    expect(found?.festival).toBe(id);
    expect(found?.data).toEqual(answer.data);
    // the app revalidates with this hash later: it is the API's (weak) ETag
    expect(`W/"${found?.data.hash}"`).toBe(answer.etag);
  });

  it('gives the start page the main current event, filed as the current one', async () => {
    const { html } = await page('/');
    const found = inline(html);
    expect(found?.festival).toBe('');
    expect(found?.data).toEqual((await api('/api/current')).data);
  });

  it.each([
    '/about',
    '/past-events',
    '/event/unknown-event',
    '/event/sunrise', // an old id: the app follows the 308 itself
    '/index.html', // the shell the service worker precaches never holds a lineup
  ])('%s is the plain shell', async (url) => {
    const { res, html } = await page(url);
    expect(res.status).toBe(200);
    expect(html).toBe(INDEX);
  });

  it('is the same for everyone and answers If-None-Match with 304', async () => {
    const a = await page('/event/sunrise-2026');
    const b = await page('/event/sunrise-2026', {
      cookie: 'session=someone',
      authorization: 'Bearer someone',
    });
    expect(b.html).toBe(a.html);
    expect(a.res.headers.get('set-cookie')).toBeNull();
    const etag = a.res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(b.res.headers.get('etag')).toBe(etag);
    const again = await fetch(`${server.url}/event/sunrise-2026`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    // another language is another page
    expect((await page('/de/event/sunrise-2026')).res.headers.get('etag')).not.toBe(etag);
  });

  it('comes compressed', async () => {
    const res = await new Promise<{ encoding: unknown; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/event/sunrise-2026`, { headers: { 'accept-encoding': 'br' } }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({ encoding: r.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(res.encoding).toBe('br');
    const html = brotliDecompressSync(res.body).toString();
    expect(inline(html)?.festival).toBe('sunrise-2026');
  });
});

describe('an edited event file', () => {
  it('reaches the page with the new data version, escaped', async () => {
    const before = await page('/event/sunrise-2026');
    const file = path.join(server.eventsDir, 'sunrise-2026.yaml');
    const yaml = readFileSync(file, 'utf8');
    writeFileSync(file, yaml.replace('dj: Ada Lovelace', `dj: ${JSON.stringify(NASTY)}`));

    const after = await eventually(async () => {
      const next = await page('/event/sunrise-2026');
      return next.html !== before.html ? next : undefined;
    }, 10_000);
    const found = inline(after.html);
    const answer = await api('/api/lineup/sunrise-2026');
    expect(found?.data).toEqual(answer.data);
    expect(JSON.stringify(found?.data)).toContain('window.pwned');
    // the only script elements are the shell's and the lineup's
    expect(after.html.match(/<script/g)).toHaveLength(2);
    expect(after.html.match(/<\/script/g)).toHaveLength(2);
    expect(after.html).not.toContain('<!--');
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
  });
});

describe('routing and escaping', () => {
  it.each([
    ['/', { locale: 'en', festival: null, nowPage: false, gridPage: false }],
    ['/de', { locale: 'de', festival: null, nowPage: false, gridPage: false }],
    ['/fr/', { locale: 'fr', festival: null, nowPage: false, gridPage: false }],
    ['/event/a-1', { locale: 'en', festival: 'a-1', nowPage: true, gridPage: false }],
    ['/de/event/a-1/', { locale: 'de', festival: 'a-1', nowPage: true, gridPage: false }],
    ['/tracks/a-1', { locale: 'en', festival: 'a-1', nowPage: false, gridPage: false }],
    ['/pl/lineup/a-1/2', { locale: 'pl', festival: 'a-1', nowPage: false, gridPage: false }],
    ['/fr/grid/a-1', { locale: 'fr', festival: 'a-1', nowPage: false, gridPage: true }],
    ['/event/a-1/extra', null],
    ['/event/Not%20An%20Id', null],
    ['/about', null],
    ['/es/event/a-1', null],
  ])('%s → %o', (url, target) => {
    expect(pageTarget(url)).toEqual(target);
  });

  it('keeps the JSON value while leaving no <, > or & for the HTML parser', () => {
    const value = { dj: NASTY, note: 'a > b && c' };
    const escaped = escapeJsonForHtml(JSON.stringify(value));
    expect(escaped).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(escaped)).toEqual(value);
  });
});
