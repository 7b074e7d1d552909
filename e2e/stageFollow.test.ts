// "Tell me who starts on <stage>" in Chromium (issue 34): the button on a stage's timetable
// asks for notifications, subscribes this browser and follows the stage on the real server;
// a set that starts there, or an accepted fans' report that puts one there now, reaches the
// stand-in push service as "<act> started on <stage>"; pressed again, it stops. Only
// pushManager.subscribe is stood in for: it needs a real push service.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery, Device } from '../packages/server/test/helpers/pushStandIn.ts';
import { eventText, OPERATOR } from '../packages/server/test/publishing/helpers.ts';
import { useOrganiserSuite } from './support/organiser.ts';
import {
  controlled,
  PUSH_ENV,
  pushPhone,
  registrationId,
  usePushStandIn,
} from './support/pushPhone.ts';

const NOW = '2026-07-30T21:05:00.000Z';
const EVENT = 'club-night';

const suite = useOrganiserSuite({
  now: NOW,
  operator: OPERATOR,
  env: { ...PUSH_ENV, PUSH_TICK_MS: '200' },
});
const { post } = suite;
const push = usePushStandIn();

let context: BrowserContext;
let page: Page;
let device: Device;
let moderatorToken: string;

beforeAll(async () => {
  await suite.publish(eventText(EVENT), 'first lineup');
  const operator = { authorization: `Bearer ${OPERATOR}` };
  const added = await post(
    `/api/organiser/events/${EVENT}/moderators`,
    { name: 'Door crew' },
    operator,
  );
  moderatorToken = String(added.body.token);
  device = await push.device(suite.server.url);
  context = await pushPhone(suite.browser, suite.server.url, device);
  page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
});

afterAll(async () => {
  await context?.close();
});

/** `phone`'s subscription follows `stage` on the server (the stages it follows come back) */
async function follow(phone: Device, stage: number): Promise<number[]> {
  const answer = await post(`/api/events/${EVENT}/stage-follows`, {
    subscription: { endpoint: phone.subscription.endpoint, auth: phone.subscription.keys.auth },
    stage,
    follow: true,
  });
  expect(answer.status).toBe(200);
  return answer.body.stages as number[];
}

/** the stages this browser follows, as the server has them (the Floor stays followed) */
const followedOnServer = () => follow(device, 0);

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
      origin: suite.server.url,
      registrationId: await registrationId(cdp, suite.server.url),
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
    await page.goto(`${suite.server.url}/lineup/${EVENT}/floor`);
    await page.getByText('Headliner').first().waitFor();
    await controlled(page);
    await page.getByRole('button', { name: '🔔 Tell me who starts on Floor' }).click();
    const following = page.getByRole('button', { name: '🔔 You hear who starts on Floor' });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    expect(await followedOnServer()).toEqual([0]);

    const [started] = await push.standIn.waitFor(1);
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
    await page.goto(`${suite.server.url}/lineup/${EVENT}/garden`);
    await page.getByText('Garden Set').first().waitFor();
    await controlled(page);
    await page.getByRole('button', { name: '🔔 Tell me who starts on Garden' }).click();
    await page.getByRole('button', { name: '🔔 You hear who starts on Garden' }).click();
    const off = page.getByRole('button', { name: '🔔 Tell me who starts on Garden' });
    await off.waitFor();
    expect(await off.getAttribute('aria-pressed')).toBe('false');
    expect(await followedOnServer()).toEqual([0]);

    // another fan's phone follows the Garden: its push of the surprise, claimed in the same
    // round as one for this browser would be, says when the round has run
    const other = await push.device(suite.server.url);
    const subscribed = await post('/api/push/subscribe', {
      subscription: other.subscription,
      locale: 'en',
      minutesBefore: 0,
      likes: [],
    });
    expect(subscribed.status).toBe(200);
    expect(await follow(other, 1)).toEqual([1]);

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
    const [, toOther] = await push.standIn.waitFor(2);
    expect(toOther?.device).toBe(other.id);
    expect(toOther?.json).toMatchObject({ kind: 'started', dj: 'Surprise Guest', stage: 'Garden' });
    const toThisBrowser = () => push.standIn.deliveries.filter((d) => d.device === device.id);
    expect(toThisBrowser()).toHaveLength(1);

    // followed again: the surprise that started there a moment ago is told
    await page.getByRole('button', { name: '🔔 Tell me who starts on Garden' }).click();
    await page.getByRole('button', { name: '🔔 You hear who starts on Garden' }).waitFor();
    expect(await followedOnServer()).toEqual([0, 1]);
    const [, , surprise] = await push.standIn.waitFor(3);
    expect(surprise?.device).toBe(device.id);
    expect(surprise?.json).toMatchObject({
      kind: 'started',
      dj: 'Surprise Guest',
      stage: 'Garden',
    });
    await shows(surprise, 'Surprise Guest started on Garden');
    // nothing else reached this browser: an untold push of the surprise would have come first
    expect(toThisBrowser().map((d) => d.json.dj)).toEqual(['Headliner', 'Surprise Guest']);
  });
});
