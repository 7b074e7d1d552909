// The first visit paints the now page from the lineup in the page's HTML (issue 15): no
// HTML → JS → lineup in series, so not one lineup request before the stages show. The start
// page gets the main current event the same way and opens its now page without asking.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, openContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin: Charlie Tempo plays on Beach
const EVENT = 'testfest-2026';
const LINEUP_CALL = /\/api\/(lineup\/|current)/;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** a fresh phone (no service worker, nothing cached) and the lineup calls its page makes */
async function freshPage(): Promise<{ page: Page; lineupCalls: string[] }> {
  await context?.close();
  context = await openContext(browser);
  const page = await newPage(context, { now: NOW });
  const lineupCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (LINEUP_CALL.test(pathname)) lineupCalls.push(pathname);
  });
  return { page, lineupCalls };
}

describe('first visit', () => {
  it('shows who plays now without a lineup request', async () => {
    const { page, lineupCalls } = await freshPage();
    await page.goto(`${server.url}/event/${EVENT}`);
    await page.getByText('Charlie Tempo').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(lineupCalls).toEqual([]);
    // the page's copy was read and removed: nothing stale left in the document
    await expect(page.locator('#lineup-data').count()).resolves.toBe(0);
  });

  it('opens the current event from the start page without a lineup request', async () => {
    const { page, lineupCalls } = await freshPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(`**/event/${EVENT}`);
    await page.getByText('Charlie Tempo').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(lineupCalls).toEqual([]);
  });

  it('asks for the lineup when the page came without one (an old event id), and follows it', async () => {
    const { page, lineupCalls } = await freshPage();
    await page.goto(`${server.url}/lineup/testfest`);
    // spec §8: the 308 of a renamed event sends the app to the new lineup URL
    await page.waitForURL(`**/lineup/${EVENT}`);
    await page.getByText('Charlie Tempo').first().waitFor();
    expect(lineupCalls[0]).toBe('/api/lineup/testfest');
  });
});
