// A mid-range phone over a poor mobile link (issue 15), applied by Chromium itself (DevTools
// protocol): the one profile the phone benchmarks share (the now page, the grid, My plan, a
// big festival). Whether a visit ran at its CPU slowdown: support/profileCheck.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { androidPhone } from '../../e2e/support/browser.ts';
import { keepOnTimeFromStart } from './profileCheck.ts';

export const MOBILE_PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downKbit: 1600,
  upKbit: 750,
};

export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downKbit * 1000) / 8,
    uploadThroughput: (MOBILE_PROFILE.upKbit * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  // the renderer the first navigation moves the page to starts a throttling thread of its own:
  // raised to a real-time priority as soon as it is there (support/profileCheck.ts)
  onTime.set(page, keepOnTimeFromStart());
}

const onTime = new WeakMap<Page, () => boolean>();

/** whether the page's throttling thread was raised to a real-time priority (and stops looking) */
export function throttleOnTime(page: Page): boolean {
  return onTime.get(page)?.() ?? false;
}

/** a phone's browser context (Android's user agent, viewport and touch) */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext(androidPhone());
}

/** a new page of the context, on the phone's CPU and network from its first request */
export async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await throttle(context, page);
  return page;
}
