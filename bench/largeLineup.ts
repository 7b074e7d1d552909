// A hostile amount (issue 15): 40 stages, 14,720 one-hour sets, a picture on every set, now in
// the middle of it. Its lineup call is 5.4 M characters of JSON, far above what a page carries
// inline (core INLINE_LINEUP_MAX), so the now page preloads it. Measured: what the server
// sends for the now page and what building it costs, the now page on the mobile profile, and
// the search and one stage's timetable at 4× CPU: when they show, and their longest task.
import { rmSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { ANDROID_UA, androidPhone } from '../e2e/support/browser.ts';
import { largeFestivalData } from '../e2e/support/largeFestival.ts';
import { mobileLoad } from './mobile.ts';
import { fetchRaw } from './support/fetchRaw.ts';
import { type Check, kb } from './support/format.ts';
import { startBenchServer } from './support/server.ts';

const EVENT = 'large-fest';
const SETS = 14_720;
const ROOMS = 40;
const PAGE_GOAL_BYTES = 50_000;

/** one request as a phone sends it: its time to the last byte and its bytes on the wire */
async function get(url: string): Promise<{ ms: number; bytes: number }> {
  const answer = await fetchRaw(url, { 'user-agent': ANDROID_UA, 'accept-encoding': 'br, gzip' });
  return { ms: answer.ms, bytes: answer.body.length };
}

interface Screen {
  /** from the navigation to `ready` showing */
  shownMs: number;
  /** the longest task until a second after that (how long a tap may wait) */
  longestTaskMs: number;
}

/** opens `url` on a phone at 4× CPU and waits for `ready` */
async function screen(
  browser: Browser,
  url: string,
  ready: (page: Page) => Locator,
): Promise<Screen> {
  const context = await browser.newContext(androidPhone());
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { longest: number };
      w.longest = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longest = Math.max(w.longest, e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(url);
    await ready(page).first().waitFor({ timeout: 60_000 });
    const shownMs = performance.now() - started;
    await page.waitForTimeout(1000);
    const longestTaskMs = await page.evaluate(
      () => (window as unknown as { longest: number }).longest,
    );
    return { shownMs, longestTaskMs };
  } finally {
    await context.close();
  }
}

export async function largeLineupBench(browser: Browser) {
  const hour = 3600_000;
  const perRoom = SETS / ROOMS;
  const start = Math.floor(Date.now() / hour) * hour - (perRoom / 2) * hour - hour / 2;
  const data = largeFestivalData({ id: EVENT, sets: SETS, rooms: ROOMS, start });
  const server = await startBenchServer({ data });
  try {
    const lineup = await get(`${server.url}/api/lineup/${EVENT}`);
    const built = await get(`${server.url}/event/${EVENT}`);
    const held = await get(`${server.url}/event/${EVENT}`);
    const otherLanguage = await get(`${server.url}/de/event/${EVENT}`);
    console.log(`\nLarge lineup: ${ROOMS} stages, ${SETS} sets, a picture each`);
    console.log(`  lineup call: ${kb(lineup.bytes)} compressed`);
    console.log(
      `  now page: ${kb(built.bytes)} compressed; built in ${Math.round(built.ms)} ms (first request of the minute), ${Math.round(otherLanguage.ms)} ms in another language, then ${held.ms.toFixed(1)} ms`,
    );
    const search = await screen(browser, `${server.url}/lineup/${EVENT}`, (page) =>
      page.getByRole('searchbox'),
    );
    const stage = await screen(browser, `${server.url}/lineup/${EVENT}/0`, (page) =>
      page.locator('main').getByText(/\d\d:\d\d/),
    );
    const at = (s: Screen) =>
      `shown after ${Math.round(s.shownMs)} ms, longest task ${Math.round(s.longestTaskMs)} ms`;
    console.log(`  search, empty input (4× CPU): ${at(search)}`);
    console.log(`  a stage's timetable, ${perRoom} sets (4× CPU): ${at(stage)}`);
    const mobile = await mobileLoad(browser, server.url, `/event/${EVENT}`);
    const checks: Check[] = [
      {
        name: 'large lineup: now page compressed',
        value: Math.round(built.bytes / 1024),
        unit: 'KB',
        goal: `<= ${PAGE_GOAL_BYTES / 1000} KB`,
        ok: built.bytes <= PAGE_GOAL_BYTES,
      },
      {
        name: 'large lineup: search, longest task (4× CPU)',
        value: Math.round(search.longestTaskMs),
        unit: 'ms',
        goal: 'short',
        ok: null,
      },
      ...mobile.checks.map((c) => ({ ...c, name: `large lineup, ${c.name}` })),
    ];
    return { lineup, page: { built, held, otherLanguage }, search, stage, mobile, checks };
  } finally {
    await server.stop();
    rmSync(data, { recursive: true, force: true });
  }
}
