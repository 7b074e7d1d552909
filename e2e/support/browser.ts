// Debian's Chromium driven by playwright-core: never a downloaded browser.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
  type Route,
} from 'playwright-core';

/**
 * Desktop Chromium builds its address bar's suggestion popup as a web page of its own: about
 * 400 modules and two seconds of CPU in a renderer of its own, started with each new window,
 * while the page under test loads on the same two cores. No phone does that: the measured
 * paints (and the tests' waits) are the page's own without it.
 */
const NO_BROWSER_UI_PAGES =
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  NO_BROWSER_UI_PAGES,
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/** a phone's browser says so in its user agent */
export const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** an Android phone in Berlin: its user agent, its screen, touch; the worker allowed or not */
export function androidPhone(
  opts: Pick<BrowserContextOptions, 'javaScriptEnabled' | 'serviceWorkers'> = {},
): BrowserContextOptions {
  return {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    colorScheme: 'dark',
    userAgent: ANDROID_UA,
    serviceWorkers: opts.serviceWorkers ?? 'block',
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
  };
}

/**
 * A page on a fresh Android phone (no worker), its clock at `now` when script runs, with the
 * console's lines: React says there when it renders the server's first screen afresh.
 */
export async function phonePage(
  browser: Browser,
  opts: { javaScriptEnabled: boolean; now: string },
): Promise<{ context: BrowserContext; page: Page; notes: string[] }> {
  const context = await browser.newContext(
    androidPhone({ javaScriptEnabled: opts.javaScriptEnabled }),
  );
  const page = await context.newPage();
  if (opts.javaScriptEnabled) await page.clock.setFixedTime(new Date(opts.now));
  const notes: string[] = [];
  page.on('console', (message) => notes.push(message.text()));
  return { context, page, notes };
}

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

/**
 * A test file's browser contexts, one open at a time: the next one closes the one before, and
 * close() (in afterAll) the last.
 */
export class OneContextAtATime {
  #context: BrowserContext | undefined;

  async next(open: () => Promise<BrowserContext>): Promise<BrowserContext> {
    await this.close();
    this.#context = await open();
    return this.#context;
  }

  /** a fresh phone, as phonePage opens it */
  async phone(
    browser: Browser,
    opts: { javaScriptEnabled: boolean; now: string },
  ): Promise<{ context: BrowserContext; page: Page; notes: string[] }> {
    await this.close();
    const opened = await phonePage(browser, opts);
    this.#context = opened.context;
    return opened;
  }

  async close(): Promise<void> {
    await this.#context?.close();
    this.#context = undefined;
  }
}

/**
 * Waits until the service worker controls the page and holds `path` in its cache. A failure
 * says how far it got: whether the worker controls the page, its state, what its caches hold.
 */
export async function workerHolds(page: Page, path: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // page.evaluate, not waitForFunction: the latter takes a pending promise for a yes
  while (
    !(await page.evaluate(
      async (p) =>
        navigator.serviceWorker.controller !== null && (await caches.match(p)) !== undefined,
      path,
    ))
  ) {
    if (Date.now() > deadline) {
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const held: string[] = [];
        for (const name of await caches.keys()) {
          const keys = await (await caches.open(name)).keys();
          held.push(
            `${name}: ${keys.length}${name.startsWith('lineup') ? ` ${keys.map((k) => k.url).join(' ')}` : ''}`,
          );
        }
        return (
          `controller ${navigator.serviceWorker.controller?.state ?? 'none'}, ` +
          `registration ${registration ? `installing ${registration.installing?.state ?? '-'} waiting ${registration.waiting?.state ?? '-'} active ${registration.active?.state ?? '-'}` : 'none'}, ` +
          `caches ${held.join('; ') || 'none'}`
        );
      });
      throw new Error(
        `the service worker did not take over with ${path} in ${timeoutMs} ms: ${state}`,
      );
    }
    await page.waitForTimeout(100);
  }
}

/**
 * Stands the context's service worker's clock at `now` (Date.now, which its pages' first
 * screens are drawn at): a page's fixed clock does not reach the worker. Holds while that
 * worker runs (the tool keeps it running while attached); a worker the browser stops and
 * starts again runs at the real date. Call it right before each navigation whose page the
 * worker draws, and `workerClockHeld` after it.
 */
export async function workerClock(context: BrowserContext, now: string): Promise<void> {
  const workers = context.serviceWorkers();
  if (workers.length === 0) throw new Error('no service worker');
  for (const worker of workers) {
    await worker.evaluate((at) => {
      const t = Date.parse(at);
      Date.now = () => t;
    }, now);
  }
}

/**
 * Fails, saying so, when the context's service worker is no longer the one whose clock
 * `workerClock` stood at `now` (the browser stopped it and started another, at the real date):
 * a page it drew then is not the one the test asked for.
 */
export async function workerClockHeld(context: BrowserContext, now: string): Promise<void> {
  const workers = context.serviceWorkers();
  if (workers.length === 0)
    throw new Error('the service worker was stopped after its clock was set');
  const want = Date.parse(now);
  for (const worker of workers) {
    const at = await worker.evaluate(() => Date.now()).catch(() => null);
    if (at !== want) {
      throw new Error(
        `the service worker was restarted after its clock was set at ${now}: it reads ` +
          `${at === null ? 'nothing (stopped)' : new Date(at).toISOString()}, so the page it ` +
          'drew was drawn at that date',
      );
    }
  }
}

/**
 * What a page went through, for a test's failure message: its navigations (in the app or
 * whole pages, the latter with the page's request), failed requests, errors and console lines,
 * each with its time since the start.
 */
export function pageDiary(page: Page): () => string {
  const start = Date.now();
  const lines: string[] = [];
  const note = (what: string) => lines.push(`${Date.now() - start} ms ${what}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
  // a whole page asked for (a link followed before the app handled it), not the app's routing
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) note(`page ${r.url()}`);
  });
  page.on('requestfailed', (r) => note(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('pageerror', (err) => note(`error ${err.message}`));
  page.on('console', (message) => note(`console ${message.text()}`));
  return () => lines.join('\n');
}

/** the app's entry script, held back by holdAppScript */
const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the app's entry script back until `release()`: what the page shows meanwhile is the
 * server's (or the service worker's) alone. `stop()` lets later loads of the page through.
 */
export async function holdAppScript(
  page: Page,
): Promise<{ release: () => void; stop: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(APP_SCRIPT, hold);
  return { release, stop: () => page.unroute(APP_SCRIPT, hold) };
}
