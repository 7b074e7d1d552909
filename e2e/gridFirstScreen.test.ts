// The grid's first screen is drawn by the server (issue 37), as the now page's is: a friend's
// grid link shows the stages and the sets playing now once the HTML is in, before the app's
// script has arrived; the app then draws its own grid under it and takes its place without a
// flash: the sets at now stay visible at the same places throughout, and nothing shifts.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LineupResponse } from '@lineup/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  holdAppScript,
  launchBrowser,
  newPage,
  OneContextAtATime,
  openContext,
  PHONE,
} from './support/browser.ts';
import { ROOT, type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z'; // 00:30 in Berlin: Charlie Tempo plays on Beach
const EVENT = 'testfest-2026';

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

/** the names of the sets in `html`'s first grid that play at NOW */
function playingInHtml(html: string): string[] {
  const start = html.indexOf('<div id="first-grid"');
  const end = html.indexOf('<div id="root"');
  if (start < 0 || end < start) return [];
  const grid = html.slice(start, end);
  const now = Date.parse(NOW);
  const names: string[] = [];
  for (const m of grid.matchAll(
    /data-start="([^"]+)" data-end="([^"]+)"[\s\S]*?class="grid-set__dj"[^>]*>([^<]*)</g,
  )) {
    if (Date.parse(m[1]!) <= now && now < Date.parse(m[2]!)) names.push(m[3]!);
  }
  return names;
}

describe("the grid's HTML from the server", () => {
  it.each([
    ['', 'Beach'],
    ['/de', 'Beach'],
  ])('holds the stages and the sets playing at its clock (%s)', async (prefix, stage) => {
    const res = await fetch(`${server.url}${prefix}/grid/${EVENT}`);
    const html = await res.text();
    expect(playingInHtml(html)).toContain('Charlie Tempo');
    expect(html).toMatch(new RegExp(`class="grid-stage"[^>]*>[^<]*${stage}<`));
  });

  it('draws none for a night the address asks for (the grid opens there, not at now)', async () => {
    const res = await fetch(`${server.url}/grid/${EVENT}?night=2026-07-31`);
    const html = await res.text();
    expect(html).not.toContain('id="first-grid"');
    expect(html).toContain('<div id="root"></div>');
  });

  it("escapes the acts' names: a name is text, never markup", async () => {
    const lineup = (await (
      await fetch(`${server.url}/api/lineup/${EVENT}`)
    ).json()) as LineupResponse;
    const now = Date.parse(NOW);
    const hostile = '<img src=x onerror="alert(1)"></script><script>alert(2)</script>&amp;';
    for (const stage of lineup.sets) {
      for (const set of stage) {
        if (Date.parse(set.start) <= now && now < Date.parse(set.end)) {
          set.dj = hostile;
          set.djAndChange = hostile;
        }
      }
    }
    const bundle = resolve(ROOT, 'packages/web/dist-prerender/firstScreen.js');
    const { renderFirstGrid, firstScreenScripts } = (await import(pathToFileURL(bundle).href)) as {
      firstScreenScripts(): string[];
      renderFirstGrid(input: {
        path: string;
        lineup: LineupResponse;
        festival: string;
        now: number;
      }): string;
    };
    const html = renderFirstGrid({ path: `/grid/${EVENT}`, lineup, festival: EVENT, now });
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;>&lt;/script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    // the only scripts are the grid's own placing, allowed by their hash
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual(firstScreenScripts());
  });
});

interface Shown {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** the sets playing now that are on screen, where they are and what the eye sees there */
function shownNow(page: Page): Promise<Shown[]> {
  return page.evaluate((nowIso) => {
    const now = Date.parse(nowIso);
    const out: Shown[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.grid-set')) {
      const start = Date.parse(el.dataset.start ?? '');
      const end = Date.parse(el.dataset.end ?? '');
      if (!(start <= now && now < end)) continue;
      const r = el.getBoundingClientRect();
      const cx = r.x + Math.min(r.width / 2, 20);
      const cy = r.y + Math.min(r.height / 2, 20);
      if (cx < 0 || cy < 0 || cx > innerWidth || cy > innerHeight) continue;
      // what is painted at that point is this very block (not a block beneath another)
      if (document.elementFromPoint(cx, cy)?.closest('.grid-set') !== el) continue;
      const name = el.querySelector('.grid-set__dj')?.textContent ?? '';
      out.push({ name, x: r.x, y: r.y, width: r.width, height: r.height });
    }
    return out;
  }, NOW);
}

/**
 * Watches every frame from now on: each set of `shown` must still be what is painted at its
 * place, at the same place and size (within a pixel). Returns the frames where one was not.
 */
async function watchFrames(
  page: Page,
  shown: Shown[],
): Promise<() => Promise<{ misses: string[]; frames: number }>> {
  await page.evaluate((list) => {
    const w = window as unknown as { misses: string[]; frames: number; watching: boolean };
    w.misses = [];
    w.frames = 0;
    w.watching = true;
    const check = () => {
      w.frames++;
      for (const s of list) {
        const el = document
          .elementFromPoint(s.x + Math.min(s.width / 2, 20), s.y + Math.min(s.height / 2, 20))
          ?.closest<HTMLElement>('.grid-set');
        const r = el?.getBoundingClientRect();
        const name = el?.querySelector('.grid-set__dj')?.textContent;
        const same =
          r &&
          name === s.name &&
          Math.abs(r.x - s.x) <= 1 &&
          Math.abs(r.y - s.y) <= 1 &&
          Math.abs(r.width - s.width) <= 1 &&
          Math.abs(r.height - s.height) <= 1;
        if (!same) {
          w.misses.push(
            `frame ${w.frames}: ${s.name} at ${s.x},${s.y} ${s.width}×${s.height}: ` +
              (r ? `${name} at ${r.x},${r.y} ${r.width}×${r.height}` : 'nothing'),
          );
        }
      }
      if (w.watching) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, shown);
  return () =>
    page.evaluate(() => {
      const w = window as unknown as { misses: string[]; frames: number; watching: boolean };
      w.watching = false;
      return { misses: w.misses, frames: w.frames };
    });
}

describe("the app takes the server's grid over", () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('on %s without a flash: the sets at now stay where they are', async (_name, viewport) => {
    const context = await contexts.next(() => openContext(browser, { viewport }));
    const page = await newPage(context, { now: NOW });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          w.shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // the app's script held back: what shows meanwhile is the server's alone
    const { release } = await holdAppScript(page);
    await page.goto(`${server.url}/grid/${EVENT}`, { waitUntil: 'commit' });
    await page.locator('#first-grid .grid-set').first().waitFor();
    // the whole page parsed (its placing scripts run; the held module script is not yet), and
    // that laid out and painted
    await page.waitForFunction(() => document.readyState !== 'loading');
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const before = await shownNow(page);
    expect(before.map((s) => s.name)).toContain('Charlie Tempo');
    const watched = await watchFrames(page, before);

    release();
    // the app's grid is in, the server's gone
    await page.locator('#first-grid').waitFor({ state: 'detached' });
    await page.locator('#root .grid-set').first().waitFor();
    await page.waitForTimeout(500);
    const { misses, frames } = await watched();
    expect(misses).toEqual([]);
    expect(frames).toBeGreaterThan(5);
    const after = await shownNow(page);
    expect(after).toEqual(before);
    // the app runs on them: a tap opens the act's sheet
    await page.locator('#root .grid-set', { hasText: 'Charlie Tempo' }).first().click();
    await page.getByRole('dialog').waitFor();
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.1);
  });

  it('taps a set tapped before it took over: its sheet opens once the app is there', async () => {
    const context = await contexts.next(() => openContext(browser, { viewport: PHONE }));
    const page = await newPage(context, { now: NOW });
    const { release } = await holdAppScript(page);
    await page.goto(`${server.url}/grid/${EVENT}`, { waitUntil: 'commit' });
    await page.locator('#first-grid .grid-set', { hasText: 'Charlie Tempo' }).click();
    release();
    await page.locator('#first-grid').waitFor({ state: 'detached' });
    await expect(page.getByRole('dialog').textContent()).resolves.toContain('Charlie Tempo');
  });
});
