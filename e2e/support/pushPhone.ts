// A phone that takes pushes from the tests' stand-in push service (server test helper
// pushStandIn.ts): notifications allowed, and pushManager.subscribe answering with the
// stand-in's subscription, the one part stood in for (a real push service cannot be reached).
// The subscription is kept in the page's storage, as the browser would keep it. A message the
// stand-in took is handed to the app's service worker over the DevTools protocol
// (ServiceWorker.deliverPushMessage), as the browser's push service would hand it over.
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  type Device,
  type PushStandIn,
  startPushStandIn,
} from '../../packages/server/test/helpers/pushStandIn.ts';
import { PHONE } from './browser.ts';

/** what lets the server send to the stand-in push service on this machine, over http */
export const PUSH_ENV = { PUSH_ALLOW_HTTP: '1', PUSH_SERVICE_HOSTS: '127.0.0.1' };

export interface PushService {
  /** the stand-in push service: what it was sent, per device */
  readonly standIn: PushStandIn;
  /** a new device subscribed with the key of the server at `origin` */
  device(origin: string): Promise<Device>;
}

/** The stand-in push service for a test file: started before its first test, closed after. */
export function usePushStandIn(): PushService {
  let standIn: PushStandIn | undefined;
  beforeAll(async () => {
    standIn = await startPushStandIn();
  });
  afterAll(async () => {
    await standIn?.close();
  });
  const service: PushService = {
    get standIn() {
      if (!standIn) throw new Error('push stand-in not started');
      return standIn;
    },
    async device(origin) {
      const res = await fetch(`${origin}/api/push/key`);
      return service.standIn.device(((await res.json()) as { publicKey: string }).publicKey);
    },
  };
  return service;
}

export interface PushPhoneOptions {
  locale?: string;
  /** where the subscription is kept: for this tab (default) or for the device */
  keptIn?: 'sessionStorage' | 'localStorage';
}

/** a new phone (browser context) for `origin` whose subscription is `device`'s */
export async function pushPhone(
  browser: Browser,
  origin: string,
  device: Device,
  opts: PushPhoneOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: opts.locale ?? 'en-GB',
    timezoneId: 'Europe/Berlin',
    colorScheme: 'dark',
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(
    ({ sub, keptIn }) => {
      const store = keptIn === 'localStorage' ? localStorage : sessionStorage;
      const held = () => store.getItem('test:push') === '1';
      const fake = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null, userVisibleOnly: true },
        toJSON: () => sub,
        unsubscribe: async () => {
          store.removeItem('test:push');
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        store.setItem('test:push', '1');
        return fake as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (held() ? fake : null) as unknown as PushSubscription | null;
    },
    { sub: device.subscription, keptIn: opts.keptIn ?? 'sessionStorage' },
  );
  return context;
}

/** waits until the app's service worker controls `page` */
export async function controlled(page: Page): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    if (Date.now() > deadline) throw new Error('the service worker did not take over');
    await page.waitForTimeout(100);
  }
}

/** the DevTools id of the service worker registration of `origin` */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((ok) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(origin));
      if (live) ok(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}
