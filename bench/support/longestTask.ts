// The longest task's CPU time on a page's main thread, read from a Chromium trace: on a machine
// other work also runs on, a task's wall time says as much about the neighbours as about the
// page; its thread's CPU time does not (the profile's CPU slowdown is in it).
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
