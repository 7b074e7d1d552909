// The offer of reminders after the first like (issue 33) in Chromium: a fan hearts a first
// set and a small bar above the bottom bar offers reminders, without moving the list; one tap
// subscribes this device at the real server (through the stand-in push service), and the
// offer is never made again, neither after "Turn on reminders" nor after "Not now". Only
// pushManager.subscribe is stood in for, as in push.test.ts.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Device } from '../packages/server/test/helpers/pushStandIn.ts';
import { PUSH_ENV, pushPhone, usePushStandIn } from './support/pushPhone.ts';
import { useServerAndBrowser } from './support/running.ts';
import { startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z';
const EVENT = 'testfest-2026';

const push = usePushStandIn();
const running = useServerAndBrowser(() => startServer({ now: NOW, env: PUSH_ENV }));
const url = () => running.server.url;

/** a phone whose pushManager.subscribe answers with the stand-in service's subscription */
async function phone(device: Device): Promise<{ context: BrowserContext; page: Page }> {
  const context = await pushPhone(running.browser, url(), device, { keptIn: 'localStorage' });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  return { context, page };
}

async function registered(page: Page): Promise<void> {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) != null);
}

/** the server answers a test push for this endpoint only when it holds its subscription */
async function serverHolds(device: Device): Promise<boolean> {
  const res = await fetch(`${url()}/api/push/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endpoint: device.subscription.endpoint }),
  });
  return res.status === 200;
}

const offerOf = (page: Page) => page.getByRole('region', { name: 'Reminders' });

/**
 * Taps `dj`'s heart and waits until the tap has been handled all the way: the server answered
 * the likes sent with `dj` liked, every request the page made meanwhile (the offer's own code,
 * when the tap raised it) has finished, and the page has drawn a frame since. An offer the tap
 * raised would be on screen then, so its absence can be asserted.
 */
async function likeHandled(page: Page, dj: string): Promise<void> {
  const pending = new Set<Request>();
  const started = (r: Request) => pending.add(r);
  const ended = (r: Request) => pending.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const saved = page.waitForResponse((r) => {
      if (!r.url().endsWith('/api/likes') || r.request().method() !== 'POST') return false;
      const sent = r.request().postDataJSON() as { likes?: { dj: string }[] } | null;
      return sent?.likes?.some((like) => like.dj === dj) === true;
    });
    await page.getByRole('button', { name: `Like ${dj}` }).click();
    expect((await saved).ok()).toBe(true);
    await page.getByRole('button', { name: `Unlike ${dj}` }).waitFor();
    await expect.poll(() => pending.size).toBe(0);
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

describe('the offer of reminders after the first like', () => {
  it('shows on the first heart without moving the list; one tap subscribes; never again', async () => {
    const device = await push.device(url());
    const { context, page } = await phone(device);
    await page.goto(`${url()}/lineup/${EVENT}/beach`);
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
    await page.goto(`${url()}/my-plan/${EVENT}`);
    await page
      .locator('.reminders .reminders__state strong')
      .getByText('on', { exact: true })
      .waitFor();

    // a second visit, and a first heart again after taking every like back: no offer
    await page.goto(`${url()}/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Unlike Charlie Tempo' }).click();
    await likeHandled(page, 'Juliet Bravo');
    expect(await offer.count()).toBe(0);
    await context.close();
  });

  it('"Not now" hides it for good, by keyboard too', async () => {
    const device = await push.device(url());
    const { context, page } = await phone(device);
    await page.goto(`${url()}/lineup/${EVENT}/beach`);
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
    await likeHandled(page, 'Charlie Tempo');
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
