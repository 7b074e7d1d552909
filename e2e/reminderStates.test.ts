// Reminder settings say what is true (issue 28, item 3). Chromium here has no push service,
// as many browsers do: switching reminders on works while the app is open, and the screen
// says so instead of "on" beside "could not be switched on, check your connection". Only a
// failing server call speaks of the server.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { androidPhone } from './support/browser.ts';
import { EVENT, NOW, useSuite } from './support/suite.ts';

const suite = useSuite();

const LIKE = {
  dj: 'Foxtrot',
  room: 1,
  partyName: 'Testfest',
  title: 'Foxtrot',
  beginningSchedule: '2026-07-30T18:00:00.000Z',
  started: '2026-07-31T02:00:00.000Z',
  meta: [],
  likedAt: '2026-07-01T00:00:00.000Z',
};

/** A phone with the service worker running and notifications allowed, on my plan. */
async function myPlan(
  path = `/my-plan/${EVENT}`,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
  await context.grantPermissions(['notifications'], { origin: suite.server.url });
  await context.addInitScript((like) => {
    if (!localStorage.getItem('likedDJs')) localStorage.setItem('likedDJs', JSON.stringify([like]));
  }, LIKE);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await page.goto(suite.server.url + path);
  // a push subscription needs the worker: wait until it runs
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  return { context, page };
}

const box = (page: Page) => page.locator('.reminders');

describe('reminders in a browser without a push service', () => {
  it('say they work while the app is open, and blame no connection', async () => {
    const { context, page } = await myPlan();
    try {
      await box(page)
        .getByRole('checkbox', { name: 'Remind me before my liked sets start' })
        .check();
      const status = box(page).getByRole('status');
      await status.filter({ hasText: /no push service/ }).waitFor();
      expect(await status.textContent()).toBe(
        'This browser has no push service, so nothing can reach you with the app closed. While the app is open you get a notification 10 minutes before each liked set starts.',
      );
      expect(await box(page).locator('.reminders__state').textContent()).toBe(
        'State: on while the app is open',
      );
      expect(await box(page).textContent()).not.toMatch(/connection/i);
      // "only changes" needs pushes: not offered where none arrive
      expect(await box(page).getByRole('option', { name: 'Only changes' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('in French, with the space before the colon', async () => {
    const { context, page } = await myPlan(`/fr/my-plan/${EVENT}`);
    try {
      await box(page).getByRole('checkbox').check();
      await box(page)
        .getByRole('status')
        .filter({ hasText: /service de notifications push/ })
        .waitFor();
      expect(await box(page).locator('.reminders__state').textContent()).toBe(
        'État\u00a0: activés tant que l’app est ouverte',
      );
    } finally {
      await context.close();
    }
  });
});
