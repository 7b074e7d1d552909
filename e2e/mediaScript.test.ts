// A file an organiser drops into media/ never runs script on the app's origin, where a fan's
// sign-in token (bunny_token) lives: an SVG with a script, opened as a page, reads nothing.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const STEAL = "localStorage.setItem('stolen', String(localStorage.getItem('bunny_token')));";
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
<script href="/media/poster.js"/>
<script>${STEAL}</script>
<rect width="40" height="40" fill="#f80"/></svg>`;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  const media = join(server.dataDir, 'media');
  writeFileSync(join(media, 'poster.svg'), SVG);
  writeFileSync(join(media, 'poster.js'), STEAL);
  writeFileSync(join(media, 'poster.html'), '<script src="/media/poster.js"></script>');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('media opened as a page', () => {
  it.each(['/media/poster.svg', '/media/poster.html'])(
    '%s runs no script that can read the sign-in token',
    async (file) => {
      const context = await openContext(browser);
      try {
        const page = await newPage(context);
        await page.goto(`${server.url}/health`);
        await page.evaluate(() => localStorage.setItem('bunny_token', 'secret-token'));
        await page.goto(`${server.url}${file}`, { waitUntil: 'load' });
        await page.goto(`${server.url}/health`);
        const stolen = await page.evaluate(() => localStorage.getItem('stolen'));
        expect(stolen).toBeNull();
      } finally {
        await context.close();
      }
    },
  );
});
