// A whole real festival nobody here wrote: Glastonbury 2023's timetable as a spreadsheet
// (packages/server/test/fixtures/real/README.md for its origin and licence), imported with
// `lineup import` as an organiser would: 2,993 sets on 85 stages, every stage with the
// importer's 🎵. Its lineup is too large to go inline, so this is the large-festival path with
// real names, real overlaps and real gaps. The clock: 21:00 in Pilton on Saturday 24 June 2023,
// half an hour before Guns N' Roses on the Pyramid Stage.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANDROID_UA, DESKTOP, newPage, openContext, pageDiary } from './support/browser.ts';
import { clock, everySetOnTheGrid, nowLineOnScreen } from './support/grid.ts';
import { importedData, useOwnData } from './support/ownData.ts';
import { ROOT } from './support/server.ts';

const EVENT = 'glastonbury-2023';
const NOW = '2023-06-24T20:00:00.000Z';
const SOURCE = join(ROOT, 'packages/server/test/fixtures/real/glastonbury-2023-full.csv.gz');
const LINEUP = `/api/lineup/${EVENT}`;

let importNotes = '';
const own = useOwnData({
  now: NOW,
  data: () => {
    const imported = importedData(SOURCE, EVENT, [
      '--tz',
      'Europe/London',
      '--name',
      'Glastonbury 2023',
    ]);
    importNotes = imported.notes;
    return imported.data;
  },
});

function phone(): Promise<{ page: Page; notes: string[] }> {
  return own.contexts.phone(own.browser, { javaScriptEnabled: true, now: NOW });
}

