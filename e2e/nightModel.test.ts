// One night model (issue 33): a set past midnight reads as the same festival night and time on
// the grid's sheet, the timetable's sheet, My plan, the printed grid and the lock-screen
// picture: Charlie Tempo, 00:00–02:00 on Friday morning, is Thursday night's.
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

// the day before the festival: no heading says "Today"
const suite = useSuite({ now: '2026-07-29T10:00:00.000Z' });
const CHARLIE = liked('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z');
const WHEN = 'Night of Thu 30 Jul, 00:00–02:00';

describe('one night model', () => {
  it('names an after-midnight set by its night on every screen, sheet, print and picture', async () => {
    const page = await suite.open(`/grid/${EVENT}`, {
      viewport: DESKTOP,
      localStorage: { likedDJs: JSON.stringify([CHARLIE]) },
    });
    // the grid's sheet
    await page.getByRole('button', { name: /^Charlie Tempo, / }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.locator('.act-sheet__where').textContent()).resolves.toBe(
      `🌅 Beach · ${WHEN}`,
    );
    await sheet.getByRole('button', { name: 'Close' }).click();
    // the grid's night: its first start to its last end
    await expect(page.locator('.grid-title__times').textContent()).resolves.toBe('20:00–06:00');

    // the printed night
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('.gp-page').first();
    await printed.waitFor();
    await expect(printed.locator('h2').textContent()).resolves.toBe(
      'Testfest · Thursday 30 July 20:00–06:00',
    );
    await expect(printed.locator('.gp-set--liked').textContent()).resolves.toContain('00:00–02:00');
    await page.emulateMedia({ media: 'screen' });

    // the timetable's sheet
    await page.goto(`${suite.server.url}/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Links and sharing: Charlie Tempo' }).click();
    await expect(page.getByRole('dialog').locator('.act-sheet__where').textContent()).resolves.toBe(
      `🌅 Beach · ${WHEN}`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // My plan: under Thursday's night, at its time
    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const plan = page.getByRole('region', { name: 'My plan' });
    const day = plan.locator('.plan__day', { hasText: 'Charlie Tempo' });
    await expect(day.locator('.plan__day-heading').textContent()).resolves.toBe('Thursday 30 July');
    await expect(day.locator('.plan__item').first().textContent()).resolves.toContain(
      '00:00–02:00',
    );
    // the lock-screen picture of that night
    await page.getByRole('button', { name: 'Save Thursday 30 July as an image' }).waitFor();
    await expect(page.getByRole('button', { name: /Save Friday 31 July/ }).count()).resolves.toBe(
      0,
    );
  });
});
