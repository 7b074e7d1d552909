// Reminders with the app closed (issue 13) in Chromium: the fan switches reminders on in /de,
// the real server sends the reminder to the stand-in push service (VAPID checked, payload
// decrypted), and that exact message is handed to the service worker through the DevTools
// protocol (ServiceWorker.deliverPushMessage), as the browser's push service would. The worker
// shows it in German with act, stage and time; a tap opens the set in the timetable. Only
// pushManager.subscribe is stood in for: it needs a real push service.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '../packages/server/test/helpers/pushStandIn.ts';
import {
  controlled,
  PUSH_ENV,
  pushPhone,
  registrationId,
  usePushStandIn,
} from './support/pushPhone.ts';
import { useServerAndBrowser } from './support/running.ts';
import { startServer } from './support/server.ts';

// 01:55 in Berlin: Delta Wave plays on Beach at 02:00, so its 10-minute reminder is due now
const NOW = '2026-07-30T23:55:00.000Z';
const EVENT = 'testfest-2026';

const push = usePushStandIn();
const running = useServerAndBrowser(() =>
  startServer({ now: NOW, env: { ...PUSH_ENV, PUSH_TICK_MS: '200' } }),
);
let context: BrowserContext;
let page: Page;
let device: Device;

beforeAll(async () => {
  device = await push.device(running.server.url);
  context = await pushPhone(running.browser, running.server.url, device, { locale: 'de-DE' });
  page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
});

afterAll(async () => {
  await context?.close();
});

async function shownNotifications(): Promise<{ title: string; body: string }[]> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
  });
}

describe('push notifications', () => {
  it('switching reminders on in /de brings the reminder, shown in German; a tap opens the set', async () => {
    await page.goto(`${running.server.url}/de/lineup/${EVENT}/beach`);
    await page.getByRole('button', { name: 'Delta Wave merken', exact: true }).click();
    await page.getByRole('button', { name: 'Delta Wave nicht mehr merken', exact: true }).waitFor();
    await controlled(page);

    await page.goto(`${running.server.url}/de/my-plan/${EVENT}`);
    const plan = page.locator('.reminders');
    await plan.waitFor();
    await plan
      .getByRole('checkbox', { name: 'Erinnere mich, bevor meine gemerkten Sets beginnen' })
      .check();
    await plan.getByText(/^An\. Du bekommst 10 Minuten vor jedem gemerkten Set/).waitFor();
    expect(await plan.locator('.reminders__state strong').textContent()).toBe('an');

    const [delivery] = await push.standIn.waitFor(1);
    expect(delivery?.json).toMatchObject({ kind: 'reminder', dj: 'Delta Wave', locale: 'de' });

    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: running.server.url,
      registrationId: await registrationId(cdp, running.server.url),
      data: delivery?.text ?? '',
    });
    await expect
      .poll(shownNotifications, { timeout: 10_000 })
      .toEqual([{ title: 'Delta Wave beginnt in 10 Min.', body: '🌅 Beach um 02:00 · Testfest' }]);

    // a tap: the worker's notificationclick handler steers the open app to the set
    const [worker] = context.serviceWorkers();
    await worker?.evaluate(async () => {
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [shown] = await sw.registration.getNotifications();
      if (!shown) throw new Error('no notification');
      const click = new sw.NotificationEvent('notificationclick', { notification: shown });
      // dispatched by hand the event is untrusted, so its waitUntil throws: the handler's work
      // has started by then, which is what this checks
      try {
        sw.dispatchEvent(click);
      } catch {}
    });
    await page.waitForURL(`${running.server.url}/de/lineup/${EVENT}?s=Delta%20Wave`);
    await page.getByText('Delta Wave').first().waitFor();
  });

  it('sends a test notification on request', async () => {
    const plan = page.locator('.reminders');
    await page.goto(`${running.server.url}/de/my-plan/${EVENT}`);
    await plan.getByRole('button', { name: 'Schick mir eine Test-Benachrichtigung' }).click();
    await plan.getByText('Gesendet. Sie sollte in wenigen Sekunden erscheinen.').waitFor();
    const deliveries = await push.standIn.waitFor(2);
    expect(deliveries[1]?.json).toMatchObject({ kind: 'test', locale: 'de', url: '/de/' });
  });
});
