// The first visit paints the now page from the lineup in the page's HTML (issue 15): no
// HTML → JS → lineup in series, so not one lineup request before the stages show. The start
// page gets the main current event the same way and opens its now page without asking.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANDROID_UA,
  DESKTOP,
  launchBrowser,
  newPage,
  OneContextAtATime,
  openContext,
  PHONE,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin: Charlie Tempo plays on Beach
const EVENT = 'testfest-2026';
const LINEUP_CALL = /\/api\/(lineup\/|current)/;

let server: RunningServer;
let browser: Browser;
const contexts = new OneContextAtATime();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
});
afterAll(async () => {
  await contexts.close();
  await browser?.close();
  await server?.stop();
});

/** a fresh phone (no service worker, nothing cached) and the lineup calls its page makes */
async function freshPage(): Promise<{ page: Page; lineupCalls: string[] }> {
  const context = await contexts.next(() => openContext(browser));
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

// The server renders the now page's first screen into the HTML (issue 15): on a slow link the
// stages show before the script has arrived, and the app then takes those very elements over.
function phone(javaScriptEnabled: boolean, clock = NOW): Promise<{ page: Page; notes: string[] }> {
  return contexts.phone(browser, { javaScriptEnabled, now: clock });
}

/** the layout-shift score of the page so far */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[]) {
        w.shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number }).shifts);
}

