// A large festival (issue 15, hostile amounts): 2,400 sets on 12 stages with a picture each.
// Its lineup is too large to carry inline: the now page's HTML stays small and preloads the
// lineup call instead; the app's first request gets that very answer (one request, not two),
// and the app takes the server's first screen over only once the lineup is there, so the
// stages never give way to a loading screen. The service worker's own now page does the same
// from its cache. Its search lists every set for an empty input, 200 at a time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANDROID_UA, androidPhone, newPage, openContext, workerHolds } from './support/browser.ts';
import { largeFestivalData } from './support/largeFestival.ts';
import { useOwnData } from './support/ownData.ts';

const NOW = '2026-07-30T22:30:00.000Z';
const EVENT = 'big-fest';
const NOW_PAGE = `/event/${EVENT}`;
const LINEUP = `/api/lineup/${EVENT}`;
/** what Chromium says of a preload nobody used */
const UNUSED_PRELOAD = /preloaded using link preload but not used/;

// the festival began 100½ hours before NOW: every stage is half-way through a set
const own = useOwnData({
  now: NOW,
  data: () =>
    largeFestivalData({
      id: EVENT,
      sets: 2400,
      rooms: 12,
      start: Date.parse(NOW) - 100.5 * 3600_000,
    }),
});

/** the lineup requests a page sends over the network, and the console's lines */
function watch(page: Page, notes: string[] = []): { lineupCalls: string[]; notes: string[] } {
  const lineupCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LINEUP) lineupCalls.push(r.url());
  });
  page.on('console', (m) => notes.push(m.text()));
  return { lineupCalls, notes };
}

/**
 * The first stage says who plays now, and its heart turns on when tapped: React's own
 * handler, so the app runs on the server's elements.
 */
async function heartTurnsOn(page: Page): Promise<void> {
  const first = page.locator('.room-line').first();
  await expect(first.textContent()).resolves.toContain('is playing now');
  await first.getByRole('button').click();
  // a lineup this large is read off the page's thread: the app may take the page over a moment
  // after its answer arrived, and a tap before that is kept and counted then
  await first.getByRole('button', { pressed: true }).waitFor({ timeout: 10_000 });
}

