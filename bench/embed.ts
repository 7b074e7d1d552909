// The lineup on an organiser's website (issue 36): a page on another origin with the
// <lineup-schedule> snippet, opened by a mid-range phone over a poor mobile link (the shared
// mobile profile). Measured in the page: from the navigation's start to the frame where the
// widget shows every stage's now/next. First visit (nothing cached) and the visit again
// (script from the HTTP cache, the lineup's stored copy shown while it is revalidated).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { androidPhone } from '../e2e/support/browser.ts';
import { type Check, median } from './support/format.ts';
import { MOBILE_PROFILE, throttle } from './support/mobileProfile.ts';

const RUNS = 5;
const GOAL_MS = 1000;

function hostPage(app: string, event: string, preload: boolean): string {
  // the host's own script notes the first frame in which the widget shows its stages
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Festival</title>
<script>
(function watch() {
  var el = document.querySelector('lineup-schedule');
  var shown = el && el.shadowRoot && el.shadowRoot.querySelector('.nn li');
  if (shown) { window.__widgetShown = performance.now(); return; }
  requestAnimationFrame(watch);
})();
</script></head><body>
<h1>Our festival</h1><p>Who plays when, on every stage:</p>
${preload ? `<link rel="preload" href="${app}/api/lineup/${event}" as="fetch" crossorigin="anonymous">` : ''}
<script src="${app}/embed/v1.js" type="module"></script>
<lineup-schedule event="${event}" lang="de"><a href="${app}/de/lineup/${event}">Line-up</a></lineup-schedule>
</body></html>`;
}

interface Visit {
  ms: number;
  /** requests for the lineup the page made (1: the preload was used) */
  lineupRequests: number;
}

async function visit(context: BrowserContext, url: string): Promise<Visit> {
  const page = await context.newPage();
  let lineupRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/lineup/')) lineupRequests++;
  });
  try {
    await throttle(context, page);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { __widgetShown?: number }).__widgetShown, null, {
      timeout: 60_000,
    });
    const ms = await page.evaluate(() => (window as { __widgetShown?: number }).__widgetShown ?? 0);
    return { ms, lineupRequests };
  } finally {
    await page.close();
  }
}

export async function embedBench(browser: Browser, appUrl: string, event: string) {
  const pages: Record<string, string> = {
    '/': hostPage(appUrl, event, true),
    '/without-preload': hostPage(appUrl, event, false),
  };
  const host = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'max-age=600',
    });
    res.end(pages[req.url ?? '/'] ?? pages['/']);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const first: Visit[] = [];
  const again: Visit[] = [];
  const plain: Visit[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext(androidPhone());
      try {
        first.push(await visit(context, `${url}/`));
        again.push(await visit(context, `${url}/`));
      } finally {
        await context.close();
      }
      const other = await browser.newContext(androidPhone());
      try {
        plain.push(await visit(other, `${url}/without-preload`));
      } finally {
        await other.close();
      }
    }
  } finally {
    host.close();
  }
  const profile = `${MOBILE_PROFILE.cpuSlowdown}× CPU, ${MOBILE_PROFILE.latencyMs} ms, ${MOBILE_PROFILE.downKbit / 1000} Mbit/s`;
  const list = (xs: Visit[]) => xs.map((x) => Math.round(x.ms)).join(' / ');
  const times = (xs: Visit[]) => xs.map((x) => x.ms);
  console.log(`\nThe embed on another site (${profile}), ${event}, ${RUNS} runs`);
  console.log(
    `  first visit (the snippet as the organiser page writes it): widget with every stage's now/next after ${list(first)} ms; lineup requests ${first.map((v) => v.lineupRequests).join(' / ')}`,
  );
  console.log(`  visit again: ${list(again)} ms`);
  console.log(`  first visit without the snippet's preload (same run): ${list(plain)} ms`);
  const checks: Check[] = [
    {
      name: 'embed on a phone, first visit: widget shown',
      value: Math.round(median(times(first))),
      unit: 'ms',
      goal: `<= ${GOAL_MS} ms`,
      ok: median(times(first)) <= GOAL_MS,
    },
    {
      name: 'embed on a phone, visit again: widget shown',
      value: Math.round(median(times(again))),
      unit: 'ms',
      goal: `<= ${GOAL_MS} ms`,
      ok: median(times(again)) <= GOAL_MS,
    },
  ];
  return { profile: MOBILE_PROFILE, first, again, withoutPreload: plain, checks };
}
