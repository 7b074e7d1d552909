// The all-stages grid (issue 27) on the test festival, at 00:30 on its first night: one tap
// from the timetable and the now page, every set of each night once on its stage from its
// start to its end, the line at now, liked sets and a clash between them, the act sheet from
// a block, the keyboard, "my stages", print and offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { androidPhone, DESKTOP, workerHolds } from './support/browser.ts';
import { clock, everySetOnTheGrid, nowLineOnScreen } from './support/grid.ts';
import { EVENT, lineupOf, useSuite } from './support/suite.ts';

const GRID = `/grid/${EVENT}`;
const ZONE = 'Europe/Berlin';
const ROOMS = ['🌅 Beach', '🌲 Forest', '🏭 Warehouse', '🪩 Disco'];

interface WireSet {
  dj: string;
  room: number;
  start: string;
  end: string;
  djAndChange?: string;
}

/**
 * The button names the grid must show for each night, from the lineup the server gives: a
 * night is the local date six hours before a set's start (nothing plays between 06:00 and
 * 20:00 at this festival, so any hour of that quiet stretch would cut the same).
 */
async function expectedNights(suite: ReturnType<typeof useSuite>): Promise<Map<string, string[]>> {
  const lineup = (await lineupOf(suite.server)) as unknown as { sets: WireSet[][] };
  const nights = new Map<string, string[]>();
  for (const set of lineup.sets.flat()) {
    const night = new Date(Date.parse(set.start) - 6 * 3600_000).toLocaleDateString('en-CA', {
      timeZone: ZONE,
    });
    const name = `${set.djAndChange ?? set.dj}, ${ROOMS[set.room]}, ${clock(set.start, ZONE)}–${clock(set.end, ZONE)}`;
    nights.set(night, [...(nights.get(night) ?? []), name]);
  }
  return nights;
}

/** where the now line is against where the hour labels say now is (px; 0 = right place) */
function nowLineOffset(page: Page, now: string): Promise<number> {
  return page.locator('.grid-scroll').evaluate((scroller, at) => {
    const labels = [...scroller.querySelectorAll<HTMLElement>('.grid-hour')].filter(
      (el) => !el.classList.contains('grid-hour--first'),
    );
    const [a, b] = labels.map((el) => ({
      t: Number(el.dataset.t),
      y: el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2,
    }));
    if (!a || !b) throw new Error('fewer than two hour labels in view');
    const expected = a.y + ((Date.parse(at) - a.t) / (b.t - a.t)) * (b.y - a.y);
    const line = scroller.querySelector('.grid-now')?.getBoundingClientRect().top ?? Number.NaN;
    return line - expected;
  }, now);
}

function block(page: Page, dj: string) {
  return page
    .locator('.grid-set')
    .filter({ has: page.locator(`text=${dj}`) })
    .first();
}

