// A mid-range phone over a poor mobile link (issue 15), applied by Chromium itself (DevTools
// protocol): the one profile the now page's and the grid's mobile benchmarks share.
import type { BrowserContext, Page } from 'playwright-core';

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
}
