// What a fan sees when opening each route, on a phone, at a fixed instant in the festival's
// first night (both the server's and the browser's clocks).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(path: string, opts: { locale?: string } = {}) {
  const context = await openContext(browser, opts);
  const page = await newPage(context, { now: NOW });
  await page.goto(server.url + path);
  return { page, context };
}

describe('routes', () => {
  it('root with one current event goes to its now page and shows who plays', async () => {
    const { page, context } = await open('/');
    await page.waitForURL(/\/event\/testfest-2026$/);
    await expect(page.getByText('Charlie Tempo').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('unknown path shows the Not Found text with path and query', async () => {
    const { page, context } = await open('/nope/here?x=1');
    await page.getByText('404: /nope/here?x=1 does not exist.').waitFor();
    await context.close();
  });

  it('German route sets html lang and German texts', async () => {
    const { page, context } = await open('/de/event/testfest-2026');
    await page.getByText('Willkommen beim Testfest').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await context.close();
  });

  it('an alias redirects to the event it names (308)', async () => {
    const { page, context } = await open('/lineup/testfest');
    await page.waitForURL(/\/lineup\/testfest-2026/);
    await context.close();
  });
});
