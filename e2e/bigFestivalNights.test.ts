// A big festival night by night (issue 37): Glastonbury 2023 (2,993 sets on 85 stages, from its
// real spreadsheet) is too large to go inline, so the grid's page carries the night it opens on
// and the app fetches the whole lineup after its first paint. The fan sees Saturday at once,
// every other night once the rest is in, and after one visit every night offline.
import { join } from 'node:path';
import type { LineupResponse } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { androidPhone, workerHolds } from './support/browser.ts';
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

function inlineLineup(html: string): LineupResponse | null {
  const m = /<script id="lineup-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  );
  return m ? (JSON.parse(m[1]!) as LineupResponse) : null;
}

describe('Glastonbury 2023 night by night', () => {
  it("sends the grid's page with Saturday's night only, the sets the whole lineup has for it", async () => {
    const whole = (await (await fetch(own.server.url + LINEUP)).json()) as LineupResponse;
    const html = await (await fetch(own.server.url + GRID)).text();
    const part = inlineLineup(html);
    expect(part?.part?.night).toBe('2023-06-24');
    expect(part?.part?.nights.map((n) => n.key)).toContain('2023-06-23');
    // a page of a few hundred KB instead of the whole 1.1 MB lineup or a second request for it
    expect(html).not.toContain('rel="preload" as="fetch"');
    // the grid's code is fetched beside the app's script, not after it has run
    expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/GridScreen-[\w-]+\.js">/);
    expect(html.length).toBeLessThan(JSON.stringify(whole).length / 2);
    const fromApi = (await (
      await fetch(`${own.server.url}${LINEUP}?night=2023-06-24`)
    ).json()) as LineupResponse;
    expect(part?.sets).toEqual(fromApi.sets);
    // Saturday's sets of the whole answer: those starting from 07:00 Saturday to 07:00 Sunday
    const from = Date.parse('2023-06-24T06:00:00Z');
    const to = Date.parse('2023-06-25T06:00:00Z');
    const saturday = whole.sets.map((sets) =>
      sets.filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to),
    );
    expect(part?.sets).toEqual(saturday);
  });

  it('shows Saturday from the page, then any other night once the rest has come', async () => {
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
    // the whole lineup, once: the first screen needed no request
    await page.waitForLoadState('networkidle');
    expect(calls).toEqual([LINEUP]);
    expect(notes.filter((n) => /rendered afresh|error/i.test(n))).toEqual([]);
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
