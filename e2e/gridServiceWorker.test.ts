// A grid opened through the service worker (issue 37): a fan who looked at the timetable, then
// opens a friend's grid link, gets the page from the worker, not the server. The worker draws
// the grid's first screen from its cached lineup at the phone's clock, as the server does: the
// sets at now are in the page before the app's script runs, the app takes them over without a
// flash, and with no network the grid still opens that way.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  androidPhone,
  launchBrowser,
  workerClock,
  workerClockHeld,
  workerHolds,
} from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin: Charlie Tempo plays on Beach
const EVENT = 'testfest-2026';
const GRID = `/grid/${EVENT}`;
const LINEUP = `/api/lineup/${EVENT}`;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
  // the worker is registered on every host but localhost: the server runs on 127.0.0.1
  context = await browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
  const first = await context.newPage();
  await first.clock.setFixedTime(new Date(NOW));
  await first.goto(`${server.url}/lineup/${EVENT}/0`);
  await first.getByRole('link', { name: 'All stages' }).first().waitFor();
  await workerHolds(first, LINEUP);
  await first.close();
  // at a load average of 20-25 on two cores the server and the browser took 28 s to start and
  // the worker 40 s to fill its precache: more than the 90 s a hook has by default
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

interface Seen {
  /** the sets at now on screen once the page was parsed, before any module script ran */
  parsed: { name: string; x: number; y: number }[];
  /** the sets at now in the page then that were not counted, and why */
  passed: string[];
  /** the app's root was still empty then */
  rootEmpty: boolean;
  /** frames in which a set seen then was not painted at its place */
  misses: string[];
  frames: number;
}

/**
 * In the page, from its start: once the HTML is parsed (module scripts run after that), the
 * sets playing at `now` that are on screen and where; then every frame, whether each is still
 * what is painted at its place, until a second after the drawn grid has gone.
 */
function watchTakeOver(nowIso: string): void {
  const w = window as unknown as { seen: Seen };
  w.seen = { parsed: [], passed: [], rootEmpty: false, misses: [], frames: 0 };
  const now = Date.parse(nowIso);
  const atNow = () => {
    const out: { name: string; x: number; y: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.grid-set')) {
      const start = Date.parse(el.dataset.start ?? '');
      const end = Date.parse(el.dataset.end ?? '');
      if (!(start <= now && now < end)) continue;
      const name = el.querySelector('.grid-set__dj')?.textContent ?? '';
      const r = el.getBoundingClientRect();
      const x = r.x + Math.min(r.width / 2, 20);
      const y = r.y + Math.min(r.height / 2, 20);
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) {
        w.seen.passed.push(`${name}: off screen at ${x},${y}`);
        continue;
      }
      // what is painted at that point is this very block: the drawn grid's columns are
      // content-visibility: auto, and the placing script lays out the ones on screen at once,
      // or hit testing would pass through their sets until the first frame
      const hit = document.elementFromPoint(x, y);
      if (hit?.closest('.grid-set') !== el) {
        w.seen.passed.push(`${name}: under ${hit?.tagName}.${hit?.className} at ${x},${y}`);
        continue;
      }
      out.push({ name, x, y });
    }
    return out;
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    w.seen.parsed = atNow();
    w.seen.rootEmpty = document.getElementById('root')?.childElementCount === 0;
    let goneAt = 0;
    const check = () => {
      w.seen.frames++;
      for (const s of w.seen.parsed) {
        const el = document.elementFromPoint(s.x, s.y)?.closest('.grid-set');
        const name = el?.querySelector('.grid-set__dj')?.textContent;
        if (name !== s.name) w.seen.misses.push(`frame ${w.seen.frames}: ${s.name}: ${name}`);
      }
      if (!goneAt && !document.getElementById('first-grid')) goneAt = performance.now();
      if (!goneAt || performance.now() - goneAt < 1000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function gridPage(): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(watchTakeOver, NOW);
  await page.clock.setFixedTime(new Date(NOW));
  return page;
}

/**
 * Opens the grid with the worker's clock at NOW (stood again right before, verified right
 * after: a worker the browser restarted meanwhile would have drawn the page at the real date).
 */
async function openGrid(page: Page): Promise<{ res: Response | null; html: string }> {
  await workerClock(context, NOW);
  const res = await page.goto(server.url + GRID);
  await workerClockHeld(context, NOW);
  return { res, html: (await res?.text()) ?? '' };
}

/** the names of the sets in `html`'s drawn grid that play at NOW */
function playingInHtml(html: string): string[] {
  const start = html.indexOf('<div id="first-grid"');
  const end = html.indexOf('<div id="root"');
  if (start < 0 || end < start) return [];
  const now = Date.parse(NOW);
  const names: string[] = [];
  for (const m of html
    .slice(start, end)
    .matchAll(
      /data-start="([^"]+)" data-end="([^"]+)"[\s\S]*?class="grid-set__dj"[^>]*>([^<]*)</g,
    )) {
    if (Date.parse(m[1]!) <= now && now < Date.parse(m[2]!)) names.push(m[3]!);
  }
  return names;
}

async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => (window as unknown as { seen: Seen }).seen);
}