describe('Glastonbury 2023, the whole spreadsheet', () => {
  it('imports every set with a time, and says which rows it skipped', async () => {
    const lineup = (await (await fetch(own.server.url + LINEUP)).json()) as {
      meta: { rooms: string[]; emoticons: string[] };
      sets: Record<string, unknown[]>;
    };
    expect(lineup.meta.rooms).toHaveLength(85);
    expect(new Set(lineup.meta.emoticons)).toEqual(new Set(['🎵']));
    const sets = Object.values(lineup.sets).reduce((n, list) => n + list.length, 0);
    expect(sets).toBe(2993);
    // rows whose end is "TBA" cannot be placed on a timetable: errors with their row, not
    // silently lost
    expect(importNotes).toMatch(/glastonbury-2023-full\.csv:85: csv\.row: end "TBA" is not a time/);
  });

  it('tells search engines of the sets still to come, 500 of them, and counts them all', async () => {
    const party = (await (await fetch(`${own.server.url}/api/schemaParty/en/${EVENT}`)).json()) as {
      description: string;
      subEvent: { name: string; endDate: string }[];
    };
    expect(party.description).toMatch(
      /^Glastonbury 2023: lineup and timetable, 2,993 sets on 85 stages/,
    );
    expect(party.subEvent).toHaveLength(500);
    const names = party.subEvent.map((e) => e.name);
    expect(names).toContain("GUNS N' ROSES @ PYRAMID STAGE");
    // Friday's headliner has long ended: more than 500 sets are still to come
    expect(names).not.toContain('ARCTIC MONKEYS @ PYRAMID STAGE');
    expect(party.subEvent.every((e) => Date.parse(e.endDate) > Date.parse(NOW))).toBe(true);
  });

  it('sends a small now page and the lineup once, and the app takes the page over', async () => {
    const html = await (
      await fetch(`${own.server.url}/event/${EVENT}`, { headers: { 'user-agent': ANDROID_UA } })
    ).text();
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${LINEUP}">`,
    );
    expect(html).not.toContain('type="application/json"');
    const lineupJson = await (await fetch(own.server.url + LINEUP)).text();
    expect(html.length).toBeLessThan(lineupJson.length / 10);

    const { page, notes } = await phone();
    const lineupCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === LINEUP) lineupCalls.push(r.url());
    });
    await page.goto(`${own.server.url}/event/${EVENT}`);
    const lines = page.locator('.room-line');
    await expect(lines.count()).resolves.toBe(85);
    const pyramid = lines.filter({ hasText: 'PYRAMID STAGE' });
    await expect(pyramid.textContent()).resolves.toMatch(
      /^🎵 PYRAMID STAGE: pause, 30 min left, then GUNS N' ROSES.* at 21:30/,
    );
    // the heart is React's: the app runs on the server's elements
    const heart = pyramid.getByRole('button', { name: "Like GUNS N' ROSES" });
    await heart.click();
    // a tap before the app has taken the page over (the lineup is read off the page's thread)
    // counts once it has
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await page.waitForLoadState('networkidle');
    expect(lineupCalls).toHaveLength(1);
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
  });

  it("writes each stage's name on its tab, since all 85 share one emoticon", async () => {
    const { page } = await phone();
    await page.goto(`${own.server.url}/lineup/${EVENT}/pyramid-stage`);
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected.getAttribute('aria-label')).resolves.toBe('PYRAMID STAGE');
    // on screen, not only for a screen reader
    const name = selected.locator('.tt-tab__name');
    await expect(name.textContent()).resolves.toBe('PYRAMID STAGE');
    await expect(name.isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByRole('tab', { name: 'WEST HOLTS STAGE', exact: true })
        .locator('.tt-tab__name')
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'PYRAMID STAGE' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText("GUNS N' ROSES", { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('finds one act among 2,993 sets', async () => {
    const { page } = await phone();
    await page.goto(`${own.server.url}/lineup/${EVENT}`);
    const input = page.getByRole('searchbox', { name: 'Search the Glastonbury 2023 lineup' });
    await input.fill('arctic monkeys');
    const rows = page.locator('.search__results > li');
    await expect(rows.first().textContent()).resolves.toMatch(
      /ARCTIC MONKEYS.*Finished.*PYRAMID STAGE.*Fri 23 Jun, 22:15/,
    );
  });

  // Walking the whole night (786 sets) takes most of this test: at load average 29 the grid
  // showed 3.8 s after the tap and the walk took 33 s, past the default 60 s for the whole
  // test. Still retried: in one full run of the suite the grid did not appear within 30 s of
  // the tap (it does alone and in the other runs); that cause is not found yet. Not reproduced
  // since: the tap lands before the app took the page over (the link loads the grid as a page)
  // or after (the app opens it), and both open the grid, also with the lineup or the grid's
  // page held back 4 s and with the phone's CPU slowed 4-16×, nor in 17 runs alone or with the
  // whole file at load averages 9-25. A failure after the tap says what the page went through
  // (pageDiary), with whether the tap loaded the grid as a page.
  it("opens the grid from the now page on Saturday's night at now, each of its sets once, on its stage, at its times", {
    retry: 2,
    timeout: 180_000,
  }, async () => {
    const lineup = (await (await fetch(own.server.url + LINEUP)).json()) as {
      meta: { rooms: string[] };
      sets: { dj: string; djAndChange: string; room: number; start: string; end: string }[][];
    };
    const zone = 'Europe/London';
    // nobody starts between 06:00 and 08:00 in Pilton: Saturday's night is what starts from
    // Saturday 07:00 to Sunday 07:00
    const from = Date.parse('2023-06-24T06:00:00Z');
    const to = Date.parse('2023-06-25T06:00:00Z');
    const expected = lineup.sets
      .flat()
      .filter((s) => Date.parse(s.start) >= from && Date.parse(s.start) < to)
      .map(
        (s) =>
          `${s.djAndChange}, ${lineup.meta.rooms[s.room]}, ${clock(s.start, zone)}–${clock(s.end, zone)}`,
      );
    expect(expected.length).toBeGreaterThan(700);

    const { page } = await phone();
    const diary = pageDiary(page);
    await page.goto(`${own.server.url}/event/${EVENT}`);
    await page.getByRole('link', { name: 'All stages side by side' }).click();
    await page
      .getByRole('grid', { name: 'Saturday 24 June: every stage by time' })
      .waitFor()
      .catch((err: Error) => {
        throw new Error(`${err.message}\nthe page went through:\n${diary()}`);
      });
    // a tap before the app took the now page over loads the grid's page, whose server-drawn
    // grid stays over the app's until the app has drawn its own: what follows is the app's
    await page
      .locator('#first-grid')
      .waitFor({ state: 'detached' })
      .catch((err: Error) => {
        throw new Error(`${err.message}\nthe page went through:\n${diary()}`);
      });
    // the line at now stands at 21:00, on screen
    await expect(page.locator('.grid-now-label').textContent()).resolves.toBe('21:00');
    await nowLineOnScreen(page);
    // only what is on screen is in the page: a few dozen of the night's sets
    expect(await page.locator('.grid-set').count()).toBeLessThan(120);
    // and only the names the top edge can reach before the next window stick to it: each
    // sticky name is a layer the browser moves and sorts again every frame of a scroll
    const names = await page.locator('.grid-scroll').evaluate((el) => ({
      columns: el.querySelectorAll('.grid-col').length,
      sticky: [...el.querySelectorAll('.grid-set__label')].filter(
        (label) => getComputedStyle(label).position === 'sticky',
      ).length,
    }));
    expect(names.sticky).toBeLessThanOrEqual(4 * names.columns);
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Zoom out' }).click();
    const seen = await everySetOnTheGrid(page);
    expect(seen.map((s) => s.name).sort()).toEqual(expected.sort());
    expect(seen.filter((s) => !s.placed).map((s) => s.name)).toEqual([]);
    expect(seen.filter((s) => !s.name.includes(`, ${s.stage}, `))).toEqual([]);
  });

  it('lists every set of 200 liked acts in My plan, by night, the last ones once scrolled to', async () => {
    const lineup = (await (await fetch(own.server.url + LINEUP)).json()) as {
      meta: { timeZone: string; rooms: string[] };
      sets: {
        dj: string;
        djAndChange: string;
        room: number;
        partyName: string;
        title?: string;
        beginningSchedule: string;
        start: string;
      }[][];
    };
    // every 15th set liked: acts playing more than once put each of their sets in the plan
    const sets = lineup.sets.flat();
    const likedSets = sets.filter((_, i) => i % 15 === 0).slice(0, 200);
    const likes = likedSets.map((s) => ({
      dj: s.dj,
      room: s.room,
      partyName: s.partyName,
      title: s.title,
      beginningSchedule: s.beginningSchedule,
      started: s.start,
      meta: [],
      timeZone: lineup.meta.timeZone,
    }));
    const keys = new Set(likedSets.map((s) => `${s.dj}|${s.room}|${s.beginningSchedule}`));
    const expected = sets
      .filter((s) => keys.has(`${s.dj}|${s.room}|${s.beginningSchedule}`))
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
    expect(expected.length).toBeGreaterThan(300);

    const { page } = await phone();
    await page.addInitScript((stored) => {
      if (!localStorage.getItem('likedDJs')) localStorage.setItem('likedDJs', stored);
    }, JSON.stringify(likes));
    await page.goto(`${own.server.url}/my-plan/${EVENT}`);
    const plan = page.getByRole('region', { name: 'My plan' });
    await plan.locator('.plan__item').first().waitFor();
    // what is on screen stays where it is while the other rows come in below it
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) {
          w.shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift' });
    });
    // the rows after the first screen follow in slices; the plan's tools come after its last
    await page.getByRole('button', { name: 'Add all to calendar' }).waitFor({ timeout: 30_000 });
    await expect(
      page.evaluate(() => (window as unknown as { shifts: number[] }).shifts),
    ).resolves.toEqual([]);
    // the keyboard reaches the first row's buttons in order: its calendar file, its act, its heart
    const first = plan.locator('.plan__item').first();
    await first.locator('.plan__ics').focus();
    await page.keyboard.press('Tab');
    await expect(
      first.locator('.act-more').evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(
      first.locator('.heart').evaluate((b) => b === document.activeElement && b.ariaPressed),
    ).resolves.toBe('true');
    // the last liked set, at the end of the last night, once scrolled down to
    const lastRow = plan.locator('.plan__item').last();
    await lastRow.scrollIntoViewIfNeeded();
    await expect(lastRow.isVisible()).resolves.toBe(true);
    await expect(lastRow.locator('.plan__dj').textContent()).resolves.toBe(
      expected.at(-1)?.djAndChange,
    );
    const rows = await plan.locator('.plan__item .plan__dj').allTextContents();
    expect(rows).toHaveLength(expected.length);
    expect([...rows].sort()).toEqual(expected.map((s) => s.djAndChange).sort());
    // grouped by night, each night once
    const nights = await plan.locator('.plan__day-heading').allTextContents();
    expect(nights.length).toBeGreaterThanOrEqual(4);
    expect(new Set(nights).size).toBe(nights.length);
  });

  it('shows only the stages a fan keeps under "my stages" on a desktop', async () => {
    const context = await own.contexts.next(() =>
      openContext(own.browser, { viewport: DESKTOP, mobile: false }),
    );
    const page = await newPage(context, { now: NOW });
    await page.goto(`${own.server.url}/grid/${EVENT}`);
    await page.getByRole('button', { name: 'My stages 85/85' }).click();
    await page.getByRole('button', { name: 'None' }).click();
    for (const stage of ['PYRAMID STAGE', 'OTHER STAGE', 'WEST HOLTS STAGE']) {
      await page.getByRole('checkbox', { name: stage, exact: true }).check();
    }
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'My stages 3/85' }).waitFor();
    // in the lineup's order of stages
    await expect(page.locator('.grid-stage').allTextContents()).resolves.toEqual([
      'WEST HOLTS STAGE',
      'PYRAMID STAGE',
      'OTHER STAGE',
    ]);
    await page.getByRole('button', { name: /^GUNS N' ROSES, PYRAMID STAGE, 21:30–/ }).waitFor();
  });
});
