// The first screens are drawn in a thread of their own (issue 37: Glastonbury's grid held every
// other fan's request for hundreds of milliseconds, once a minute per language). The stand-in
// renderer (stubPrerender.ts) says which thread drew, and leaves files beside itself when a
// slow render started and ended (it ends when the test lets it).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { screenThreadsRunning } from '../../src/web/firstScreenThread.ts';
import { startServer } from '../helpers/server.ts';
import { stubWebBuild, useStubPrerender } from '../helpers/stubPrerender.ts';
import { LogCapture, until } from '../helpers/waiting.ts';

/**
 * sunrise-2025's now page draws until the test writes "release" (5 s at most), duck-night's
 * for 10 s (past the time limit); every screen says its thread and how many screens that
 * thread drew
 */
const RENDERER = `
import { existsSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
const here = (name) => new URL(name, import.meta.url);
let calls = 0;
export function renderFirstScreen(input) {
  calls++;
  const id = input.lineup.meta.id;
  if (id === 'sunrise-2025') {
    writeFileSync(here('started'), '');
    const until = Date.now() + 5000;
    while (!existsSync(here('release')) && Date.now() < until) {}
    writeFileSync(here('ended'), '');
  }
  if (id === 'duck-night') {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {}
  }
  return '<p class="first" data-thread="' + threadId + '" data-calls="' + calls + '">' + id + '</p>';
}
`;
const FIRST = /<p class="first" data-thread="(\d+)" data-calls="(\d+)">([^<]*)<\/p>/;

function screenOf(html: string) {
  const m = FIRST.exec(html);
  return m ? { thread: Number(m[1]), calls: Number(m[2]), id: m[3] } : null;
}

describe('first screens drawn off the thread that answers fans', () => {
  const log = new LogCapture();
  const stub = useStubPrerender(RENDERER, {
    env: { PRERENDER_TIMEOUT_MS: '3000', LOG_LEVEL: 'warn', LOG_FORMAT: 'json' },
    logStream: log,
  });
  const get = (url: string) => fetch(`${stub.server.url}${url}`).then((r) => r.text());

  it('answers other requests while a page waits for its first screen', async () => {
    const marker = (name: string) => path.join(stub.web.prerender, name);
    const answered: string[] = [];
    // two fans in the same minute: one render for both
    const pages = [1, 2].map(() =>
      get('/event/sunrise-2025').then((html) => {
        answered.push('page');
        return html;
      }),
    );
    await until(() => existsSync(marker('started')));
    const health = await fetch(`${stub.server.url}/health`);
    expect(health.status).toBe(200);
    answered.push('health');
    const lineup = await fetch(`${stub.server.url}/api/lineup/sunrise-2026`);
    expect(lineup.status).toBe(200);
    answered.push('lineup');
    // the render was still going on when the others were answered
    expect(existsSync(marker('ended'))).toBe(false);
    writeFileSync(marker('release'), '');
    const [first, second] = await Promise.all(pages);
    expect(answered).toEqual(['health', 'lineup', 'page', 'page']);
    const screen = screenOf(first!);
    expect(screen?.id).toBe('sunrise-2025');
    expect(screen?.thread).not.toBe(threadId);
    expect(second).toBe(first);
  });

  it('sends the page without its first screen when the render overruns its time, and warns', async () => {
    const before = screenOf(await get('/event/sunrise-2026'));
    const html = await get('/event/duck-night');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<script id="lineup-data" type="application/json" data-festival="duck-night"',
    );
    await until(() => log.text.includes('not drawn within'));
    const warning = log.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((line) => line.err?.message.includes('not drawn within 3 s'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('page sent without it');
    // the stuck thread was replaced: the next minute's page has its first screen again
    stub.now += 60_000;
    const after = screenOf(await get('/event/sunrise-2026'));
    expect(after?.id).toBe('sunrise-2026');
    expect(after?.thread).not.toBe(before?.thread);
    expect(screenThreadsRunning()).not.toContain(before?.thread);
  });
});

describe('the thread that draws first screens', () => {
  it('ends with the server', async () => {
    const web = stubWebBuild(RENDERER);
    const server = await startServer({ env: { WEB_DIST: web.dist } });
    try {
      const html = await fetch(`${server.url}/event/sunrise-2026`).then((r) => r.text());
      const screen = screenOf(html);
      expect(screen?.id).toBe('sunrise-2026');
      expect(screenThreadsRunning()).toContain(screen?.thread);
      await server.close();
      expect(screenThreadsRunning()).not.toContain(screen?.thread);
    } finally {
      await server.dispose();
      web.remove();
    }
  });
});
