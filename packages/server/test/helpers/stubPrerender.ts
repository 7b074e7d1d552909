// A web build with a stand-in prerender bundle, in the place `npm run build` puts the real one
// (the browser tests run the real one), and a server on it whose clock the test sets: the
// first screens' tests are about what the server does with a renderer, not what it draws.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../src/clock.ts';
import { type ServerOptions, startServer, TEST_NOW, type TestServer } from './server.ts';
import { tempDir } from './tmp.ts';

export const STUB_INDEX =
  '<!doctype html><html lang="en-GB"><head><title>Lineup</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">' +
  '</head><body><div id="root"></div></body></html>';
export const STUB_CSS = 'body{background:#14121f}';

export interface StubBuild {
  /** the folder holding dist/ and dist-prerender/ */
  dir: string;
  /** WEB_DIST */
  dist: string;
  /** dist-prerender/, where the renderer is (and may leave files for the test) */
  prerender: string;
  remove(): void;
}

/**
 * index.html and its stylesheet, `files` (paths under dist/), and `renderer` as the prerender
 * bundle (none: no bundle was built)
 */
export function stubWebBuild(
  renderer: string | null,
  files: Record<string, string> = {},
): StubBuild {
  const web = tempDir('lineup-build-');
  const dist = path.join(web.dir, 'dist');
  const prerender = path.join(web.dir, 'dist-prerender');
  const all = { 'index.html': STUB_INDEX, 'assets/index-abc.css': STUB_CSS, ...files };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  if (renderer !== null) {
    mkdirSync(prerender);
    writeFileSync(path.join(prerender, 'firstScreen.js'), renderer);
  }
  return { dir: web.dir, dist, prerender, remove: web.remove };
}

export interface StubServer {
  readonly server: TestServer;
  readonly web: StubBuild;
  /** the server's clock (epoch ms), TEST_NOW at first */
  now: number;
}

/** a server on a stub build for the tests of the file (started before all, stopped after) */
export function useStubPrerender(
  renderer: string,
  opts: { files?: Record<string, string>; env?: Record<string, string> } & Pick<
    ServerOptions,
    'logStream'
  > = {},
): StubServer {
  let server: TestServer | undefined;
  let web: StubBuild | undefined;
  const stub = {
    now: Date.parse(TEST_NOW),
    get server(): TestServer {
      if (!server) throw new Error('used before beforeAll ran');
      return server;
    },
    get web(): StubBuild {
      if (!web) throw new Error('used before beforeAll ran');
      return web;
    },
  };
  const clock: Clock = { now: () => new Date(stub.now) };
  beforeAll(async () => {
    web = stubWebBuild(renderer, opts.files);
    server = await startServer({
      env: { WEB_DIST: web.dist, ...opts.env },
      clock,
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
    });
  });
  afterAll(async () => {
    await server?.dispose();
    web?.remove();
  });
  return stub;
}
