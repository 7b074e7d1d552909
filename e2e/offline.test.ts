// Offline (issue 5): after a first visit the service worker holds the app and the lineup, so a
// reload with no network still shows who plays now, with the "offline, last updated" notice;
// back online, the worker's revalidation brings a changed event file to the page.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { androidPhone, launchBrowser, workerHolds } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin: Charlie Tempo plays on Beach
const EVENT = 'testfest-2026';
const NOW_PAGE = `/event/${EVENT}`;
const LINEUP = `/api/lineup/${EVENT}`;
const NOTICE = /^Offline, last updated (\w+ )?\d\d:\d\d$/;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function etag(): Promise<string | null> {
  const res = await fetch(server.url + LINEUP);
  await res.arrayBuffer();
  return res.headers.get('etag');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
  // the worker is registered on every host but localhost: the server runs on 127.0.0.1
  context = await browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
  page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('offline', () => {
  it('first visit: the service worker takes over and keeps the lineup', async () => {
    await page.goto(server.url + NOW_PAGE);
    await page.getByText('Charlie Tempo').first().waitFor();
    await workerHolds(page, LINEUP);
    await expect(page.locator('.offline-notice').count()).resolves.toBe(0);
  });

  it('a reload with no network shows who plays now and the offline notice', async () => {
    await context.setOffline(true);
    await page.reload();
    await page.getByText('Charlie Tempo').first().waitFor();
    const notice = page.getByRole('status').filter({ hasText: /^Offline/ });
    await notice.waitFor();
    expect((await notice.textContent())?.trim()).toMatch(NOTICE);
  });

  it('back online, a changed event file reaches the page through the revalidation', async () => {
    await context.setOffline(false);
    const before = await etag();
    const file = join(server.dataDir, 'events', 'testfest.yaml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('dj: Charlie Tempo', 'dj: Charlie Tempo Live'),
    );
    // the server serves the new version once it noticed the file change
    const deadline = Date.now() + 15_000;
    while ((await etag()) === before) {
      if (Date.now() > deadline) throw new Error('the server kept the old lineup');
      await new Promise((r) => setTimeout(r, 200));
    }

    // the worker answers from its cache at once, asks the server, and the page follows
    await page.reload();
    await page.getByText('Charlie Tempo Live').first().waitFor({ timeout: 15_000 });
    await expect(page.locator('.offline-notice').count()).resolves.toBe(0);
  });
});

// A repeat visit (issue 15): the worker writes the now page itself, the first screen rendered
// from its cached lineup at the phone's clock, and the app takes it over as it is.
describe('repeat visit', () => {
  it('gets the now page with its first screen from the worker, then the lineup checked', async () => {
    const phone = await browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    try {
      const first = await phone.newPage();
      page = first;
      await first.goto(server.url + NOW_PAGE);
      await first.locator('.room-line').first().waitFor();
      await workerHolds(page, LINEUP);
      await first.close();

      const again = await phone.newPage();
      const notes: string[] = [];
      const lineupCalls: string[] = [];
      const stylesheets: string[] = [];
      again.on('console', (m) => notes.push(m.text()));
      again.on('request', (r) => {
        if (new URL(r.url()).pathname === LINEUP) lineupCalls.push(r.url());
        if (/\/assets\/index-[\w-]+\.css$/.test(r.url())) stylesheets.push(r.url());
      });
      const res = await again.goto(server.url + NOW_PAGE);
      expect(res?.fromServiceWorker()).toBe(true);
      const html = (await res?.text()) ?? '';
      expect(html).toContain('<div id="root" data-prerendered="">');
      expect(html).toMatch(/data-checked-at="\d+"/);
      // styled from the page itself: no round trip through the worker for the app's stylesheet
      expect(html).toContain('<style>');
      expect(stylesheets).toEqual([]);
      await expect(again.locator('.room-line').count()).resolves.toBeGreaterThan(1);
      await again.waitForLoadState('networkidle');
      // the app asked for the lineup at once (the worker answers and checks with the server)
      expect(lineupCalls.length).toBeGreaterThan(0);
      // the worker's own request lacks the page's phone user agent: its copy carries no layout,
      // the page's head picks it, and the app takes the copy over as it is
      expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