describe('the grid from the service worker', () => {
  it('has its sets at now drawn before the app runs, and the app takes them over in place', async () => {
    const page = await gridPage();
    try {
      const { res, html } = await openGrid(page);
      expect(res?.fromServiceWorker()).toBe(true);
      expect(html).toContain('<div id="first-grid"');
      expect(playingInHtml(html)).toContain('Charlie Tempo');
      // the lineup from the worker's cache, checked with the server at once by the app
      expect(html).toMatch(/<script id="lineup-data"[^>]* data-checked-at="\d+"/);
      // the page keeps the server's policy, which allows its placing scripts by their hash
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await page.locator('#first-grid').waitFor({ state: 'detached' });
      await page.locator('#root .grid-set').first().waitFor();
      await page.waitForTimeout(1200);
      const { parsed, passed, rootEmpty, misses, frames } = await seen(page);
      expect(rootEmpty).toBe(true);
      expect(
        parsed.map((s) => s.name),
        passed.join('; '),
      ).toContain('Charlie Tempo');
      expect(frames).toBeGreaterThan(5);
      expect(misses).toEqual([]);
      // the app runs on them: a tap opens the act's sheet
      await page.locator('#root .grid-set', { hasText: 'Charlie Tempo' }).first().click();
      await page.getByRole('dialog').waitFor();
    } finally {
      await page.close();
    }
  });

  it('opens with its first screen with no network', async () => {
    await context.setOffline(true);
    const page = await gridPage();
    try {
      const { res, html } = await openGrid(page);
      expect(res?.fromServiceWorker()).toBe(true);
      expect(playingInHtml(html)).toContain('Charlie Tempo');
      await page.locator('#root .grid-set', { hasText: 'Charlie Tempo' }).first().waitFor();
      // a few frames painted, each checked
      await page.waitForFunction(() => (window as unknown as { seen: Seen }).seen.frames > 3);
      const { parsed, passed, rootEmpty, misses } = await seen(page);
      expect(rootEmpty).toBe(true);
      expect(
        parsed.map((s) => s.name),
        passed.join('; '),
      ).toContain('Charlie Tempo');
      expect(misses).toEqual([]);
    } finally {
      await page.close();
      await context.setOffline(false);
    }
  });

  it('draws none for a night the address asks for', async () => {
    const page = await context.newPage();
    try {
      const res = await page.goto(`${server.url}${GRID}?night=2026-07-31`);
      expect(res?.fromServiceWorker()).toBe(true);
      expect((await res?.text()) ?? '').not.toContain('id="first-grid"');
    } finally {
      await page.close();
    }
  });
});
