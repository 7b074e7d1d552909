import { describe, expect, it, vi } from 'vitest';
import { resubscribe } from '../../src/sw/resubscribe.ts';

const KEY = new Uint8Array([4, 1, 2, 3]).buffer;

function subscription(endpoint: string, key: ArrayBuffer | null = KEY): PushSubscription {
  return {
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-of-${endpoint}`, auth: 'auth' } }),
  } as unknown as PushSubscription;
}

function fakeFetch() {
  return vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/push/key'
      ? Response.json({ publicKey: 'BAECAw' })
      : Response.json({ ok: true, reminders: 1 }),
  );
}

describe('the service worker when the browser rotates the push subscription', () => {
  it('subscribes again with the same server key and sends the new endpoint with the old one and its keys', async () => {
    const subscribe = vi.fn(async () => subscription('https://push.example/new'));
    const fetchFn = fakeFetch();
    const ok = await resubscribe(
      { subscribe } as unknown as PushManager,
      { oldSubscription: subscription('https://push.example/old'), newSubscription: null },
      fetchFn,
    );
    expect(ok).toBe(true);
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: KEY });
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('/api/push/resubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({
      oldSubscription: {
        endpoint: 'https://push.example/old',
        keys: { p256dh: 'p256dh-of-https://push.example/old', auth: 'auth' },
      },
      subscription: {
        endpoint: 'https://push.example/new',
        keys: { p256dh: 'p256dh-of-https://push.example/new', auth: 'auth' },
      },
    });
  });

  it('uses the subscription the browser already made, and the server key when the old one has none', async () => {
    const subscribe = vi.fn(async () => subscription('https://push.example/made'));
    const fetchFn = fakeFetch();
    await resubscribe(
      { subscribe } as unknown as PushManager,
      {
        oldSubscription: subscription('https://push.example/old'),
        newSubscription: subscription('https://push.example/given'),
      },
      fetchFn,
    );
    expect(subscribe).not.toHaveBeenCalled();
    expect(JSON.parse(String(fetchFn.mock.calls[0]?.[1]?.body)).subscription.endpoint).toBe(
      'https://push.example/given',
    );

    const again = fakeFetch();
    await resubscribe(
      { subscribe } as unknown as PushManager,
      { oldSubscription: subscription('https://push.example/old', null), newSubscription: null },
      again,
    );
    expect(again.mock.calls.map((c) => c[0])).toEqual(['/api/push/key', '/api/push/resubscribe']);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2, 3]),
    });
  });

  it('does nothing without the old subscription: the server could not tell which device it is', async () => {
    const subscribe = vi.fn();
    const fetchFn = fakeFetch();
    const ok = await resubscribe(
      { subscribe } as unknown as PushManager,
      { oldSubscription: null, newSubscription: null },
      fetchFn,
    );
    expect(ok).toBe(false);
    expect(fetchFn).not.toHaveBeenCalled();
  });
});
