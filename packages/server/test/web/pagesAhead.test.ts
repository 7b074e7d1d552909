// The pages with a first screen show their minute, so they are built again each minute; the
// ones asked for lately are built ahead of the next minute (issue 37: Glastonbury's grid took
// hundreds of milliseconds to build, paid by the first fan of each minute). The stand-in
// renderer (stubPrerender.ts) says the clock it drew at, how many screens its thread drew and
// which sets played then; it leaves a file for each screen it drew, and waits or fails when
// the test leaves a file asking it to.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesAhead } from '../../src/web/lineupPage.ts';
import { eventually } from '../helpers/server.ts';
import { useStubPrerender } from '../helpers/stubPrerender.ts';
import { until } from '../helpers/waiting.ts';

const RENDERER = `
import { existsSync, writeFileSync } from 'node:fs';
const here = (name) => new URL(name, import.meta.url);
let calls = 0;
function draw(kind, input) {
  calls++;
  const at = new Date(input.now).toISOString();
  const name = kind + '-' + at.replace(/:/g, '');
  if (existsSync(here('fail-' + name))) throw new Error('asked to fail');
  if (existsSync(here('hold-' + name))) {
    writeFileSync(here('started-' + name), '');
    const until = Date.now() + 5000;
    while (!existsSync(here('release')) && Date.now() < until) {}
  }
  const iso = new Date(input.now).toISOString();
  const playing = input.lineup.sets.flat()
    .filter((s) => s.start <= iso && iso < s.end)
    .map((s) => s.dj)
    .sort();
  writeFileSync(here('drawn-' + name), '');
  return '<p id="first" data-now="' + at + '" data-calls="' + calls + '">' + playing.join(', ') + '</p>';
}
export function renderFirstScreen(input) { return draw('now', input); }
export function renderFirstGrid(input) { return draw('grid', input); }
`;
const FIRST = /<p id="first" data-now="([^"]*)" data-calls="(\d+)">([^<]*)<\/p>/;

describe('pages built ahead of their minute', () => {
  const stub = useStubPrerender(RENDERER);
  const file = (name: string) => path.join(stub.web.prerender, name.replace(/:/g, ''));
  const page = async (url: string) => {
    const html = await fetch(`${stub.server.url}${url}`).then((r) => r.text());
    const m = FIRST.exec(html);
    return m ? { now: m[1], calls: Number(m[2]), playing: m[3] } : null;
  };

  it("serves the next minute's pages built ahead, with that minute's sets", async () => {
    // 20 s before 22:00, when Ada Lovelace ends and Grace Hopper starts on the main stage
    stub.now = Date.parse('2026-07-30T21:59:40.000Z');
    const grid = await page('/grid/sunrise-2026');
    const now = await page('/event/sunrise-2026');
    expect(grid?.playing).toBe('Ada Lovelace, Linus & Ken');
    expect(now?.now).toBe('2026-07-30T21:59:40.000Z');
    // both are built for 22:00 meanwhile
    await until(() => existsSync(file('drawn-grid-2026-07-30T22:00:00.000Z')));
    await until(() => existsSync(file('drawn-now-2026-07-30T22:00:00.000Z')));
    const served = pagesAhead.served;
    stub.now = Date.parse('2026-07-30T22:00:00.000Z');
    const [gridAt, nowAt] = [await page('/grid/sunrise-2026'), await page('/event/sunrise-2026')];
    expect(gridAt?.now).toBe('2026-07-30T22:00:00.000Z');
    expect(gridAt?.playing).toBe('Grace Hopper, Linus & Ken');
    expect(nowAt?.now).toBe('2026-07-30T22:00:00.000Z');
    expect(nowAt?.playing).toBe('Grace Hopper, Linus & Ken');
    // the pages were the ones built ahead: nothing was drawn when they were asked for
    expect(pagesAhead.served).toBe(served + 2);
    const again = await page('/grid/sunrise-2026');
    expect(again?.calls).toBe(gridAt?.calls);
    // the thread (this file's first test: a new one) drew four screens in all: the two of
    // 21:59 and the two of 22:00, these
    expect(Math.max(gridAt?.calls ?? 0, nowAt?.calls ?? 0)).toBe(4);
  });

  it('answers /health while the next minute is built', async () => {
    stub.now = Date.parse('2026-07-30T22:01:50.000Z');
    writeFileSync(file('hold-now-2026-07-30T22:02:00.000Z'), '');
    expect((await page('/event/sunrise-2026'))?.now).toBe('2026-07-30T22:01:50.000Z');
    await until(() => existsSync(file('started-now-2026-07-30T22:02:00.000Z')));
    const health = await fetch(`${stub.server.url}/health`);
    expect(health.status).toBe(200);
    // the build ahead was still going on
    expect(existsSync(file('drawn-now-2026-07-30T22:02:00.000Z'))).toBe(false);
    writeFileSync(file('release'), '');
    stub.now = Date.parse('2026-07-30T22:02:00.000Z');
    const next = await page('/event/sunrise-2026');
    expect(next?.now).toBe('2026-07-30T22:02:00.000Z');
  });

  it('builds the page again when the build ahead failed: never sent without its first screen', async () => {
    stub.now = Date.parse('2026-07-30T22:03:45.000Z');
    writeFileSync(file('fail-grid-2026-07-30T22:04:00.000Z'), '');
    await page('/grid/sunrise-2026');
    await until(() => existsSync(file('drawn-now-2026-07-30T22:04:00.000Z')));
    // asked for again at 22:04: drawn then (with the minute's exact clock)
    stub.now = Date.parse('2026-07-30T22:04:00.000Z') + 1;
    const at = await page('/grid/sunrise-2026');
    expect(at?.now).toBe('2026-07-30T22:04:00.001Z');
    expect(at?.playing).toBe('Grace Hopper, Linus & Ken');
  });

  it('builds the page again when the lineup changed after the build ahead', async () => {
    stub.now = Date.parse('2026-07-30T22:05:45.000Z');
    await page('/event/sunrise-2026');
    await until(() => existsSync(file('drawn-now-2026-07-30T22:06:00.000Z')));
    // the organiser renames the act playing, before 22:06
    const yaml = path.join(stub.server.eventsDir, 'sunrise-2026.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replaceAll('Grace Hopper', 'Grace B. Hopper'));
    await eventually(async () => {
      const text = await fetch(`${stub.server.url}/api/lineup/sunrise-2026`).then((r) => r.text());
      return text.includes('Grace B. Hopper') ? true : undefined;
    }, 10_000);
    stub.now = Date.parse('2026-07-30T22:06:00.000Z');
    const at = await page('/event/sunrise-2026');
    expect(at?.playing).toBe('Grace B. Hopper, Linus & Ken');
  });
});
