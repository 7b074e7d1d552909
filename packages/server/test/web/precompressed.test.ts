// The built app's text files come with .br and .gz copies (issue 5): the server hands those
// out by Accept-Encoding, with the cache headers of the file they stand for: the shell and
// the service worker always revalidated, hashed assets kept a year.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../src/web/webApp.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';

const INDEX = `<!doctype html><html><head><title>Lineup</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
const FILES: Record<string, string> = {
  'index.html': INDEX,
  'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
  'assets/index-abc123.js': `console.log(${'1+'.repeat(1000)}1)`,
  'festival.webmanifest': JSON.stringify({ name: 'Festival Lineup', pad: 'x'.repeat(2000) }),
};

let web: ReturnType<typeof tempDir>;
let server: TestServer;

beforeAll(async () => {
  web = tempDir('lineup-web-');
  mkdirSync(path.join(web.dir, 'assets'));
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(web.dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  server = await startServer({ env: { WEB_DIST: web.dir } });
});
afterAll(async () => {
  await server.dispose();
  web.remove();
});

function get(url: string, encoding: string) {
  type Answer = { status: number; headers: Record<string, unknown>; body: Buffer };
  const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  return new Promise<Answer>((resolve, reject) => {
    request(`${server.url}${url}`, { headers }, (res) => {
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

describe('precompressed web app', () => {
  it.each([
    ['/about', INDEX, 'no-cache'],
    ['/index.html', INDEX, 'no-cache'],
    ['/sw.js', FILES['sw.js']!, 'no-cache'],
    ['/festival.webmanifest', FILES['festival.webmanifest']!, 'no-cache'],
    [
      '/assets/index-abc123.js',
      FILES['assets/index-abc123.js']!,
      'public, max-age=31536000, immutable',
    ],
  ])('%s comes as brotli with cache-control "%s"', async (url, text, cacheControl) => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(cacheControl);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(text);
  });

  it('gives gzip to a client without brotli', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['index.html', 'no-cache'],
    ['index.html.br', 'no-cache'],
    ['sw.js.gz', 'no-cache'],
    ['duck.webmanifest.br', 'no-cache'],
    [path.join('assets', 'TimetableScreen-x1y2.js.br'), 'public, max-age=31536000, immutable'],
    ['festival-192x192.png', 'public, max-age=3600'],
  ])('%s is served with "%s"', (file, expected) => {
    expect(cacheControlFor(path.join('/dist', file))).toBe(expected);
  });
});

// curl, wget, uptime monitors and some proxies ask without Accept-Encoding: "/" answered them
// 403 {"error":"403: Forbidden"} (the folder of the built app, not the page).
describe('every page answers the same with or without compression', () => {
  const decode = (res: { headers: Record<string, unknown>; body: Buffer }) => {
    const coding = res.headers['content-encoding'];
    if (coding === 'br') return brotliDecompressSync(res.body).toString();
    if (coding === 'gzip') return gunzipSync(res.body).toString();
    return res.body.toString();
  };

  it.each([
    '/',
    '/de',
    '/de/',
    '/about',
    '/index.html',
    '/event/sunrise-2026',
    '/sw.js',
    '/some/unknown/page',
    '/assets/',
  ])('%s', async (url) => {
    const plain = await get(url, '');
    const none = await get(url, 'identity');
    const br = await get(url, 'gzip, deflate, br');
    const gzip = await get(url, 'gzip');
    const statuses = [plain, none, br, gzip].map((res) => res.status);
    expect(new Set(statuses).size, statuses.join(' ')).toBe(1);
    expect(plain.status).not.toBe(403);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decode(br)).toBe(plain.body.toString());
    expect(decode(gzip)).toBe(plain.body.toString());
    expect(none.body.toString()).toBe(plain.body.toString());
  });
});
