// "Tell me who starts on <stage>" in Chromium (issue 34): the button on a stage's timetable
// asks for notifications, subscribes this browser and follows the stage on the real server;
// a set that starts there, or an accepted fans' report that puts one there now, reaches the
// stand-in push service as "<act> started on <stage>"; pressed again, it stops. Only
// pushManager.subscribe is stood in for: it needs a real push service.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Delivery,
  type Device,
  type PushStandIn,
  startPushStandIn,
} from '../packages/server/test/helpers/pushStandIn.ts';
import { eventText, OPERATOR } from '../packages/server/test/publishing/helpers.ts';
import { launchBrowser } from './support/browser.ts';
import { controlled, pushPhone, registrationId } from './support/pushPhone.ts';
import { postJson, type RunningServer, startServer } from './support/server.ts';

// 23:05 in Berlin: the Headliner started on the Floor 5 minutes ago; the Garden Set plays on
// the Garden since 22:00 (too long ago to be told)
const NOW = '2026-07-30T21:05:00.000Z';
const EVENT = 'club-night';

let server: RunningServer;
let browser: Browser;
let push: PushStandIn;
let context: BrowserContext;
let page: Page;
let device: Device;
let moderatorToken: string;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  postJson(server.url, path, body, headers);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  push = await startPushStandIn();
  [server, browser] = await Promise.all([
    startServer({
      now: NOW,
      env: {
        ORGANISER_TOKEN: OPERATOR,
        PUSH_ALLOW_HTTP: '1',
        PUSH_SERVICE_HOSTS: '127.0.0.1',
        PUSH_TICK_MS: '200',
      },
    }),
    launchBrowser(),
  ]);
  const operator = { authorization: `Bearer ${OPERATOR}` };
  const published = await post(
    `/api/organiser/events/${EVENT}/versions`,
    { text: eventText(EVENT), format: 'yaml', note: 'first lineup' },
    operator,
  );
  expect(published.status).toBe(201);
  const added = await post(
    `/api/organiser/events/${EVENT}/moderators`,
    { name: 'Door crew' },
    operator,
  );
  moderatorToken = String(added.body.token);
  const key = ((await (await fetch(`${server.url}/api/push/key`)).json()) as { publicKey: string })
    .publicKey;
  device = push.device(key);
  context = await pushPhone(browser, server.url, device);
  page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  await push?.close();
});

/** the stages this browser follows, as the server has them (the Floor stays followed) */
async function followedOnServer(): Promise<number[]> {
  const answer = await post(`/api/events/${EVENT}/stage-follows`, {
    subscription: { endpoint: device.subscription.endpoint, auth: device.subscription.keys.auth },
    stage: 0,
    follow: true,
  });
  expect(answer.status).toBe(200);
  return answer.body.stages as number[];
}

/**
 * Hands a delivered message to the service worker as the browser's push service would, and
 * waits for the notification with this title. Handed again (the same tag: one notification)
 * when a worker that was being started or replaced let it pass.
 */
async function shows(delivery: Delivery | undefined, title: string): Promise<void> {
  const titles = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => n.title);
    });
  for (let attempt = 1; ; attempt++) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registrationId(cdp, server.url),
      data: delivery?.text ?? '',
    });
    await cdp.detach();
    try {
      await expect.poll(titles, { timeout: 5_000 }).toContain(title);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

describe('tell me who starts on a stage', () => {
  it('the button follows the Floor on the server; the set that just started there is told', async () => {
    await page.goto(`${server.url}/lineup/${EVENT}/floor`);
    await page.getByText('Headliner').first().waitFor();
    await controlled(page);
    await page.getByRole('button', { name: '🔔 Tell me who starts on Floor' }).click();
    const following = page.getByRole('button', { name: '🔔 You hear who starts on Floor' });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    expect(await followedOnServer()).toEqual([0]);

    const [started] = await push.waitFor(1);
    expect(started?.device).toBe(device.id);
    expect(started?.json).toMatchObject({
      kind: 'started',
      dj: 'Headliner',
      stage: 'Floor',
      event: EVENT,
    });
    await shows(started, 'Headliner started on Floor');
  });

  it('pressed again it stops; an accepted report on a stage not followed is not told, on one followed it is', async () => {
    await page.goto(`${server.url}/lineup/${EVENT}/garden`);
    await page.getByText('Garden Set').first().waitFor();
    await controlled(page);
    await page.getByRole('button', { name: '🔔 Tell me who starts on Garden' }).click();
    await page.getByRole('button', { name: '🔔 You hear who starts on Garden' }).click();
    const off = page.getByRole('button', { name: '🔔 Tell me who starts on Garden' });
    await off.waitFor();
    expect(await off.getAttribute('aria-pressed')).toBe('false');
    expect(await followedOnServer()).toEqual([0]);

    // a fan reports a surprise on the Garden now; a moderator accepts it (the Garden Set
    // shortened): it starts there now, but this browser no longer follows the Garden
    const made = await post(
      `/api/events/${EVENT}/reports`,
      { report: { kind: 'playing', stage: 1, start: NOW, dj: 'Surprise Guest' } },
      { 'x-device-key': 'another-fans-phone-0123456789' },
    );
    expect(made.status).toBe(201);
    const accepted = await post(
      `/api/organiser/events/${EVENT}/reports/${String(made.body.id)}/accept`,
      { overlaps: 'shorten' },
      { authorization: `Bearer ${moderatorToken}` },
    );
    expect(accepted.status).toBe(200);
    await pause(1500);
    expect(push.deliveries).toHaveLength(1);

    // followed again: the surprise that started there a moment ago is told
    await page.getByRole('button', { name: '🔔 Tell me who starts on Garden' }).click();
    await page.getByRole('button', { name: '🔔 You hear who starts on Garden' }).waitFor();
    expect(await followedOnServer()).toEqual([0, 1]);
    const [, surprise] = await push.waitFor(2);
    expect(surprise?.device).toBe(device.id);
    expect(surprise?.json).toMatchObject({
      kind: 'started',
      dj: 'Surprise Guest',
      stage: 'Garden',
    });
    await shows(surprise, 'Surprise Guest started on Garden');
  });
});
