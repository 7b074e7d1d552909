// Repeat visit with the service worker: what crosses the network when a fan opens the now
// page again. The relay counts the page's and the worker's requests alike.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE, workerHolds } from '../e2e/support/browser.ts';
import { type CountingProxy, startCountingProxy } from './support/countingProxy.ts';
import { type Check, kb, table } from './support/format.ts';
import { ROOT } from './support/server.ts';

/** the service worker's precache list (injected into dist/sw.js at build time) */
export function precacheSize(): { entries: number; raw: number; gzip: number } {
  const dist = join(ROOT, 'packages/web/dist');
  const urls = [...readFileSync(join(dist, 'sw.js'), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const bytes = readFileSync(join(dist, url));
    raw += bytes.length;
    gzip += /\.(png|webp)$/.test(url) ? bytes.length : gzipSync(bytes, { level: 9 }).length;
  }
  return { entries: urls.length, raw, gzip };
}

/** the festival's data, asked again on each visit (the shell is what the worker holds) */
const LINEUP = /^\/api\/(lineup\/|current)/;
/** live data the page polls (stages' statuses): not the shell either, revalidated like the lineup */
const LIVE = /^\/api\/events\/[^/]+\/stage-status/;

async function settle(proxy: CountingProxy, quietMs = 800): Promise<void> {
  let seen = -1;
  while (seen !== proxy.requests.length) {
    seen = proxy.requests.length;
    await new Promise((r) => setTimeout(r, quietMs));
  }
}

export async function repeatVisit(browser: Browser, serverPort: number, path: string) {
  const proxy = await startCountingProxy(serverPort);
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(proxy.url + path, { waitUntil: 'networkidle' });
    const festival = path.split('/').pop() ?? '';
    await workerHolds(page, `/api/lineup/${festival}`);
    await settle(proxy);
    const install = proxy.requests.reduce((s, r) => s + r.bytesDown, 0);
    const installCount = proxy.requests.length;

    proxy.reset();
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('main').getByRole('heading').first().waitFor();
    await settle(proxy);
    const requests = [...proxy.requests];
    const shell = requests.filter((r) => !LINEUP.test(r.path) && !LIVE.test(r.path));
    const shellBytes = shell.reduce((s, r) => s + r.bytesDown, 0);
    const lineup = requests.filter((r) => LINEUP.test(r.path));
    const live = requests.filter((r) => LIVE.test(r.path));

    console.log(`\nRepeat visit of ${path} with the service worker (bytes from the server)`);
    const precache = precacheSize();
    console.log(
      `  precache: ${precache.entries} files, ${kb(precache.raw)} (${kb(precache.gzip)} gzip); first visit with the worker's install: ${installCount} requests, ${kb(install)} on the wire`,
    );
    console.log(
      table(
        ['request on reload', 'status', 'bytes'],
        requests.length === 0
          ? [['(none)', '', '']]
          : requests.map((r) => [`${r.method} ${r.path}`, r.status ?? '?', r.bytesDown]),
      ),
    );
    const only304 = lineup.length > 0 && lineup.every((r) => r.status === 304);
    const checks: Check[] = [
      {
        name: 'repeat visit: app shell bytes',
        value: shellBytes,
        unit: 'B',
        goal: '0 B',
        ok: shellBytes === 0,
      },
      {
        name: 'repeat visit: lineup revalidation',
        value: lineup.reduce((s, r) => s + r.bytesDown, 0),
        unit: `B (${lineup.map((r) => r.status).join(', ') || 'none'})`,
        goal: 'a 304',
        ok: only304,
      },
      {
        name: 'repeat visit: live stage statuses revalidated',
        value: live.reduce((s, r) => s + r.bytesDown, 0),
        unit: `B (${live.map((r) => r.status).join(', ') || 'none'})`,
        goal: 'a 304 or none',
        ok: live.every((r) => r.status === 304),
      },
    ];
    return { installBytes: install, precache, requests, checks };
  } finally {
    await context.close();
    await proxy.close();
  }
}
