// One server and one browser for a test file: started together before its first test, stopped
// after its last. The fans' suite (suite.ts) and the organisers' (organiser.ts) start theirs so.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import type { RunningServer } from './server.ts';

export interface Running {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** `start` starts the file's server (startServer with its options) */
export function useServerAndBrowser(start: () => Promise<RunningServer>): Running {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([start(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}

/** `rest` with the file's server and browser on it (read when a test runs, not before) */
export function withRunning<T extends object>(running: Running, rest: T): T & Running {
  return Object.defineProperties(rest, {
    server: { get: () => running.server, enumerable: true },
    browser: { get: () => running.browser, enumerable: true },
  }) as T & Running;
}
