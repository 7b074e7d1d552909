// The offer of reminders after the first like (issue 33) in Chromium: a fan hearts a first
// set and a small bar above the bottom bar offers reminders, without moving the list; one tap
// subscribes this device at the real server (through the stand-in push service), and the
// offer is never made again, neither after "Turn on reminders" nor after "Not now". Only
// pushManager.subscribe is stood in for, as in push.test.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Device,
  type PushStandIn,
  startPushStandIn,
} from '../packages/server/test/helpers/pushStandIn.ts';
import { launchBrowser } from './support/browser.ts';
import { pushPhone } from './support/pushPhone.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z';
const EVENT = 'testfest-2026';

let server: RunningServer;
let browser: Browser;
let push: PushStandIn;
let key: string;

beforeAll(async () => {
  push = await startPushStandIn();
  [server, browser] = await Promise.all([
    startServer({
      now: NOW,
      env: { PUSH_ALLOW_HTTP: '1', PUSH_SERVICE_HOSTS: '127.0.0.1' },
    }),
    launchBrowser(),
  ]);
  key = ((await (await fetch(`${server.url}/api/push/key`)).json()) as { publicKey: string })
    .publicKey;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await push?.close();
});

/** a phone whose pushManager.subscribe answers with the stand-in service's subscription */
async function phone(device: Device): Promise<{ context: BrowserContext; page: Page }> {
  const context = await pushPhone(browser, server.url, device, { keptIn: 'localStorage' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  return { context, page };
}

async function registered(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) != null);
}

/** the server answers a test push for this endpoint only when it holds its subscription */
async function serverHolds(device: Device): Promise<boolean> {
  const res = await fetch(`${server.url}/api/push/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: device.subscription.endpoint }),
  });
  return res.status === 200;
}

const offerOf = (page: Page) => page.getByRole('region', { name: 'Reminders' });

/**
 * The server's answer to the likes the page sent with `dj` liked. The tap sends them at once
 * and, without waiting for the server, asks the browser (not the server) whether to offer
 * reminders: by the time the answer is back and the heart shows the like, an offer the tap
 * raised would be showing.
 */
async function likeSaved(page: Page, dj: string): Promise<void> {
  const response = await page.waitForResponse((r) => {
    if (!r.url().endsWith('/api/likes') || r.request().method() !== 'POST') return false;
    const sent = r.request().postDataJSON() as { likes?: { dj: string }[] } | null;
    return sent?.likes?.some((like) => like.dj === dj) === true;
  });
  expect(response.ok()).toBe(true);
  await page.getByRole('button', { name: `Unlike ${dj}` }).waitFor();
}

describe('the offer of reminders after the first like', () => {
  it('shows on the first heart without moving the list; one tap subscribes; never again', async () => {
    const device = push.device(key);
    const { context, page } = await phone(device);
    await page.goto(`${server.url}/lineup/${EVENT}/beach`);
    await registered(page);
    const offer = offerOf(page);
    const next = page.getByRole('button', { name: 'Like Juliet Bravo' });
    const before = await next.boundingBox();
    expect(await offer.count()).toBe(0);

    await page.getByRole('button', { name: 'Like Charlie Tempo' }).click();
    await offer.getByText('Get a reminder before your sets start?').waitFor();
    expect(await next.boundingBox()).toEqual(before);
    expect(await serverHolds(device)).toBe(false);

    const turnOn = offer.getByRole('button', { name: 'Turn on reminders' });
    const box = await turnOn.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await turnOn.click();
    await offer
      .getByText(
        'Reminders are on: 10 minutes before each liked set. You can change this in My plan.',
      )
      .waitFor();
    await expect.poll(() => serverHolds(device), { timeout: 10_000 }).toBe(true);
    await offer.getByRole('button', { name: 'Close' }).click();
    expect(await offer.count()).toBe(0);

    // My plan's switch says the same
    await page.goto(`${server.url}/my-plan/${EVENT}`);
    await page
      .locator('.reminders .reminders__state strong')
      .getByText('on', { exact: true })
      .waitFor();

    // a second visit, and a first heart again after taking every like back: no offer
    await page.goto(`${server.url}/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Unlike Charlie Tempo' }).click();
    const juliet = likeSaved(page, 'Juliet Bravo');
    await page.getByRole('button', { name: 'Like Juliet Bravo' }).click();
    await juliet;
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('"Not now" hides it for good, by keyboard too', async () => {
    const device = push.device(key);
    const { context, page } = await phone(device);
    await page.goto(`${server.url}/lineup/${EVENT}/beach`);
    await registered(page);
    const offer = offerOf(page);
    await page.getByRole('button', { name: 'Like Charlie Tempo' }).click();
    const notNow = offer.getByRole('button', { name: 'Not now' });
    await notNow.waitFor();
    expect((await notNow.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await notNow.focus();
    await page.keyboard.press('Enter');
    await offer.waitFor({ state: 'detached' });
    expect(await serverHolds(device)).toBe(false);

    await page.reload();
    await registered(page);
    await page.getByRole('button', { name: 'Unlike Charlie Tempo' }).click();
    const charlie = likeSaved(page, 'Charlie Tempo');
    await page.getByRole('button', { name: 'Like Charlie Tempo' }).click();
    await charlie;
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
