// Debian's Chromium driven by playwright-core: never a downloaded browser.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** fixes the browser's clock (Date) at this instant; timers keep running */
  now?: string;
  locale?: string;
  mobile?: boolean;
  /** the device's time zone (times must still read in the event's zone) */
  timezoneId?: string;
}

export async function openContext(
  browser: Browser,
  opts: PageOptions = {},
): Promise<BrowserContext> {
  const mobile = opts.mobile ?? (opts.viewport ?? PHONE).width < 700;
  const context = await browser.newContext({
    viewport: opts.viewport ?? PHONE,
    locale: opts.locale ?? 'en-GB',
    timezoneId: opts.timezoneId ?? 'Europe/Berlin',
    isMobile: mobile,
    hasTouch: mobile,
    colorScheme: 'dark',
    serviceWorkers: 'block',
  });
  return context;
}

export async function newPage(context: BrowserContext, opts: PageOptions = {}): Promise<Page> {
  const page = await context.newPage();
  if (opts.now) await page.clock.setFixedTime(new Date(opts.now));
  page.on('pageerror', (err) => {
    console.error('page error:', err.message);
  });
  return page;
}
