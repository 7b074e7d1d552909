// First visit of the now page in Chromium against the real server: every response the page
// loads, its bytes on the wire and its gzip size. The budget counts HTML + JS + CSS.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { PHONE } from '../e2e/support/browser.ts';
import { type Check, kb, table } from './support/format.ts';
import { ROOT } from './support/server.ts';

export const FIRST_LOAD_BUDGET = 100 * 1024;
const SHELL_TYPES = new Set(['document', 'script', 'stylesheet']);
const INLINE_LINEUP = /<script id="lineup-data"[^>]*>[^<]*<\/script>/;
/** the now page's first screen the server rendered into the app's root (issue 15) */
const FIRST_SCREEN = /<div id="root" data-prerendered="">[\s\S]*?<\/div>(?=\s*<noscript>)/;

interface Asset {
  path: string;
  type: string;
  encoding: string;
  wire: number;
  gzip: number;
}

export interface FirstLoadResult {
  assets: Asset[];
  shellGzip: number;
  inlineLineup: { raw: number; gzip: number };
  firstScreen: { raw: number; gzip: number };
  onDemand: { file: string; gzip: number }[];
  checks: Check[];
}

export async function firstLoad(browser: Browser, baseUrl: string, path: string) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  const inlineLineup = { raw: 0, gzip: 0 };
  const firstScreen = { raw: 0, gzip: 0 };
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        if (!response.ok()) return null;
        const body = await response.body().catch(() => null);
        if (!body) return null;
        const sizes = await request.sizes();
        if (request.resourceType() === 'document') {
          const inline = INLINE_LINEUP.exec(body.toString('utf8'))?.[0] ?? '';
          inlineLineup.raw = inline.length;
          inlineLineup.gzip = inline ? gzipSync(inline, { level: 9 }).length : 0;
          const screen = FIRST_SCREEN.exec(body.toString('utf8'))?.[0] ?? '';
          firstScreen.raw = screen.length;
          firstScreen.gzip = screen ? gzipSync(screen, { level: 9 }).length : 0;
        }
        return {
          path: new URL(response.url()).pathname,
          type: request.resourceType(),
          encoding: (await response.headerValue('content-encoding')) ?? 'none',
          wire: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  await context.close();

  const shell = assets.filter((a) => SHELL_TYPES.has(a.type));
  // The page's HTML carries the lineup inline (issue 15), which used to be a fetch of its own,
  // and the now page's first screen rendered from it: data and its rendering, not app shell.
  // The budget counts the shell; both are shown beside it.
  const shellGzip = shell.reduce((s, a) => s + a.gzip, 0) - inlineLineup.gzip - firstScreen.gzip;
  const loaded = new Set(assets.map((a) => a.path));
  const dist = join(ROOT, 'packages/web/dist/assets');
  const onDemand = readdirSync(dist)
    .filter((f) => /\.(js|css)$/.test(f) && !loaded.has(`/assets/${f}`))
    .map((f) => ({ file: f, gzip: gzipSync(readFileSync(join(dist, f)), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);

  const rows = assets
    .sort((a, b) => Number(SHELL_TYPES.has(b.type)) - Number(SHELL_TYPES.has(a.type)))
    .map((a) => [
      a.path.length > 48 ? `…${a.path.slice(-47)}` : a.path,
      a.type,
      a.encoding,
      kb(a.wire),
      SHELL_TYPES.has(a.type) ? kb(a.gzip) : `(${kb(a.gzip)})`,
    ]);
  rows.push(['inline lineup (in the HTML)', 'data', '', '', `(${kb(inlineLineup.gzip)})`]);
  rows.push(['first screen (rendered in the HTML)', 'data', '', '', `(${kb(firstScreen.gzip)})`]);
  rows.push(['HTML + JS + CSS without them', '', '', '', kb(shellGzip)]);
  console.log(`\nFirst load of ${path} (phone, no service worker yet)`);
  console.log(table(['asset', 'type', 'encoding', 'wire', 'gzip'], rows));
  console.log(
    `  on demand (not loaded by the now page): ${onDemand.length} chunks, ${kb(onDemand.reduce((s, c) => s + c.gzip, 0))} gzip`,
  );
  console.log(
    onDemand
      .slice(0, 12)
      .map((c) => `    ${c.file} ${kb(c.gzip)}`)
      .join('\n'),
  );
  if (onDemand.length > 12) console.log(`    … and ${onDemand.length - 12} smaller`);

  const checks: Check[] = [
    {
      name: 'first load HTML+JS+CSS (gzip, inline lineup and first screen apart)',
      value: Math.round((shellGzip / 1024) * 10) / 10,
      unit: 'KB',
      goal: '<= 100 KB',
      ok: shellGzip <= FIRST_LOAD_BUDGET,
    },
  ];
  return {
    assets,
    shellGzip,
    inlineLineup,
    firstScreen,
    onDemand,
    checks,
  } satisfies FirstLoadResult;
}
