// The now page on a mid-range phone over a poor mobile link (issue 15): 4× CPU slowdown,
// 150 ms latency, 1.6 Mbit/s down, applied by Chromium itself (DevTools protocol). First
// visit (nothing cached) and repeat visit (the service worker holds the shell and the
// lineup), each the median of a few runs: the largest contentful paint, and whether the
// first visit waited for a lineup request.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ANDROID_UA, androidPhone, PHONE, workerHolds } from '../e2e/support/browser.ts';
import type { Check } from './support/format.ts';
import { MOBILE_PROFILE, throttle } from './support/mobileProfile.ts';

const RUNS = 5;
/** the server's first screen inside the app's root (packages/server/src/web/firstScreen.ts) */
const FIRST_SCREEN = /<div id="root" data-prerendered="">[\s\S]*?<\/div>(\s*<noscript>)/;
const FIRST_GOAL_MS = 1100;
const REPEAT_GOAL_MS = 350;
/** the now page's first visit against its floor (issue 37): medians of the largest paint */
const FLOOR_RATIO_GOAL = 1.1;

interface Visit {
  lcpMs: number;
  fcpMs: number;
  lineupRequests: number;
  /** from the service worker's start on this navigation to the page's first byte; 0: none */
  workerMs: number;
  /** the longest task after the first paint: how long a tap may wait (0: none over 50 ms) */
  longestTaskMs: number;
}

/**
 * Opens `url` in a throttled page and reads the paints once the now page shows its stages.
 * `withoutFirstScreen`: the page's HTML loses the server's first screen on the way (as with
 * PRERENDER=off), so the app paints it once its script has run: the same run's comparison.
 */
async function visit(
  context: BrowserContext,
  url: string,
  withoutFirstScreen = false,
): Promise<{ page: Page; visit: Visit }> {
  const page = await context.newPage();
  if (withoutFirstScreen) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(FIRST_SCREEN, '<div id="root"></div>$1');
      await route.fulfill({ response, body: html });
    });
  }
  await throttle(context, page);
  let lineupRequests = 0;
  page.on('request', (r) => {
    if (/\/api\/(lineup\/|current)/.test(new URL(r.url()).pathname)) lineupRequests++;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('main').getByRole('heading').first().waitFor();
  const beforeFirstScreen = lineupRequests;
  // let the last paints land before reading the buffered entries
  await page.waitForTimeout(1500);
  const paints = await page.evaluate(
    () =>
      new Promise<{ lcp: number; fcp: number; worker: number; longest: number }>((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const fcp =
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        let longest = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            if (e.startTime >= fcp) longest = Math.max(longest, e.duration);
          }
        }).observe({ type: 'longtask', buffered: true });
        const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const worker = nav && nav.workerStart > 0 ? nav.responseStart - nav.workerStart : 0;
        setTimeout(() => resolve({ lcp, fcp, worker, longest }), 50);
      }),
  );
  return {
    page,
    visit: {
      lcpMs: paints.lcp,
      fcpMs: paints.fcp,
      lineupRequests: beforeFirstScreen,
      workerMs: paints.worker,
      longestTaskMs: paints.longest,
    },
  };
}

/** one heading and nothing else */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><main><h1>Who plays now on every stage</h1></main></body></html>';

/** how a floor page is sent and opened */
interface FloorServing {
  /** the headers of the page it stands for (its policies, the opener policy among them) */
  headers?: Record<string, string>;
  /** brotli, as the server sends the page; unset: uncompressed */
  brotli?: boolean;
  /** the real page's phone context (user agent, locale, colour scheme); unset: a bare one */
  phone?: boolean;
}

/**
 * A static page's first visit (over the throttled link) and its visit again (from the HTTP
 * cache): what no page with that content can beat through this profile on this machine.
 */
