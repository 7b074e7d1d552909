// One night model (issue 33): a set past midnight reads as the same festival night and time on
// the grid's sheet, the timetable's sheet, My plan, the printed grid and the lock-screen
// picture: Charlie Tempo, 00:00–02:00 on Friday morning, is Thursday night's.
import { readFile } from 'node:fs/promises';
import type { PushPayload } from '@lineup/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseIcs, prop } from '../packages/core/test/calendar/parseIcs.ts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { controlled, registrationId } from './support/pushPhone.ts';
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

  it('names it the same in the search results and the calendar file', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=charlie`, {
      localStorage: { likedDJs: JSON.stringify([CHARLIE]) },
    });
    const row = page.locator('ul.search__results .search-row', { hasText: 'Charlie Tempo' });
    await expect(row.locator('.search-row__where').textContent()).resolves.toBe(
      'Upcoming · 🌅 Beach · Night of Thu 30 Jul, 00:00',
    );

    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add Charlie Tempo to your calendar (.ics)' }).click(),
    ]);
    const calendar = parseIcs(await readFile(await download.path(), 'utf8'));
    const event = calendar.children.find((c) => c.type === 'VEVENT')!;
    // the calendar files it under Friday 00:00; its text names Thursday's night like the app
    expect(prop(event, 'DTSTART')?.value).toBe('20260731T000000');
    expect(prop(event, 'DESCRIPTION')?.value.split('\\n')[0]).toBe(
      `Testfest · ${WHEN.replace(',', '\\,')}`,
    );
  });

  it('names it the same in the push texts the service worker shows', async () => {
    const context = await suite.browser.newContext({
      viewport: PHONE,
      locale: 'en-GB',
      timezoneId: 'Europe/Berlin',
      serviceWorkers: 'allow',
    });
    try {
      await context.grantPermissions(['notifications'], { origin: suite.server.url });
      const page = await context.newPage();
      await page.goto(`${suite.server.url}/event/${EVENT}`);
      await controlled(page);
      const cdp = await context.newCDPSession(page);
      const registration = await registrationId(cdp, suite.server.url);
      const deliver = (payload: PushPayload) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: suite.server.url,
          registrationId: registration,
          data: JSON.stringify(payload),
        });
      const common = {
        locale: 'en',
        prefix: 'festival',
        url: `/event/${EVENT}`,
        event: EVENT,
        party: 'Testfest',
        timeZone: 'Europe/Berlin',
        breakHour: 6,
        more: 0,
      } as const;
      // Charlie moved from Thursday 23:00 to 00:00: the same night, so its old time alone
      await deliver({
        ...common,
        kind: 'changes',
        tag: 'changes:night-model',
        changes: [
          {
            kind: 'time',
            dj: 'Charlie Tempo',
            to: { start: CHARLIE.started, end: '2026-07-31T00:00:00.000Z' },
            from: { start: '2026-07-30T21:00:00.000Z', end: '2026-07-30T23:00:00.000Z' },
          },
        ],
      });
      // one push at a time, as a push service hands them over
      await expect.poll(async () => (await shown(page)).length, { timeout: 10_000 }).toBe(1);
      // a followed act booked for 00:00
      await deliver({
        ...common,
        kind: 'booked',
        tag: 'booked:night-model',
        sets: [{ dj: 'Charlie Tempo', stage: '🌅 Beach', start: CHARLIE.started }],
      });
      await expect
        .poll(async () => (await shown(page)).sort(), { timeout: 10_000 })
        .toEqual([
          `New time for Charlie Tempo: ${WHEN} (was 23:00–01:00).`,
          'Night of Thu 30 Jul, 00:00, 🌅 Beach',
        ]);
    } finally {
      await context.close();
    }
  });
});

/** the bodies of the notifications shown */
async function shown(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => n.body);
  });
}
