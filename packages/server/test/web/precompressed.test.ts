// The built app's text files come with .br and .gz copies (issue 5): the server hands those
// out by Accept-Encoding, with the cache headers of the file they stand for: the shell and
// the service worker always revalidated, hashed assets kept a year.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${server.url}${url}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
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