/** the lineup call answers `ms` late, as on a poor link */
async function slowLineup(page: Page, ms: number): Promise<void> {
  await page.route(`**${LINEUP}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

describe('a lineup too large to inline', () => {
  it('leaves the now page small: its first screen, and a preload of the lineup call', async () => {
    const page = await fetch(own.server.url + NOW_PAGE, { headers: { 'user-agent': ANDROID_UA } });
    const html = await page.text();
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).not.toContain('id="lineup-data"');
    expect(html).toMatch(
      new RegExp(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${LINEUP}">`),
    );
    expect(html.length).toBeLessThan(80_000);
    const lineup = await fetch(own.server.url + LINEUP);
    expect(lineup.status).toBe(200);
    expect((await lineup.text()).length).toBeGreaterThan(512 * 1024);
  });

  it('is asked for once, and the app takes the first screen over as it is', async () => {
    const opened = await own.contexts.phone(own.browser, { javaScriptEnabled: true, now: NOW });
    const { page } = opened;
    const { lineupCalls, notes } = watch(page, opened.notes);
    // a phone's link: the lineup takes its time, the first screen stays meanwhile
    await slowLineup(page, 1500);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LINEUP);
    await page.goto(own.server.url + NOW_PAGE, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('.room-line').count()).resolves.toBe(12);
    await answered;
    await heartTurnsOn(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.room-line').count()).resolves.toBe(12);
    expect(lineupCalls).toHaveLength(1);
    expect(notes.filter((n) => n.includes('rendered afresh') || UNUSED_PRELOAD.test(n))).toEqual(
      [],
    );
  });

  it('counts a heart tapped while the lineup is still on its way', async () => {
    const { page } = await own.contexts.phone(own.browser, { javaScriptEnabled: true, now: NOW });
    await slowLineup(page, 3000);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LINEUP);
    // the app's script has run by then (a module runs before DOMContentLoaded); its lineup has not
    await page.goto(own.server.url + NOW_PAGE, { waitUntil: 'domcontentloaded' });
    const first = page.locator('.room-line').first();
    const heart = first.getByRole('button');
    await heart.click();
    // the app has not taken the page over yet, but the heart shows on at once
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(heart.evaluate((el) => getComputedStyle(el, '::after').content)).resolves.toBe(
      '"♥"',
    );
    await answered;
    await first.getByRole('button', { pressed: true }).waitFor({ timeout: 10_000 });
    // one tap, one like: it is kept
    await page.reload();
    await first.getByRole('button', { pressed: true }).waitFor({ timeout: 10_000 });
  });

  it('keeps the first screen through a failed lineup request, until the retry brings it', async () => {
    const opened = await own.contexts.phone(own.browser, { javaScriptEnabled: true, now: NOW });
    const { page } = opened;
    const { lineupCalls, notes } = watch(page, opened.notes);
    // the link drops the first request (the preload); the retry 3 s later gets through
    let dropped = false;
    await page.route(`**${LINEUP}`, async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    // whether the stages ever left the screen
    await page.addInitScript(() => {
      const w = window as unknown as { stagesLeft: boolean };
      w.stagesLeft = false;
      let seen = false;
      new MutationObserver(() => {
        const shown = document.querySelectorAll('.room-line').length > 0;
        if (shown) seen = true;
        else if (seen) w.stagesLeft = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === LINEUP && r.ok());
    await page.goto(own.server.url + NOW_PAGE);
    await answered;
    await heartTurnsOn(page);
    expect(lineupCalls).toHaveLength(2);
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
    const left = await page.evaluate(
      () => (window as unknown as { stagesLeft: boolean }).stagesLeft,
    );
    expect(left).toBe(false);
  });

  it('comes from the service worker on a repeat visit, the same way', async () => {
    const context = await own.contexts.next(() =>
      own.browser.newContext(androidPhone({ serviceWorkers: 'allow' })),
    );
    const first = await context.newPage();
    // a phone's link: the worker takes control while the page still waits for its lineup
    await slowLineup(first, 3000);
    await first.goto(own.server.url + NOW_PAGE);
    await first.locator('.room-line').first().waitFor();
    await workerHolds(first, LINEUP);
    await first.close();

    const again = await context.newPage();
    const { notes } = watch(again);
    const res = await again.goto(own.server.url + NOW_PAGE);
    expect(res?.fromServiceWorker()).toBe(true);
    const html = (await res?.text()) ?? '';
    expect(html).toContain('<div id="root" data-prerendered="">');
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${LINEUP}">`,
    );
    expect(html).not.toContain('id="lineup-data"');
    await expect(again.locator('.room-line').count()).resolves.toBe(12);
    await again.waitForLoadState('networkidle');
    // the worker's own request lacks the page's phone user agent: its copy carries no layout,
    // the page's head picks it, and the app takes the copy over as it is
    expect(notes.filter((n) => n.includes('rendered afresh') || UNUSED_PRELOAD.test(n))).toEqual(
      [],
    );
  });
});

describe('the search of a large festival', () => {
  it('lists every set for an empty input, 200 at a time, and finds an act', async () => {
    const context = await own.contexts.next(() => openContext(own.browser));
    const page = await newPage(context, { now: NOW });
    await page.goto(`${own.server.url}/lineup/${EVENT}`);
    const input = page.getByPlaceholder('Search Big Fest…');
    await input.waitFor();
    const rows = page.locator('.search__results > li');
    await expect(rows.count()).resolves.toBe(200);
    // the rest a tap at a time, to the last set; the liked sets stay below the list
    await expect(page.getByRole('button', { name: /^Show more sets/ }).textContent()).resolves.toBe(
      'Show more sets (2,200 more)',
    );
    // found by its class from here on: finding a button by its name reads the names of every
    // button on the page, thousands of hearts once the list is long
    const more = page.locator('button.search__more');
    for (let step = 0; step < 20 && (await more.count()) > 0; step++) await more.click();
    await expect(rows.count()).resolves.toBe(2400);
    // a query lists its few results; emptied, the list starts over
    await input.fill('Kaka Suka');
    await expect(rows.count()).resolves.toBeLessThanOrEqual(6);
    await expect(rows.first().textContent()).resolves.toContain('Kaka Suka');
    await input.fill('');
    await expect(rows.count()).resolves.toBe(200);
  });
});
