// The longest task's CPU time on a page's main thread, read from a Chromium trace: on a machine
// other work also runs on, a task's wall time says as much about the neighbours as about the
// page; its thread's CPU time does not (the profile's CPU slowdown is in it).
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

const TRACE = { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] };

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** the longest RunTask's thread time on the renderer's main thread (microseconds → ms) */
export function longestCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let longest = 0;
  for (const e of events) {
    if (e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`)) {
      longest = Math.max(longest, (e.tdur ?? 0) / 1000);
    }
  }
  return longest;
}

/** starts a trace of the page; the returned function stops it and gives the longest task */
export async function traceLongestTask(
  browser: Browser,
  page: Page,
): Promise<() => Promise<number>> {
  await browser.startTracing(page, TRACE);
  return async () => longestCpuMs(await browser.stopTracing());
}

/**
 * The longest task's CPU time on the page's main thread, and the CPU time of all the page's
 * renderer threads together (main thread, compositor, raster workers): what an edit costs in
 * script, style, layout, paint, layers and raster, whichever thread does it.
 */
export function rendererCpuMs(trace: Buffer): { longestMs: number; rendererMs: number } {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const renderers = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.pid),
  );
  let rendererMs = 0;
  for (const e of events) {
    if (e.name === 'RunTask' && renderers.has(e.pid)) rendererMs += (e.tdur ?? 0) / 1000;
  }
  return { longestMs: longestCpuMs(trace), rendererMs };
}

/** starts a trace of the page; the returned function stops it and gives both figures */
export async function traceRendererCpu(
  browser: Browser,
  page: Page,
): Promise<() => Promise<{ longestMs: number; rendererMs: number }>> {
  await browser.startTracing(page, TRACE);
  return async () => rendererCpuMs(await browser.stopTracing());
}

interface TimedEvent extends TraceEvent {
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/**
 * The main thread from the task that marks `console.timeStamp('navigation')` to the task of
 * the first paint after it and after the mark `console.timeStamp('shown')` if the page made
 * one (the new page's rows in the document), both tasks included: its CPU time (ms), what a
 * tap on a phone waits for before the new page shows in CPU rather than wall time (other work
 * on the machine is not in it), and its wall time to the end of that paint. Null when the
 * trace holds no such navigation. `frameCpuMs`: the CPU time of the paint's task alone.
 */
export function navigationWindow(
  trace: Buffer,
): { cpuMs: number; wallMs: number; frameCpuMs: number } | null {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TimedEvent[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`));
  const tasks = onMain.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts);
  const around = (e: TimedEvent) => tasks.find((t) => t.ts <= e.ts && e.ts <= t.ts + (t.dur ?? 0));
  const marked = (message: string) =>
    onMain.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === message);
  const mark = marked('navigation');
  const start = mark && around(mark);
  if (!start) return null;
  const after = Math.max(start.ts + (start.dur ?? 0), marked('shown')?.ts ?? 0);
  const paint = onMain
    .filter((e) => e.name === 'Paint' && e.ts >= after)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint && around(paint);
  if (!end) return null;
  let us = 0;
  for (const t of tasks) if (t.ts >= start.ts && t.ts <= end.ts) us += t.tdur ?? 0;
  return {
    cpuMs: us / 1000,
    wallMs: (paint.ts + (paint.dur ?? 0) - start.ts) / 1000,
    // the paint's task alone (its style, layout and paint), when it is not the navigation's
    frameCpuMs: end === start ? 0 : (end.tdur ?? 0) / 1000,
  };
}

/** navigationWindow's CPU time (ms), or null */
export function navigationCpuMs(trace: Buffer): number | null {
  return navigationWindow(trace)?.cpuMs ?? null;
}

/** the trace with the JavaScript sampling profiler's samples too, for a breakdown by function */
const PROFILED = {
  categories: [...TRACE.categories, 'disabled-by-default-v8.cpu_profiler', 'v8.execute', 'blink'],
};

/**
 * starts a trace of the page; the returned function stops it and gives the longest task and
 * navigationCpuMs. With `saveTo`, the trace is written there, for
 * `node bench/support/traceBreakdown.ts FILE`; with `sampled` too, it samples the page's
 * JavaScript by function (the profiler's start and samples cost CPU of their own: in the
 * figures, not in a phone's).
 */
export async function traceNavigation(
  browser: Browser,
  page: Page,
  saveTo?: string,
  sampled = false,
): Promise<
  () => Promise<{
    longestMs: number;
    toPaintMs: number | null;
    toPaintWallMs: number | null;
    frameCpuMs: number | null;
  }>
> {
  await browser.startTracing(page, saveTo && sampled ? PROFILED : TRACE);
  if (saveTo && sampled) {
    // the profiler starts at the page's next script: a task of its own, before the navigation
    await page.evaluate(() => 0);
    await page.waitForTimeout(500);
  }
  return async () => {
    const trace = await browser.stopTracing();
    if (saveTo) writeFileSync(saveTo, trace);
    const window = navigationWindow(trace);
    return {
      longestMs: longestCpuMs(trace),
      toPaintMs: window?.cpuMs ?? null,
      toPaintWallMs: window?.wallMs ?? null,
      frameCpuMs: window?.frameCpuMs ?? null,
    };
  };
}
