// @vitest-environment happy-dom
// Subscribing to pushes (reminders/pushClient.ts) on a first visit: a fan's first like and the
// offer of reminders can come while the app's service worker is still installing; the tap
// waits for it instead of failing with "this browser cannot receive pushes".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribePush } from '../../src/reminders/pushClient.ts';
import { installNotifications, removeNotifications } from './fakeNotifications.ts';

const KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function fakeSubscription() {
  return {
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
  };
}

/** a registration whose worker becomes active `after` ms from now */
function installingRegistration(after: number) {
  const reg = {
    active: null as object | null,
    pushManager: {
      getSubscription: vi.fn(async () => null),
      // as a browser does: no subscription without an active worker
      subscribe: vi.fn(async () => {
        if (!reg.active) throw new DOMException('no active Service Worker', 'AbortError');
        return fakeSubscription();
      }),
    },
  };
  const ready = new Promise((resolve) =>
    setTimeout(() => {
      reg.active = {};
      resolve(reg);
    }, after),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => reg, ready },
    configurable: true,
  });
  return reg;
}

beforeEach(() => {
  installNotifications('granted');
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/api/push/key') ? Response.json({ publicKey: KEY }) : Response.json({}),
    ),
  );
});
afterEach(() => {
  removeNotifications();
  Reflect.deleteProperty(window, 'PushManager');
  vi.unstubAllGlobals();
});

describe('subscribing while the service worker is still installing', () => {
  it('waits for the worker, then subscribes and tells the server', async () => {
    const reg = installingRegistration(50);
    const sub = await subscribePush({ locale: 'en', minutes: 10, likes: [] });
    expect(sub).not.toBeNull();
    expect(reg.pushManager.subscribe).toHaveBeenCalledOnce();
    const calls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/push/subscribe');
  });
});