async function floor(
  browser: Browser,
  html: string,
  serving: FloorServing = {},
): Promise<{ first: Visit[]; again: Visit[] }> {
  const body = serving.brotli
    ? brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 9,
        },
      })
    : Buffer.from(html);
  const server = createServer((_req, res) => {
    res.writeHead(200, {
      ...serving.headers,
      'content-type': serving.headers ? 'text/html; charset=utf-8' : 'text/html',
      'cache-control': 'max-age=600',
      ...(serving.brotli ? { 'content-encoding': 'br' } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const first: Visit[] = [];
  const again: Visit[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(
        serving.phone ? androidPhone() : { viewport: PHONE, isMobile: true, hasTouch: true },
      );
      try {
        const opened = await visit(context, url);
        first.push(opened.visit);
        await opened.page.close();
        again.push((await visit(context, url)).visit);
      } finally {
        await context.close();
      }
    }
  } finally {
    server.close();
  }
  return { first, again };
}

/** the headers that describe a body (kind, coding, length, version) rather than the page */
const BODY_HEADERS = new Set([
  'content-type',
  'content-encoding',
  'content-length',
  'etag',
  'cache-control',
  'vary',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The now page as the server sends it to a phone, scripts and pictures left out: its first
 * screen and inline stylesheet alone, the same text in the same fonts; and the page's headers.
 */
async function staticFirstScreen(
  url: string,
): Promise<{ html: string; headers: Record<string, string> }> {
  const response = await fetch(url, { headers: { 'user-agent': ANDROID_UA } });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!BODY_HEADERS.has(name)) headers[name] = value;
  });
  const html = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|icon|apple-touch-icon|manifest)"[^>]*>/g, '')
    .replace(/<img\b[^>]*>/g, '');
  return { html, headers };
}

/** Stops the context's service workers and waits until they say so. */
async function stopWorkers(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const running = new Set<string>();
  let stopped: () => void = () => {};
  const allStopped = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) {
      if (v.runningStatus === 'stopped') running.delete(v.versionId);
      else running.add(v.versionId);
    }
    if (running.size === 0) stopped();
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await Promise.race([allStopped, new Promise((r) => setTimeout(r, 3000))]);
  await cdp.detach();
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function mobileLoad(browser: Browser, baseUrl: string, path: string) {
  const first: Visit[] = [];
  const repeat: Visit[] = [];
  const repeatWarm: Visit[] = [];
  const unrendered: Visit[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    try {
      const opened = await visit(context, baseUrl + path);
      first.push(opened.visit);
      const festival = path.split('/').pop() ?? '';
      await workerHolds(opened.page, `/api/lineup/${festival}`);
      // a fan comes back later: the browser has stopped the idle worker by then
      await stopWorkers(context, opened.page);
      await opened.page.close();
      const again = await visit(context, baseUrl + path);
      repeat.push(again.visit);
      await again.page.close();
      // and seconds later, the worker still running
      repeatWarm.push((await visit(context, baseUrl + path)).visit);
    } finally {
      await context.close();
    }
    const plain = await browser.newContext(androidPhone());
    try {
      unrendered.push((await visit(plain, baseUrl + path, true)).visit);
    } finally {
      await plain.close();
    }
  }
  const bare = await floor(browser, FLOOR_HTML);
  const screen = await staticFirstScreen(baseUrl + path);
  const sameScreen = await floor(browser, screen.html);
  // Served as the page is: its headers (the opener policy puts it into a renderer of its own,
  // as the page is; the bare floor stays in its tab's first one), brotli, the phone's context
  const likePage = await floor(browser, screen.html, {
    headers: screen.headers,
    brotli: true,
    phone: true,
  });
  const firstLcp = median(first.map((v) => v.lcpMs));
  const repeatLcp = median(repeat.map((v) => v.lcpMs));
  const profile = `${MOBILE_PROFILE.cpuSlowdown}× CPU, ${MOBILE_PROFILE.latencyMs} ms, ${MOBILE_PROFILE.downKbit / 1000} Mbit/s`;
  console.log(`\nMobile profile (${profile}), ${path}, median of ${RUNS}`);
  console.log(
    `  first visit:  LCP ${first.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, FCP ${first.map((v) => Math.round(v.fcpMs)).join(' / ')} ms, lineup requests before the first screen: ${first.map((v) => v.lineupRequests).join(' / ')}`,
  );
  const tasks = (vs: Visit[]) => vs.map((v) => Math.round(v.longestTaskMs)).join(' / ');
  console.log(
    `  longest task after the first paint (a tap waits up to that long): first visit ${tasks(first)} ms, repeat visit ${tasks(repeat)} ms`,
  );
  console.log(
    `  first visit without the server's first screen (same run): LCP ${unrendered.map((v) => Math.round(v.lcpMs)).join(' / ')} ms`,
  );
  console.log(
    `  repeat visit (the worker stopped, as when a fan comes back later): LCP ${repeat.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, FCP ${repeat.map((v) => Math.round(v.fcpMs)).join(' / ')} ms, the worker's start and answer ${repeat.map((v) => Math.round(v.workerMs)).join(' / ')} ms`,
  );
  console.log(
    `  repeat visit seconds later (the worker still running): LCP ${repeatWarm.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, the worker's answer ${repeatWarm.map((v) => Math.round(v.workerMs)).join(' / ')} ms`,
  );
  console.log(
    `  floor, a page with one heading through the same profile: first visit LCP ${bare.first.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, again from cache ${bare.again.map((v) => Math.round(v.lcpMs)).join(' / ')} ms`,
  );
  console.log(
    `  floor, the same first screen as a static page without script: first visit LCP ${sameScreen.first.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, again from cache ${sameScreen.again.map((v) => Math.round(v.lcpMs)).join(' / ')} ms`,
  );
  console.log(
    `  floor, the same first screen without script served as the page is (its headers, brotli, the phone's context): first visit LCP ${likePage.first.map((v) => Math.round(v.lcpMs)).join(' / ')} ms, again from cache ${likePage.again.map((v) => Math.round(v.lcpMs)).join(' / ')} ms`,
  );
  const ratio = (floorMs: number) => Math.round((firstLcp / floorMs) * 100) / 100;
  const cachedFloor = median(sameScreen.again.map((v) => v.lcpMs));
  const servedFloor = median(likePage.first.map((v) => v.lcpMs));
  const checks: Check[] = [
    {
      name: 'mobile first visit against the same screen without script, from cache',
      value: ratio(cachedFloor),
      unit: '×',
      goal: `<= ${FLOOR_RATIO_GOAL}×`,
      ok: ratio(cachedFloor) <= FLOOR_RATIO_GOAL,
    },
    {
      name: 'mobile first visit against the same screen without script, served as the page',
      value: ratio(servedFloor),
      unit: '×',
      goal: `<= ${FLOOR_RATIO_GOAL}×`,
      ok: ratio(servedFloor) <= FLOOR_RATIO_GOAL,
    },
    {
      name: 'mobile first visit: largest paint',
      value: Math.round(firstLcp),
      unit: 'ms',
      goal: `<= ${FIRST_GOAL_MS} ms`,
      ok: firstLcp <= FIRST_GOAL_MS,
    },
    {
      name: 'mobile repeat visit (service worker): largest paint',
      value: Math.round(repeatLcp),
      unit: 'ms',
      goal: `<= ${REPEAT_GOAL_MS} ms`,
      ok: repeatLcp <= REPEAT_GOAL_MS,
    },
  ];
  return {
    profile: MOBILE_PROFILE,
    first,
    repeat,
    repeatWarm,
    unrendered,
    floor: bare,
    floorSameScreen: sameScreen,
    floorServedAsPage: likePage,
    checks,
  };
}
