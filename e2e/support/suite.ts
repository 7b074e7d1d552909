// One server and one browser per test file, a fresh browser context (a fresh "phone") per
// test: storage never leaks from one test into the next.
import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { newPage, openContext, type PageOptions } from './browser.ts';
import { type Running, useServerAndBrowser, withRunning } from './running.ts';
import { fixturesWith, type RunningServer, startServer } from './server.ts';

/** 2026-07-31 00:30 in Berlin: the first night of testfest (see fixtures/events/testfest.yaml). */
export const NOW = '2026-07-30T22:30:00.000Z';
export const EVENT = 'testfest-2026';

export interface SuiteOptions {
  now?: string;
  env?: () => Record<string, string>;
  /** extra data files: data path → source path relative to e2e/ */
  extraFixtures?: Record<string, string>;
}

export interface Suite {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly now: string;
  /** a new context and page at `path` (phone, English, the suite's instant unless told) */
  open(path: string, opts?: OpenOptions): Promise<Page>;
  /** a new context (an empty phone) without a page yet */
  context(opts?: PageOptions): Promise<BrowserContext>;
  /** a new page in `context`, with the browser clock fixed */
  page(context: BrowserContext, now?: string): Promise<Page>;
}

export interface OpenOptions extends PageOptions {
  /** storage items to put in place before the app starts */
  localStorage?: Record<string, string>;
  sessionStorage?: Record<string, string>;
}

export function useSuite(options: SuiteOptions = {}): Suite {
  const now = options.now ?? NOW;
  const running = useServerAndBrowser(async () => {
    const fixtures = options.extraFixtures ? fixturesWith(options.extraFixtures) : undefined;
    try {
      return await startServer({
        now,
        env: options.env?.() ?? {},
        ...(fixtures ? { fixtures } : {}),
      });
    } finally {
      if (fixtures) rmSync(fixtures, { recursive: true, force: true });
    }
  });
  const contexts: BrowserContext[] = [];
  const pageLogs = new Map<Page, string[]>();
  const watch = (page: Page): Page => {
    const log: string[] = [];
    pageLogs.set(page, log);
    page.on('console', (m) => {
      if (m.text().includes('blocked by Playwright')) return;
      if (m.type() === 'error' || m.type() === 'warning')
        log.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('requestfailed', (r) =>
      log.push(`request failed: ${r.url()} ${r.failure()?.errorText}`),
    );
    page.on('response', (r) => {
      if (r.status() >= 400) log.push(`HTTP ${r.status()} ${r.url()}`);
    });
    return page;
  };

  afterEach(async (ctx) => {
    // a failing test says what the page showed and what went wrong on the way
    if (ctx.task.result?.state === 'fail') {
      for (const [page, log] of pageLogs) {
        const body = await page
          .locator('body')
          // biome-ignore lint/performance/useDomNodeTextContent: what the fan saw, as laid out
          .evaluate((el) => (el as HTMLElement).innerText, undefined, { timeout: 1000 })
          .catch(() => '(no body)');
        console.log(`--- ${page.url()}\n${body.slice(0, 800)}\n${log.join('\n')}`);
      }
    }
    pageLogs.clear();
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  const suite: Suite = withRunning<Omit<Suite, keyof Running>>(running, {
    now,
    async context(opts = {}) {
      const context = await openContext(suite.browser, opts);
      // a fan's page answers in well under a second: a missing text should fail fast
      context.setDefaultTimeout(10_000);
      contexts.push(context);
      return context;
    },
    async page(context, at = now) {
      return watch(await newPage(context, { now: at }));
    },
    async open(path, opts = {}) {
      const context = await suite.context(opts);
      if (opts.localStorage || opts.sessionStorage) {
        await context.addInitScript(
          ([local, session]) => {
            // only once per tab: a reload must see what the app itself stored since
            if (location.protocol !== 'http:' || sessionStorage.getItem('__e2e_seeded')) return;
            sessionStorage.setItem('__e2e_seeded', '1');
            for (const [k, v] of Object.entries(local)) localStorage.setItem(k, v);
            for (const [k, v] of Object.entries(session)) sessionStorage.setItem(k, v);
          },
          [opts.localStorage ?? {}, opts.sessionStorage ?? {}] as const,
        );
      }
      const page = watch(await newPage(context, { now: opts.now ?? now }));
      await page.goto(suite.server.url + path);
      // a grid's page shows the server's grid over the app's until the app has drawn its own
      // (issue 37; a tap meanwhile is made on the app's): the tests act on the app's
      await page.locator('#first-grid').waitFor({ state: 'detached' });
      return page;
    },
  });
  return suite;
}

/** A storage item as the app left it. */
export function storageItem(
  page: Page,
  area: 'localStorage' | 'sessionStorage',
  key: string,
): Promise<string | null> {
  return page.evaluate(([a, k]) => window[a].getItem(k), [area, key] as const);
}

/** The lineup the server gives for an event (to read short codes and the like). */
export async function lineupOf(
  server: RunningServer,
  event = EVENT,
): Promise<{ sets: { dj: string; s: string; room: number; start: string }[][] }> {
  const res = await fetch(`${server.url}/api/lineup/${event}`);
  if (!res.ok) throw new Error(`lineup ${event}: ${res.status}`);
  return (await res.json()) as { sets: { dj: string; s: string; room: number; start: string }[][] };
}
