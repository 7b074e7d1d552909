// The big festival's grid as the first page of a visit, traced (issue 37): the demo's and
// Glastonbury 2023's grid on the phone profile, each visit in a fresh context with a Chromium
// trace, to tell the server's part of `npm run bench -- big` from the browser's. Run it with
// `node bench/bigTrace.ts` after `npm run build`; it prints for each visit the page's own
// times (first byte, response end, first and largest paint and its element, the acts at now
// shown as the bench counts it, when the drawn grid and the app's root were parsed, when the
// app took the drawn grid over, layout shifts), then from the trace the requests, the main
// thread's tasks up to the acts shown with what they did, and the CPU by kind of work.
// TRACE_RUNS=N visits each (2); TRACE_SAVE=1 keeps the traces in /tmp; TRACE_QUIET=1 prints
// the page's times only; TRACE_BIG_ONLY=1 skips the demo; TRACE_WAIT=ms after the acts shown
// (1500). Both pages are asked for once first, so the visits do not wait for a page build.
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { recorder } from './bigFestival.ts';
import { glastonburyData } from './support/glastonbury.ts';
import { phoneContext, phonePage } from './support/mobileProfile.ts';
import { startBenchServer } from './support/server.ts';

const RUNS = Number(process.env.TRACE_RUNS ?? 2);
const TRACE = {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
    'loading',
    'v8.execute',
  ],
};

/** the page's own times beside bigFestival.ts's recorder: first byte, paints, the drawn grid's marks */
function timings(): void {
  const clock = performance.now.bind(performance);
  const frame = requestAnimationFrame.bind(window);
  const entries = performance.getEntriesByType.bind(performance);
  const byName = performance.getEntriesByName.bind(performance);
  const w = window as unknown as {
    lcp: unknown[];
    marks: Record<string, number>;
    timing: () => unknown;
  };
  w.timing = () => {
    const n = entries('navigation')[0] as PerformanceNavigationTiming;
    return {
      ttfb: Math.round(n.responseStart),
      respEnd: Math.round(n.responseEnd),
      dcl: Math.round(n.domContentLoadedEventEnd),
      fcp: Math.round(byName('first-contentful-paint')[0]?.startTime ?? 0),
    };
  };
  w.lcp = [];
  w.marks = {};
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      element?: Element;
      size: number;
    })[])
      w.lcp.push({
        t: Math.round(e.startTime),
        size: e.size,
        el: e.element ? `${e.element.tagName}.${e.element.className}`.slice(0, 60) : '?',
      });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (!w.marks.firstGrid && document.getElementById('first-grid')) w.marks.firstGrid = clock();
    if (!w.marks.root && document.getElementById('root')) w.marks.root = clock();
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
  const gone = () => {
    if (document.getElementById('first-grid') || !w.marks.firstGrid) return frame(gone);
    w.marks.takeover = clock();
  };
  frame(gone);
}

