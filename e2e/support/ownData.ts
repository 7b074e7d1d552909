// Test files that bring their own data folder (a real file imported, a generated festival):
// one server on it and one browser for the file, contexts one at a time, the folder removed
// at the end.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, OneContextAtATime } from './browser.ts';
import { ROOT, type RunningServer, startServer } from './server.ts';

export interface OwnData {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly contexts: OneContextAtATime;
}

/** `data()` makes the folder (before all tests); the server's clock stands at `now` */
export function useOwnData(opts: { now: string; data: () => string }): OwnData {
  let data: string | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts = new OneContextAtATime();
  beforeAll(async () => {
    data = opts.data();
    [server, browser] = await Promise.all([
      startServer({ fixtures: data, now: opts.now }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await contexts.close();
    await browser?.close();
    await server?.stop();
    if (data) rmSync(data, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('used before beforeAll ran');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    contexts,
  };
}

/** a Friday, 23:30 in Berlin: the demo festival's times are relative to this instant */
export const DEMO_NOW = '2026-11-27T22:30:00.000Z';

/** a copy of the repository's demo data folder (data/), for a server of the file's own */
export function demoData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lineup-demo-'));
  cpSync(join(ROOT, 'data'), dir, { recursive: true });
  return dir;
}

/**
 * A data folder holding `source` turned into `events/{id}.yaml` by `lineup import` as an
 * organiser runs it (with `args`), and what the import said. A `.gz` source is unpacked first.
 */
export function importedData(
  source: string,
  id: string,
  args: string[] = [],
): { data: string; notes: string } {
  const data = mkdtempSync(join(tmpdir(), `lineup-${id}-`));
  mkdirSync(join(data, 'events'));
  let input = source;
  if (source.endsWith('.gz')) {
    input = join(data, basename(source, '.gz'));
    writeFileSync(input, gunzipSync(readFileSync(source)));
  }
  const imported = spawnSync(process.execPath, [
    join(ROOT, 'packages/server/bin/lineup.ts'),
    'import',
    ...args,
    input,
    join(data, 'events', `${id}.yaml`),
  ]);
  const notes = `${imported.stdout}${imported.stderr}`;
  if (input !== source) rmSync(input);
  if (imported.status !== 0) throw new Error(`lineup import failed:\n${notes}`);
  return { data, notes };
}