describe('the grid at 00:30 on the first night', () => {
  const suite = useSuite();

  it('is one tap from the timetable, and opens on tonight at now', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    await page.getByRole('link', { name: 'All stages' }).click();
    await page.waitForURL(`**${GRID}`);
    const grid = page.getByRole('grid', { name: /^Thursday 30 July: every stage by time$/ });
    await grid.waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Testfest: all stages: Thursday 30 July 20:00–06:00',
    );
    // the line at now is where 00:30 is on the time axis, and on screen
    expect(Math.abs(await nowLineOffset(page, suite.now))).toBeLessThan(1.5);
    await nowLineOnScreen(page);
    await expect(page.locator('.grid-now-label').textContent()).resolves.toBe('00:30');
    // three stages side by side on a phone, their names over the columns
    await expect(page.locator('.grid-stage').allTextContents()).resolves.toEqual([
      '🌅 Beach',
      '🌲 Forest',
      '🏭 Warehouse',
    ]);
    // the bottom bar is the spec's: Stages lit, no new button
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link').allTextContents()).resolves.toEqual(['Now', 'Stages']);
  });

  it('is one tap from the now page on a desktop', async () => {
    const page = await suite.open(`/event/${EVENT}`, { viewport: DESKTOP });
    await page.getByRole('link', { name: 'All stages side by side' }).click();
    await page.waitForURL(`**${GRID}`);
    await page.getByRole('grid').waitFor();
    // the desktop uses the width: three columns fill it
    const width = await page.locator('.grid-scroll').evaluate((el) => el.clientWidth);
    expect(width).toBeGreaterThan(1200);
    const column = await page
      .locator('.grid-col')
      .first()
      .evaluate((el) => el.clientWidth);
    expect(column).toBeGreaterThan(350);
  });

  for (const [device, viewport] of [
    ['phone', undefined],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows every set of each night once, on its stage, from its start to its end (${device})`, async () => {
      const nights = await expectedNights(suite);
      expect([...nights.keys()]).toEqual(['2026-07-30', '2026-07-31']);
      const page = await suite.open(GRID, viewport ? { viewport } : {});
      await page.getByRole('grid').waitFor();
      for (const [night, label] of [
        ['2026-07-30', 'Thu 30 Jul'],
        ['2026-07-31', 'Fri 31 Jul'],
      ] as const) {
        await page
          .getByRole('navigation', { name: 'Nights' })
          .getByRole('link', { name: label })
          .click();
        await page.waitForURL(`**?night=${night}`);
        const seen = await everySetOnTheGrid(page);
        expect(seen.map((s) => s.name).sort()).toEqual([...(nights.get(night) ?? [])].sort());
        for (const set of seen) {
          expect(set.name).toContain(`, ${set.stage}, `);
          expect(set.placed, `${set.name} sits at its times`).toBe(true);
        }
      }
    });
  }

  it('opens the act sheet from a block; its heart marks the set, and two liked sets at once clash', async () => {
    const page = await suite.open(GRID);
    await page
      .getByRole('button', { name: 'Ada Lovelace (b2b Grace), 🌅 Beach, 22:00–00:00' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lovelace (b2b Grace)' });
    await expect(sheet.getByRole('link', { name: /SoundCloud/i }).count()).resolves.toBe(1);
    await sheet.getByRole('button', { name: 'Like Ada Lovelace' }).click();
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(block(page, 'Ada Lovelace').getAttribute('class')).resolves.toContain(
      'grid-set--liked',
    );
    await expect(page.locator('.grid-set--clash').count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Echo Park, 🌲 Forest, 22:00–00:33' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Like Echo Park' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    // both play from 22:00 to 00:00: each is marked, and says with whom in its name
    const ada = page.getByRole('button', {
      name: 'Ada Lovelace (b2b Grace), 🌅 Beach, 22:00–00:00',
    });
    await page
      .getByRole('button', {
        name: 'Ada Lovelace (b2b Grace), 🌅 Beach, 22:00–00:00; liked; clashes with Echo Park',
        exact: true,
      })
      .waitFor();
    await expect(block(page, 'Echo Park').getAttribute('class')).resolves.toContain(
      'grid-set--clash',
    );
    await expect(page.locator('.grid-set--clash .grid-set__clash').count()).resolves.toBe(2);
    // the liked list knows it too: the heart worked from the grid
    const likes = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('likedDJs'))) ?? '[]',
    ) as { dj: string }[];
    expect(likes.map((l) => l.dj).sort()).toEqual(['Ada Lovelace', 'Echo Park']);
  });

  it('moves between sets with the arrow keys', async () => {
    const page = await suite.open(GRID, { viewport: DESKTOP });
    const name = (dj: string) => page.getByRole('button', { name: new RegExp(`^${dj}`) });
    await name('Ada Lovelace').focus();
    await page.keyboard.press('ArrowDown');
    await expect(
      name('Charlie Tempo').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true);
    // to the right: the Forest set playing most of Charlie Tempo's time
    await page.keyboard.press('ArrowRight');
    await expect(name('Echo Park').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('ArrowDown');
    await expect(name('Foxtrot').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Foxtrot' }).waitFor();
  });

  it('hides the stages the fan unticks under "my stages", also after a reload', async () => {
    const page = await suite.open(GRID);
    await page.getByRole('button', { name: 'My stages 4/4' }).click();
    await page.getByRole('checkbox', { name: '🌲 Forest' }).uncheck();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('.grid-stage').allTextContents()).resolves.toEqual([
      '🌅 Beach',
      '🏭 Warehouse',
    ]);
    await page.reload();
    await page.getByRole('button', { name: 'My stages 3/4' }).waitFor();
    await expect(page.locator('.grid-stage').allTextContents()).resolves.toEqual([
      '🌅 Beach',
      '🏭 Warehouse',
    ]);
  });

  it('prints every night on a page of its own, picks in bold, without the app around it', async () => {
    const page = await suite.open(GRID, { viewport: DESKTOP });
    await page.getByRole('button', { name: /^Charlie Tempo/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Like Charlie Tempo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const pdf = await page.pdf({ format: 'A4', landscape: true });
    // one page per night (two nights), counted in the file itself
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(2);
    // what went onto paper, read in the print layout
    await page.emulateMedia({ media: 'print' });
    const pages = page.locator('.gp-page');
    // the print layout is built when the page switches to print media
    await pages.first().waitFor();
    await expect(pages.count()).resolves.toBe(2);
    await expect(pages.locator('h2').allTextContents()).resolves.toEqual([
      'Testfest · Thursday 30 July 20:00–06:00',
      'Testfest · Friday 31 July 20:00–02:00',
    ]);
    await expect(pages.nth(0).locator('.gp-set--liked').textContent()).resolves.toBe(
      '♥ Charlie Tempo 00:00–02:00',
    );
    // every set of the first night on its page, not only the screen's window
    await expect(pages.nth(0).locator('.gp-set').count()).resolves.toBe(6);
    for (const chrome of ['.bottom-bar', '.header', '.grid-toolbar', '.grid-scroll']) {
      await expect(page.locator(chrome).isVisible(), chrome).resolves.toBe(false);
    }
    // a new page for each night
    await expect(pages.nth(0).evaluate((el) => getComputedStyle(el).breakAfter)).resolves.toBe(
      'page',
    );
  });

  it('speaks German under /de', async () => {
    const page = await suite.open(`/de${GRID}`);
    await page.getByRole('grid', { name: 'Donnerstag, 30. Juli: alle Bühnen nach Zeit' }).waitFor();
    await page.getByRole('button', { name: 'Meine Bühnen 4/4' }).waitFor();
    await page.getByRole('button', { name: 'Vergrößern' }).waitFor();
  });
});

describe('the grid offline', () => {
  const suite = useSuite();

  it('opens from the lineup the service worker keeps', async () => {
    // the worker registers on every host but localhost: the server runs on 127.0.0.1
    const context = await suite.browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(new Date(suite.now));
      await page.goto(suite.server.url + GRID);
      await page.getByRole('grid').waitFor();
      await workerHolds(page, `/api/lineup/${EVENT}`);
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: 'Charlie Tempo, 🌅 Beach, 00:00–02:00' }).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Offline/ })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
