// Fans' reports in Chromium (issue 34): a fan on a phone reports "who's playing" while offline,
// the app keeps it and says so, and sends it once the phone is online again; a moderator on a
// 390 px phone accepts it in one tap; a fan who liked the overlapped set gets the change alert
// from the real server (stand-in push service), and the timetable shows the new set.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventText, OPERATOR } from '../packages/server/test/publishing/helpers.ts';
import { newPage, openContext, PHONE } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';
import { PUSH_ENV, usePushStandIn } from './support/pushPhone.ts';

// 23:31 in Berlin: the Headliner (23:00–01:00) plays on the Floor of the club night
const NOW = '2026-07-30T21:31:00.000Z';
const EVENT = 'club-night';

const suite = useOrganiserSuite({
  now: NOW,
  operator: OPERATOR,
  env: { ...PUSH_ENV, PUSH_TICK_MS: '200' },
});
const push = usePushStandIn();
let fan: BrowserContext;
let page: Page;
let moderatorToken: string;

const post = (path: string, body: unknown, token = OPERATOR) =>
  suite.post(path, body, { authorization: `Bearer ${token}` });

beforeAll(async () => {
  await suite.publish(eventText(EVENT), 'first lineup');
  const added = await post(`/api/organiser/events/${EVENT}/moderators`, { name: 'Door crew' });
  moderatorToken = String(added.body.token);
  // a fan who liked the Headliner, with change alerts on (subscribed as the app does)
  const liker = await push.device(suite.server.url);
  const subscribed = await fetch(`${suite.server.url}/api/push/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscription: liker.subscription,
      locale: 'en',
      minutesBefore: 0,
      likes: [
        {
          dj: 'Headliner',
          room: 0,
          beginningSchedule: '2026-07-30T19:00:00.000Z',
          started: '2026-07-30T21:00:00.000Z',
          partyName: `Club ${EVENT}`,
        },
      ],
    }),
  });
  expect(subscribed.status).toBe(200);
  fan = await openContext(suite.browser, { viewport: PHONE });
  page = await newPage(fan, { now: NOW });
});

afterAll(async () => {
  await fan?.close();
});

describe("fans' reports", () => {
  it('a report made offline waits on the phone, said so, and arrives once online', async () => {
    await page.goto(`${suite.server.url}/lineup/${EVENT}/floor`);
    await page.getByText('Headliner').first().waitFor();
    await fan.setOffline(true);
    await page.getByRole('button', { name: "Who's playing on Floor?" }).click();
    const dialog = page.getByRole('dialog', { name: "Who's playing on Floor?" });
    await dialog.getByText('From about 23:30 (now)').waitFor();
    await dialog.getByRole('combobox', { name: 'Act' }).fill('Surprise Guest');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText("Saved on this phone: it is sent when you're online again.").waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const mine = page.locator('.my-reports li').first();
    await expect.poll(() => mine.textContent()).toContain('waiting for a connection');

    await fan.setOffline(false);
    await expect
      .poll(() => mine.textContent(), { timeout: 15_000 })
      .toContain('waiting for the crew');
    const queue = (await (
      await fetch(`${suite.server.url}/api/organiser/events/${EVENT}/reports`, {
        headers: { authorization: `Bearer ${moderatorToken}` },
      })
    ).json()) as { reports: { payload: { dj: string; start: string } }[] };
    expect(queue.reports.map((r) => r.payload)).toMatchObject([
      { dj: 'Surprise Guest', start: '2026-07-30T21:30:00.000Z' },
    ]);
  });

  it('a moderator on a 390 px phone accepts it in one tap; the liker hears it, the timetable shows it', async () => {
    const context = await openContext(suite.browser, { viewport: PHONE });
    try {
      const phone = await newPage(context, { now: NOW });
      await phone.goto(`${suite.server.url}/organiser/reports`);
      await phone.getByLabel('Organiser token').fill(moderatorToken);
      await phone.getByRole('button', { name: 'Open' }).click();
      const card = phone.locator('.mod-card').first();
      await card.getByText('1 fan, first at').waitFor();
      await card.getByText(/Overlaps: Headliner 23:00–01:00/).waitFor();
      // shortening is chosen already: what it leaves is on the card
      await card.getByText('Shorten to 23:00–23:30').waitFor();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      await phone.getByText('Accepted: version 2 is live.').waitFor();
    } finally {
      await context.close();
    }

    const [alert] = await push.standIn.waitFor(1);
    expect(alert?.json).toMatchObject({ kind: 'changes', event: EVENT });
    expect(alert?.json.changes).toEqual([
      expect.objectContaining({ kind: 'time', dj: 'Headliner' }),
    ]);

    await page.reload();
    await page.getByText('Surprise Guest').first().waitFor();
    const mine = page.locator('.my-reports li').first();
    await expect
      .poll(() => mine.textContent(), { timeout: 15_000 })
      .toContain('accepted by Door crew');
  });

  it('a moderator marks the Floor full on the phone; the fan sees it with the time it was said', async () => {
    const context = await openContext(suite.browser, { viewport: PHONE });
    try {
      const phone = await newPage(context, { now: NOW });
      await phone.goto(`${suite.server.url}/organiser/reports`);
      await phone.getByLabel('Organiser token').fill(moderatorToken);
      await phone.getByRole('button', { name: 'Open' }).click();
      await phone.getByRole('heading', { name: "Stages' live status" }).waitFor();
      await phone.getByLabel('Status').selectOption('full');
      await phone.getByRole('button', { name: 'Tell fans' }).click();
      await phone.getByText('Fans see it now, for an hour.').waitFor();
    } finally {
      await context.close();
    }
    await page.reload();
    await page.getByText('Full (queue at the door)').waitFor();
    expect(await page.locator('.stage-status').textContent()).toContain('said at 23:31');
  });

  it('the now page shows the Floor full with its time, and not after its hour', async () => {
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    const status = page.locator('.now .stage-status');
    await status.waitFor();
    expect(await status.textContent()).toBe('Floor: Full (queue at the door) · said at 23:31');
    // an hour and a minute later (the server's clock stays: the page drops it by itself)
    await page.clock.setFixedTime(new Date(Date.parse(NOW) + 61 * 60_000));
    try {
      await status.waitFor({ state: 'detached', timeout: 10_000 });
      await page.getByText('Surprise Guest').first().waitFor();
    } finally {
      await page.clock.setFixedTime(new Date(NOW));
    }
  });

  it('a fan reports "who\'s playing" from the now page', async () => {
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    await page.getByRole('button', { name: "Who's playing?" }).click();
    const dialog = page.getByRole('dialog', { name: "Who's playing?" });
    await dialog.getByLabel('Stage').selectOption({ label: 'Floor' });
    await dialog.getByRole('combobox', { name: 'Act' }).fill('Late Surprise');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText("Sent. The event's crew checks it before it shows.").waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // its state on the now page, as on the timetable
    await expect
      .poll(() => page.locator('.my-reports li').first().textContent())
      .toContain('Late Surprise on Floor from 23:30');
    const queue = (await (
      await fetch(`${suite.server.url}/api/organiser/events/${EVENT}/reports`, {
        headers: { authorization: `Bearer ${moderatorToken}` },
      })
    ).json()) as { reports: { payload: { dj: string; stage: number } }[] };
    expect(queue.reports.map((r) => r.payload)).toContainEqual(
      expect.objectContaining({ dj: 'Late Surprise', stage: 0 }),
    );
  });
});