describe('first screen from the server', () => {
  it('shows every stage with who plays now before any script has run', async () => {
    const { page } = await phone(false);
    await page.goto(`${server.url}/event/${EVENT}`);
    const lines = page.locator('.room-line');
    await expect(lines.count()).resolves.toBeGreaterThan(1);
    await expect(lines.first().textContent()).resolves.toMatch(/Charlie Tempo.*is playing now/);
    // the stage names lead to their timetables even without the app
    const stage = page.getByRole('link', { name: /Beach/ }).first();
    await expect(stage.getAttribute('href')).resolves.toBe(`/lineup/${EVENT}/0`);
  });

  it.each([
    ['', '', 'is playing now'],
    ['/de', '', 'spielt gerade'],
    // a shared link's query and fragment, which the server never sees
    ['', '?utm_source=newsletter#beach', 'is playing now'],
  ])(
    'is taken over by the app as it is (%s%s): nothing painted afresh, nothing moves',
    async (prefix, tail, playing) => {
      const { page, notes } = await phone(true);
      const shifts = await watchShifts(page);
      await page.goto(`${server.url}${prefix}/event/${EVENT}${tail}`);
      const first = page.locator('.room-line').first();
      await expect(first.textContent()).resolves.toContain(playing);
      // React's own handler on the heart shows the app is running on the server's elements
      const heart = first.getByRole('button');
      await heart.click();
      await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
      await page.waitForLoadState('networkidle');
      expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
      expect(await shifts()).toBeLessThan(0.01);
    },
  );

  // The largest paint is the server's element (issue 37): an element the app put in its place,
  // even the same text, would be painted again, and a larger one would be a new, later
  // largest paint.
  it("keeps the server's largest painted element once the app has taken the page over", async () => {
    const { page, notes } = await phone(true);
    await page.addInitScript(() => {
      const w = window as unknown as { largest: (Element | null)[] };
      w.largest = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { element: Element | null }[]) {
          w.largest.push(entry.element);
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${server.url}/event/${EVENT}`);
    await page.locator('.room-line').first().waitFor();
    await page.waitForLoadState('networkidle');
    // the app has read the page's lineup, and its take-over (a task later) has been painted
    await page.waitForFunction(() => document.getElementById('lineup-data') === null);
    await page.evaluate(
      () => new Promise((done) => setTimeout(() => requestAnimationFrame(() => setTimeout(done)))),
    );
    const largest = await page.evaluate(() =>
      (window as unknown as { largest: (Element | null)[] }).largest.map((element) => ({
        tag: element?.localName ?? null,
        inPage: element?.isConnected ?? false,
      })),
    );
    expect(largest.length).toBeGreaterThan(0);
    expect(largest.filter((entry) => !entry.inPage)).toEqual([]);
    // and the app runs on those elements: its own handler answers a tap
    const heart = page.locator('.room-line').first().getByRole('button');
    await heart.click();
    await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
  });

  // the page's head picks the layout (phone or desktop, and the bar's height) before the
  // server's first screen is painted; the server's markup carries none, so a browser whose user
  // agent says otherwise than its screen gets nothing corrected either
  it.each([
    ['a desktop', DESKTOP, false, 'desktop', 54],
    ["a touch screen under a desktop's user agent", PHONE, true, 'mobileWeb', 52],
  ])(
    'is taken over as it is on %s, laid out as such',
    async (_name, viewport, touch, mode, bar) => {
      const context = await contexts.next(() => openContext(browser, { viewport, mobile: touch }));
      const page = await newPage(context, { now: NOW });
      const notes: string[] = [];
      page.on('console', (message) => notes.push(message.text()));
      const shifts = await watchShifts(page);
      await page.goto(`${server.url}/event/${EVENT}`);
      await page.locator('.room-line').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.dataset.clientMode)).toBe(mode);
      const height = await page
        .locator('.bottom-bar__inner')
        .evaluate((e) => e.getBoundingClientRect().height);
      expect(height).toBe(bar);
      expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
      expect(await shifts()).toBeLessThan(0.01);
    },
  );

  it('is taken over as it is in the installed app, which shows no header and no intro', async () => {
    const { page, notes } = await phone(true);
    const shifts = await watchShifts(page);
    // the installed app's display (Chromium emulates no display mode): a query that matches
    await page.addInitScript(() => {
      const own = window.matchMedia.bind(window);
      window.matchMedia = (query) =>
        own(query === '(display-mode: standalone)' ? '(min-width: 0px)' : query);
    });
    await page.goto(`${server.url}/event/${EVENT}`);
    await page.locator('.room-line').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.clientMode)).toBe(
      'mobileApp',
    );
    await expect(page.locator('header.header').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(0);
    const bar = await page
      .locator('.bottom-bar__inner')
      .evaluate((e) => e.getBoundingClientRect().height);
    expect(bar).toBe(55);
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
    expect(await shifts()).toBeLessThan(0.01);
  });

  it('paints its words before its pictures', async () => {
    // Pictures the HTML asks for ahead (preloads, eager images) arrive at once from the phone's
    // cache and are decoded before the page is laid out: an SVG picture is a document of its
    // own, tens of milliseconds on a phone. Lazy ones are fetched once the words are laid out.
    const sent = await fetch(`${server.url}/event/${EVENT}`, {
      headers: { 'user-agent': ANDROID_UA },
    });
    const html = await sent.text();
    const images = html.match(/<img\b[^>]*>/g) ?? [];
    expect(images.length).toBeGreaterThan(1);
    expect(images.filter((img) => !img.includes('loading="lazy"'))).toEqual([]);
    expect(html).not.toMatch(/<link[^>]*as="image"/);
  });

  it.each([
    [true, 'once the app has taken the page over'],
    [false, 'without the app'],
  ])('shows the pictures on screen (script %s: %s)', async (javaScriptEnabled) => {
    const { page } = await phone(javaScriptEnabled);
    await page.goto(`${server.url}/event/${EVENT}`);
    // the logo and the acts' pictures, loaded and not left transparent
    const shown = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('.header__logo, .avatar__img')].map(
          (img) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1',
        ),
      );
    const deadline = Date.now() + 10_000;
    while ((await shown()).includes(false) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
    const pictures = await shown();
    expect(pictures.length).toBeGreaterThan(1);
    expect(pictures).not.toContain(false);
  });

  it('is rendered afresh where the phone lives in another hour than the server', async () => {
    // two hours later Charlie Tempo has finished: the app shows its own moment, not the server's
    const later = new Date(Date.parse(NOW) + 2 * 3600_000).toISOString();
    const { page, notes } = await phone(true, later);
    await page.goto(`${server.url}/event/${EVENT}`);
    await page.waitForLoadState('networkidle');
    // React reports the differing first render once hydration has run: wait for the note
    const deadline = Date.now() + 10_000;
    while (!notes.some((n) => n.includes('rendered afresh')) && Date.now() < deadline) {
      await page.waitForTimeout(100);
    }
    expect(notes.some((n) => n.includes('rendered afresh'))).toBe(true);
    await expect(page.locator('.room-line').first().textContent()).resolves.not.toMatch(
      /Charlie Tempo.*is playing now/,
    );
  });
});
