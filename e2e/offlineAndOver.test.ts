// Honest states (issue 28, item 5). Offline, an event this phone never opened says it is not
// available offline and offers the ones that are, instead of a loading skeleton forever. After
// the festival, the now page says it is over and points to the tracks and the next edition.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { androidPhone, launchBrowser, workerHolds } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { useSuite } from './support/suite.ts';

describe('offline, an event never opened on this phone', () => {
  const NOW = '2026-07-30T22:30:00.000Z';
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
    context = await browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('is said to be unavailable offline, with the events that are', async () => {
    await page.goto(`${server.url}/event/testfest-2026`);
    await page.getByText('Charlie Tempo').first().waitFor();
    await workerHolds(page, '/api/lineup/testfest-2026');
    await context.setOffline(true);
    // last year's edition: never opened here
    await page.goto(`${server.url}/event/testfest-2025`);
    await page.getByRole('heading', { name: 'Not available offline' }).waitFor();
    const stored = page.getByRole('link', { name: /^Testfest/ });
    await stored.waitFor();
    expect(await stored.getAttribute('href')).toBe('/event/testfest-2026');
    // the timetable of that edition says the same
    await page.goto(`${server.url}/lineup/testfest-2025`);
    await page.getByRole('heading', { name: 'Not available offline' }).waitFor();
    // one tap opens the stored event, offline
    await page.getByRole('link', { name: /^Testfest/ }).click();
    await page.getByText('Charlie Tempo').first().waitFor();
  });

  it('appears by itself once the phone is back online', async () => {
    await page.goto(`${server.url}/event/testfest-2025`);
    await page.getByRole('heading', { name: 'Not available offline' }).waitFor();
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Testfest is over' }).waitFor({ timeout: 15_000 });
  });
});

describe('after the festival', () => {
  // Tuesday 4 August 2026: testfest ended on Sunday morning
  const suite = useSuite({ now: '2026-08-04T10:00:00.000Z' });
  const contexts: BrowserContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('the now page says it is over, when it ran, and where its tracks are', async () => {
    const page = await suite.open('/event/testfest-2026');
    await page.getByRole('heading', { level: 1, name: 'Testfest is over' }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Welcome|Open ⏰/);
    const tracks = page.getByRole('link', { name: '🎧 the tracks of its sets' });
    expect(await tracks.getAttribute('href')).toBe('/tracks/testfest-2026');
  });

  it('is in the first screen the server sends, and the app takes it over as it is', async () => {
    // its code is not part of the now page's first load: the page keeps the server's notice
    // until it has arrived, instead of painting the whole first screen afresh
    const html = await (await fetch(`${suite.server.url}/event/testfest-2026`)).text();
    expect(html).toContain('<section class="now-over">');
    const context = await suite.browser.newContext(androidPhone());
    contexts.push(context);
    const page = await suite.page(context);
    const notes: string[] = [];
    page.on('console', (m) => notes.push(m.text()));
    await page.goto(`${suite.server.url}/event/testfest-2026`);
    await page.getByRole('link', { name: '🎧 the tracks of its sets' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading', { level: 1, name: 'Testfest is over' }).waitFor();
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
  });

  it('keeps the page when the notice cannot be fetched (the link dropped, no worker yet)', async () => {
    const context = await suite.context();
    await context.route('**/assets/FestivalOver-*.js', (route) =>
      route.abort('internetdisconnected'),
    );
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/event/testfest-2026`);
    await page.waitForLoadState('networkidle');
    // the stages stay: no error screen in place of the page
    await expect(page.locator('.room-line').count()).resolves.toBeGreaterThan(0);
  });

  it('an earlier edition points to the next one', async () => {
    const page = await suite.open('/fr/event/testfest-2025');
    await page.getByRole('heading', { level: 1, name: 'Testfest, c’est fini' }).waitFor();
    const next = page.getByRole('link', { name: /^Testfest 2026/ });
    expect(await next.getAttribute('href')).toBe('/fr/event/testfest-2026');
    expect(await page.locator('.now-over').textContent()).toContain(
      'Prochaine édition : Testfest 2026',
    );
  });
});
