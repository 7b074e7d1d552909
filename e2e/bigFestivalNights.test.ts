// A big festival night by night (issue 37): Glastonbury 2023 (2,993 sets on 85 stages, from its
// real spreadsheet) is too large to go inline, so the grid's page carries the night it opens on
// and the app fetches the whole lineup after its first paint. The fan sees Saturday at once,
// every other night once the rest is in, and after one visit every night offline.
import { join } from 'node:path';
import type { LineupResponse } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { androidPhone, workerClock, workerClockHeld, workerHolds } from './support/browser.ts';
import { importedData, useOwnData } from './support/ownData.ts';
import { ROOT } from './support/server.ts';

const EVENT = 'glastonbury-2023';
// 21:00 in Pilton on Saturday 24 June 2023
const NOW = '2023-06-24T20:00:00.000Z';
const SOURCE = join(ROOT, 'packages/server/test/fixtures/real/glastonbury-2023-full.csv.gz');
const LINEUP = `/api/lineup/${EVENT}`;
const GRID = `/grid/${EVENT}`;

const own = useOwnData({
  now: NOW,
  data: () =>
    importedData(SOURCE, EVENT, ['--tz', 'Europe/London', '--name', 'Glastonbury 2023']).data,
});

/** the night's part the grid's page names (and preloads) instead of carrying it */
function nightSource(html: string): string | null {
  const m =
    /<script id="lineup-data" type="application\/json"[^>]*data-src="([^"]+)"><\/script>/.exec(
      html,
    );
  return m?.[1] ?? null;
}

/**
 * the lineup a page carries inline: the worker's page holds the night's part itself (it
 * crosses no link, so nothing holds its paint behind it)
 */
function inlineLineup(html: string): LineupResponse | null {
  const m = /<script id="lineup-data" type="application\/json"[^>]*>([\s\S]+?)<\/script>/.exec(
    html,
  );
  return m ? (JSON.parse(m[1]!) as LineupResponse) : null;
}

describe('Glastonbury 2023 night by night', () => {
  it("names Saturday's night on the grid's page, the sets the whole lineup has for it", async () => {
    const whole = (await (await fetch(own.server.url + LINEUP)).json()) as LineupResponse;
    const html = await (await fetch(own.server.url + GRID)).text();
    // the night's JSON is a request the page starts (its preload) after the drawn grid's bytes,
    // which a phone paints as soon as they are in: not the whole 1.1 MB, not inline
    const src = nightSource(html);
    expect(src).toBe(`${LINEUP}?night=2023-06-24`);
    const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${src}">`;
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<div id="root"></div>'));
    // the grid's code is fetched beside the app's script, not after it has run
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/GridScreen-[\w-]+\.js">/);
    expect(html.length).toBeLessThan(JSON.stringify(whole).length / 10);
    const part = (await (await fetch(own.server.url + src)).json()) as LineupResponse;
    expect(part.part?.night).toBe('2023-06-24');
    expect(part.part?.nights.map((n) => n.key)).toContain('2023-06-23');
    // Saturday's sets of the whole answer: those starting from 07:00 Saturday to 07:00 Sunday
    const from = Date.parse('2023-06-24T06:00:00Z');
    const to = Date.parse('2023-06-25T06:00:00Z');
    const saturday = whole.sets.map((sets) =>
      sets.filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to),
    );
    expect(part.sets).toEqual(saturday);
  });

  it("shows Saturday from the page's night, then any other night once the rest has come", async () => {
    const { page, notes } = await own.contexts.phone(own.browser, {
      javaScriptEnabled: true,
      now: NOW,
    });
    const calls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/lineup/')) calls.push(url.pathname + url.search);
    });
    await page.goto(own.server.url + GRID);
    await page.getByRole('grid', { name: 'Saturday 24 June: every stage by time' }).waitFor();
    // the blocks around now: sets playing on Saturday evening
    const first = page.locator('button.grid-set').first();
    await first.waitFor();
    const start = Date.parse((await first.getAttribute('data-start')) ?? '');
    expect(start).toBeGreaterThan(Date.parse('2023-06-24T06:00:00Z'));
    expect(start).toBeLessThan(Date.parse('2023-06-25T06:00:00Z'));
    await page.locator('.grid-night', { hasText: 'Fri' }).click();
    await page.getByRole('grid', { name: 'Friday 23 June: every stage by time' }).waitFor();
    await page.locator('.grid-set').first().waitFor();
    // the night the page named and the whole lineup, once each: the app's request for the
    // night is answered by the page's preload
    await page.waitForLoadState('networkidle');
    expect(calls.toSorted()).toEqual([LINEUP, `${LINEUP}?night=2023-06-24`]);
    expect(notes.filter((n) => /rendered afresh|error/i.test(n))).toEqual([]);
  });

  it("from the service worker too: Saturday's part drawn, then every night", async () => {
    const context = await own.contexts.next(() =>
      own.browser.newContext(androidPhone({ serviceWorkers: 'allow' })),
    );
    const first = await context.newPage();
    await first.clock.setFixedTime(new Date(NOW));
    await first.goto(`${own.server.url}/lineup/${EVENT}/0`);
    await first.getByRole('link', { name: 'All stages' }).first().waitFor();
    await workerHolds(first, LINEUP);
    await first.close();
    // a friend's grid link in a new tab: the worker writes the page, as the server would
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await workerClock(context, NOW);
    const res = await page.goto(own.server.url + GRID);
    await workerClockHeld(context, NOW);
    expect(res?.fromServiceWorker()).toBe(true);
    const html = (await res?.text()) ?? '';
    expect(inlineLineup(html)?.part?.night).toBe('2023-06-24');
    expect(html).toContain('<div id="first-grid"');
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/GridScreen-[\w-]+\.js">/);
    await page.getByRole('grid', { name: 'Saturday 24 June: every stage by time' }).waitFor();
    await page.locator('#first-grid').waitFor({ state: 'detached' });
    await page.locator('.grid-night', { hasText: 'Fri' }).click();
    await page.getByRole('grid', { name: 'Friday 23 June: every stage by time' }).waitFor();
    await page.locator('.grid-set').first().waitFor();
  });

  it('after one visit, every night is there with no network', async () => {
    const context = await own.contexts.next(() =>
      own.browser.newContext(androidPhone({ serviceWorkers: 'allow' })),
    );
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto(own.server.url + GRID);
    await page.getByRole('grid', { name: 'Saturday 24 June: every stage by time' }).waitFor();
    await workerHolds(page, LINEUP);
    await context.setOffline(true);
    await page.reload();
    const nights = page.locator('.grid-night');
    await nights.first().waitFor();
    const count = await nights.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      await nights.nth(i).click();
      await expect
        .poll(() => nights.nth(i).getAttribute('aria-current'), { timeout: 20_000 })
        .toBe('page');
      await page.locator('.grid-set').first().waitFor();
    }
    await context.setOffline(false);
  });
});