interface Ev {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

function analyse(buf: Buffer, shownAt: number, label: string) {
  const events = (JSON.parse(buf.toString()) as { traceEvents: Ev[] }).traceEvents;
  const mainIds = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  const main = new Set(mainIds);
  const nav = events.find((e) => e.name === 'navigationStart' && main.has(`${e.pid}:${e.tid}`));
  const navs = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts);
  const t0 = nav?.ts ?? Math.min(...navs);
  const rel = (ts: number) => (ts - t0) / 1000;
  const end = shownAt + 50;
  const onMain = events.filter(
    (e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && rel(e.ts) >= -5 && rel(e.ts) <= end,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 3000);
  const lines: string[] = [];
  const sums: Record<string, number> = {};
  for (const e of onMain) {
    if (e.name === 'RunTask') continue;
    // top-level children of tasks only
    const parent = tasks.find((t) => t.ts <= e.ts && t.ts + (t.dur ?? 0) >= e.ts + (e.dur ?? 0));
    if (!parent) continue;
    const nested = onMain.some(
      (o) =>
        o !== e &&
        o.name !== 'RunTask' &&
        o.ts <= e.ts &&
        o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) &&
        (o.dur ?? 0) > (e.dur ?? 0),
    );
    if (nested) continue;
    sums[e.name] = (sums[e.name] ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000;
  }
  for (const t of tasks) {
    const kids = onMain
      .filter(
        (e) =>
          e !== t &&
          e.name !== 'RunTask' &&
          e.ts >= t.ts &&
          e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) &&
          (e.dur ?? 0) > 2000,
      )
      .map((e) => {
        const d = e.args?.data ?? {};
        const extra =
          (d.url as string | undefined)?.split('/').pop() ??
          (d.functionName as string | undefined) ??
          (d.type as string | undefined) ??
          '';
        const more =
          e.name === 'Layout'
            ? ` dirty=${(e.args?.beginData as { dirtyObjects?: number } | undefined)?.dirtyObjects ?? ''}/${(e.args?.beginData as { totalObjects?: number } | undefined)?.totalObjects ?? ''}`
            : e.name === 'ParseHTML'
              ? ` lines=${(e.args?.beginData as { startLine?: number } | undefined)?.startLine ?? ''}-${(e.args?.endData as { endLine?: number } | undefined)?.endLine ?? ''}`
              : '';
        return `${e.name}${extra ? `(${extra})` : ''}${more} ${((e.tdur ?? e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    lines.push(
      `  ${rel(t.ts).toFixed(0).padStart(5)} +${((t.dur ?? 0) / 1000).toFixed(0).padStart(3)} cpu ${((t.tdur ?? 0) / 1000).toFixed(0).padStart(3)}: ${kids.slice(0, 8).join(', ')}`,
    );
  }
  // network
  const sends = events.filter((e) => e.name === 'ResourceSendRequest');
  const fin = events.filter(
    (e) => e.name === 'ResourceFinish' || e.name === 'ResourceReceiveResponse',
  );
  const net: string[] = [];
  for (const s of sends) {
    const id = s.args?.data?.requestId;
    const url = String(s.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
    const resp = fin.find(
      (e) => e.name === 'ResourceReceiveResponse' && e.args?.data?.requestId === id,
    );
    const done = fin.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id);
    net.push(
      `  ${rel(s.ts).toFixed(0).padStart(5)} → ${resp ? rel(resp.ts).toFixed(0) : '?'} → ${done ? rel(done.ts).toFixed(0) : '?'} ${url.slice(0, 70)} ${done?.args?.data?.encodedDataLength ?? ''}`,
    );
  }
  const paints = events
    .filter(
      (e) =>
        main.has(`${e.pid}:${e.tid}`) &&
        (e.name === 'firstContentfulPaint' || e.name === 'largestContentfulPaint::Candidate'),
    )
    .map((e) => `${e.name.replace('::Candidate', '')}@${rel(e.ts).toFixed(0)}`);
  const cpuToShown = tasks.reduce((n, t) => n + (t.tdur ?? 0) / 1000, 0);
  console.log(
    `### ${label} cpu to shown ${cpuToShown.toFixed(0)}; ${['ParseHTML', 'Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint', 'Layerize', 'Commit'].map((k) => `${k} ${(sums[k] ?? 0).toFixed(0)}`).join(', ')}`,
  );
  console.log(`--- ${label}`);
  console.log(`  paints: ${paints.join(' ')}`);
  console.log(net.join('\n'));
  console.log(lines.join('\n'));
  console.log(
    `  sums to shown: ${Object.entries(sums)
      .filter(([, v]) => v > 3)
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ')}`,
  );
}

async function visit(browser: Browser, url: string, label: string, now?: string, trace = true) {
  const context = await phoneContext(browser);
  try {
    const page = await phonePage(context);
    await page.addInitScript(recorder, '.grid-set');
    await page.addInitScript(timings);
    if (now) await page.clock.setFixedTime(new Date(now));
    if (trace) await browser.startTracing(page, TRACE);
    await page.goto(url);
    await page.waitForFunction(() => (window as unknown as { shownAt: number }).shownAt > 0, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(Number(process.env.TRACE_WAIT ?? 1500));
    const seen = await page.evaluate(() => {
      const w = window as unknown as {
        shownAt: number;
        lcp: unknown[];
        marks: Record<string, number>;
        timing: () => Record<string, number>;
      };
      return {
        shownAt: Math.round(w.shownAt),
        shifts: (w as unknown as { shifts: unknown[] }).shifts,
        ...w.timing(),
        lcp: w.lcp,
        marks: Object.fromEntries(Object.entries(w.marks).map(([k, v]) => [k, Math.round(v)])),
      };
    });
    console.log(`=== ${label} load ${loadavg()[0]!.toFixed(1)}: ${JSON.stringify(seen)}`);
    if (trace) {
      const buf = await browser.stopTracing();
      if (process.env.TRACE_SAVE) writeFileSync(`/tmp/bigTrace-${label}.json`, buf);
      if (!process.env.TRACE_QUIET) analyse(buf, seen.shownAt, label);
    }
    return seen;
  } finally {
    await context.close();
  }
}

const data = glastonburyData();
const now = '2023-06-24T20:00:00.000Z';
const demo = await startBenchServer();
const glasto = await startBenchServer({ data, env: { LINEUP_NOW: now } });
const browser = await launchBrowser();
try {
  // warm each server's page for this minute, as a bench visit after the first would
  for (const u of [`${demo.url}/grid/demo-2026`, `${glasto.url}/grid/glastonbury-2023`]) {
    const html = await fetch(u, { headers: { 'accept-encoding': 'br' } }).then((r) => r.text());
    if (process.env.TRACE_SAVE)
      writeFileSync(`/tmp/bigTrace-${u.includes('demo') ? 'demo' : 'glasto'}.html`, html);
  }
  for (let i = 0; i < RUNS; i++) {
    if (!process.env.TRACE_BIG_ONLY) await visit(browser, `${demo.url}/grid/demo-2026`, `demo${i}`);
    await visit(browser, `${glasto.url}/grid/glastonbury-2023`, `glasto${i}`, now);
  }
} finally {
  await browser.close();
  await demo.stop();
  await glasto.stop();
  rmSync(data, { recursive: true, force: true });
}
