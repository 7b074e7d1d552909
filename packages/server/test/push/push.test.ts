// Web Push end to end over HTTP (issue 13): the real server on a real SQLite file sends to the
// stand-in push service, which checks the VAPID signature and decrypts what a phone would show.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../helpers/fakeProvider.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';
import {
  GRACE,
  MARGARET,
  type MovableClock,
  movableClock,
  newDevice,
  pause,
  startPushServer,
  subscribe,
} from './pushHelpers.ts';

let push: PushStandIn;
let clock: MovableClock;
let server: TestServer;

beforeEach(async () => {
  push = await startPushStandIn();
  clock = movableClock();
  server = await startPushServer(clock);
});

afterEach(async () => {
  await server.dispose();
  await push.close();
});

const at = (iso: string) => clock.set(new Date(iso));

describe('subscribing a device', () => {
  it('sends the reminder at its due time, in the fan’s language, opening the set', async () => {
    const device = await newDevice(server.url, push);
    const { response, body } = await subscribe(server.url, device, [GRACE], { locale: 'de' });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, reminders: 1 });

    at('2026-07-30T21:49:00.000Z');
    await pause(300);
    expect(push.deliveries).toHaveLength(0);

    at('2026-07-30T21:50:00.000Z');
    const [delivery] = await push.waitFor(1);
    expect(delivery?.json).toMatchObject({
      kind: 'reminder',
      locale: 'de',
      dj: 'Grace Hopper',
      stage: '🌅 Beach',
      start: '2026-07-30T22:00:00.000Z',
      timeZone: 'Europe/Berlin',
      minutes: 10,
      url: '/de/lineup/sunrise-2026?s=Grace%20Hopper',
    });
    expect(delivery?.urgency).toBe('high');
    expect(delivery?.ttl).toBeGreaterThan(0);
    expect(delivery?.ttl).toBeLessThanOrEqual(600);
    expect(push.refusals).toEqual([]);
  });

  it('sends a test notification on request', async () => {
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [], { locale: 'fr', minutesBefore: 0 });
    const { response } = await postJson(`${server.url}/api/push/test`, {
      endpoint: device.subscription.endpoint,
    });
    expect(response.status).toBe(200);
    const [delivery] = await push.waitFor(1);
    expect(delivery?.json).toMatchObject({ kind: 'test', locale: 'fr', url: '/fr/' });
  });

  it('refuses a plain-http endpoint unless configured, and a bad key', async () => {
    const strict = await startServer({ clock, env: { PUSH_TICK_MS: '0' } });
    try {
      const device = await newDevice(strict.url, push);
      const { response, body } = await subscribe(strict.url, device, [GRACE]);
      expect(response.status).toBe(400);
      expect(body.error).toMatch(/https/);
    } finally {
      await strict.dispose();
    }
    const device = await newDevice(server.url, push);
    const bad = { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'x' } };
    const { response } = await postJson(`${server.url}/api/push/subscribe`, {
      subscription: bad,
      locale: 'en',
      minutesBefore: 10,
      likes: [],
    });
    expect(response.status).toBe(400);
  });

  it('refuses an endpoint on a host that is no push service, with a clear error', async () => {
    // without PUSH_SERVICE_HOSTS only the browsers' push services are allowed
    const strict = await startServer({ clock, env: { PUSH_TICK_MS: '0', PUSH_ALLOW_HTTP: '1' } });
    try {
      const device = await newDevice(strict.url, push);
      const elsewhere = (endpoint: string) =>
        postJson(`${strict.url}/api/push/subscribe`, {
          subscription: { ...device.subscription, endpoint },
          locale: 'en',
          minutesBefore: 10,
          likes: [],
        });
      for (const endpoint of [
        device.subscription.endpoint,
        'https://internal.example/admin',
        'https://fcm.googleapis.com.evil.example/fcm/send/x',
        'https://evilpush.apple.com/3/device/x',
      ]) {
        const { response, body } = await elsewhere(endpoint);
        expect(response.status, endpoint).toBe(400);
        expect(body.error).toMatch(/not a known push service/);
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc:def',
        'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
        'https://web.push.apple.com/QGx4',
        'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      ]) {
        const { response } = await elsewhere(endpoint);
        expect(response.status, endpoint).toBe(200);
      }
    } finally {
      await strict.dispose();
    }
  });

  it('keeps the same VAPID key across a restart', async () => {
    // the browser subscribed with the key before the restart; pushes after it must verify
    const device = await newDevice(server.url, push);
    server = await server.restart();
    await subscribe(server.url, device, [], { minutesBefore: 0 });
    await postJson(`${server.url}/api/push/test`, { endpoint: device.subscription.endpoint });
    await push.waitFor(1);
    expect(push.refusals).toEqual([]);
  });
});

describe('the browser rotating a subscription (pushsubscriptionchange)', () => {
  it('moves the reminders, language and lead time to the new endpoint; the old one gets none', async () => {
    const before = await newDevice(server.url, push);
    const after = await newDevice(server.url, push);
    await subscribe(server.url, before, [GRACE], { locale: 'pl', minutesBefore: 10 });
    const { response, body } = await postJson(`${server.url}/api/push/resubscribe`, {
      oldSubscription: before.subscription,
      subscription: after.subscription,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ ok: true, reminders: 1 });

    at('2026-07-30T21:50:00.000Z');
    const [delivery] = await push.waitFor(1);
    await pause(300);
    expect(push.deliveries.map((d) => d.device)).toEqual([after.id]);
    expect(delivery?.json).toMatchObject({ kind: 'reminder', locale: 'pl', dj: 'Grace Hopper' });
    expect(push.refusals).toEqual([]);
    // the old endpoint is no longer a device of this server
    const { body: removed } = await postJson(`${server.url}/api/push/unsubscribe`, {
      endpoint: before.subscription.endpoint,
    });
    expect(removed).toEqual({ removed: false });
  });

  it('answers 404 for an old endpoint it never knew, and 400 for a new one elsewhere', async () => {
    const device = await newDevice(server.url, push);
    const unknown = await postJson(`${server.url}/api/push/resubscribe`, {
      oldSubscription: {
        ...device.subscription,
        endpoint: 'https://fcm.googleapis.com/fcm/send/never-subscribed',
      },
      subscription: device.subscription,
    });
    expect(unknown.response.status).toBe(404);
    await subscribe(server.url, device, [GRACE]);
    const elsewhere = await postJson(`${server.url}/api/push/resubscribe`, {
      oldSubscription: device.subscription,
      subscription: { ...device.subscription, endpoint: 'https://internal.example/hook' },
    });
    expect(elsewhere.response.status).toBe(400);
    expect(elsewhere.body.error).toMatch(/not a known push service/);
  });
});

describe('switching off and cleaning up', () => {
  it('sends nothing more to a device that unsubscribed', async () => {
    const gone = await newDevice(server.url, push);
    const canary = await newDevice(server.url, push);
    await subscribe(server.url, gone, [GRACE]);
    await subscribe(server.url, canary, [GRACE]);
    const { body } = await postJson(`${server.url}/api/push/unsubscribe`, {
      endpoint: gone.subscription.endpoint,
    });
    expect(body).toEqual({ removed: true });

    at('2026-07-30T21:50:00.000Z');
    await push.waitFor(1);
    await pause(300);
    expect(push.deliveries.map((d) => d.device)).toEqual([canary.id]);
    const test = await postJson(`${server.url}/api/push/test`, {
      endpoint: gone.subscription.endpoint,
    });
    expect(test.response.status).toBe(404);
  });

  it('removes a subscription whose push service answers 410 Gone', async () => {
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE]);
    push.expire(device.id);
    const first = await postJson(`${server.url}/api/push/test`, {
      endpoint: device.subscription.endpoint,
    });
    expect(first.response.status).toBe(200);
    expect(push.refusals).toEqual([{ device: device.id, reason: 'subscription expired' }]);
    const again = await postJson(`${server.url}/api/push/test`, {
      endpoint: device.subscription.endpoint,
    });
    expect(again.response.status).toBe(404);
  });

  it('removes the subscription with the account, and a signed-in device follows synced likes', async () => {
    const provider = await startFakeProvider();
    const signedIn = await startPushServer(clock, { env: provider.env('') });
    try {
      const { body } = await signIn(signedIn.url, provider, ADA_FAN);
      const token = body.bunny_token as string;
      const device = await newDevice(signedIn.url, push);
      // liked on another device: the subscription takes the account's likes, not the send
      const sent = await subscribe(signedIn.url, device, [], { token });
      expect(sent.body.reminders).toBe(0);
      const like = { ...MARGARET, title: 'Margaret @ 🌲 Forest', meta: [] };
      await postJson(`${signedIn.url}/api/likes`, { token, likes: [like] });
      at('2026-07-30T22:50:00.000Z');
      const [delivery] = await push.waitFor(1);
      expect(delivery?.json).toMatchObject({ kind: 'reminder', dj: 'Margaret' });

      await postJson(`${signedIn.url}/api/deleteUser`, { bunny_token: token });
      const test = await postJson(`${signedIn.url}/api/push/test`, {
        endpoint: device.subscription.endpoint,
      });
      expect(test.response.status).toBe(404);
    } finally {
      await signedIn.dispose();
      await provider.close();
    }
  });
});

describe('delivery across a restart', () => {
  it('sends a reminder that fell due while the server was down, but not one found late', async () => {
    const quiet = { env: { PUSH_TICK_MS: '0' } };
    await server.dispose();
    server = await startPushServer(clock, quiet);
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE, MARGARET]);
    const dir = server.dir;
    await server.close();

    // down from 21:45 to 22:01: Grace (due 21:50) started at 22:00, so it is late and dropped
    at('2026-07-30T22:01:00.000Z');
    server = await startPushServer(clock, { dir });
    at('2026-07-30T22:50:00.000Z');
    await push.waitFor(1);
    await pause(300);
    expect(push.deliveries.map((d) => d.json.dj)).toEqual(['Margaret']);
  });

  it('sends after a restart between due time and delivery', async () => {
    await server.dispose();
    server = await startPushServer(clock, { env: { PUSH_TICK_MS: '0' } });
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE]);
    at('2026-07-30T21:55:00.000Z');
    const dir = server.dir;
    await server.close();
    server = await startPushServer(clock, { dir });
    const [delivery] = await push.waitFor(1);
    expect(delivery?.json).toMatchObject({ kind: 'reminder', dj: 'Grace Hopper' });
  });
});

describe('change alerts', () => {
  const file = () => path.join(server.eventsDir, 'sunrise-2026.yaml');
  const edit = (from: string, to: string) => {
    const text = readFileSync(file(), 'utf8');
    if (!text.includes(from)) throw new Error(`fixture has no ${from}`);
    writeFileSync(file(), text.replace(from, to));
  };

  it('sends one alert with every change of an edit to a liked set, and moves the reminder', async () => {
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE, MARGARET], { locale: 'de' });
    // Grace moves half an hour later, Margaret changes stage: one file save
    edit(
      'start: 2026-07-31T00:00\n    end: 2026-07-31T02:00',
      'start: 2026-07-31T00:30\n    end: 2026-07-31T02:30',
    );
    edit('  - dj: Margaret\n    room: 1', '  - dj: Margaret\n    room: 0');
    const [alert] = await push.waitFor(1);
    expect(alert?.json).toMatchObject({
      kind: 'changes',
      locale: 'de',
      event: 'sunrise-2026',
      url: '/de/lineup/sunrise-2026?s=Grace%20Hopper',
      more: 0,
      // the festival's break hour: the worker names Grace's 00:30 by Thursday's night (issue 33)
      breakHour: 6,
    });
    expect(alert?.json.changes).toEqual([
      {
        kind: 'time',
        dj: 'Grace Hopper',
        from: { start: '2026-07-30T22:00:00.000Z', end: '2026-07-31T00:00:00.000Z' },
        to: { start: '2026-07-30T22:30:00.000Z', end: '2026-07-31T00:30:00.000Z' },
      },
      { kind: 'stage', dj: 'Margaret', from: '🌲 Forest', to: '🌅 Beach' },
    ]);

    // the reminder follows Grace to 22:30: due 22:20, not 21:50
    at('2026-07-30T21:55:00.000Z');
    await pause(300);
    expect(push.deliveries).toHaveLength(1);
    at('2026-07-30T22:20:00.000Z');
    const [, reminder] = await push.waitFor(2);
    expect(reminder?.json).toMatchObject({ kind: 'reminder', start: '2026-07-30T22:30:00.000Z' });
  });

  it('sends nothing to a device whose liked sets an edit did not touch', async () => {
    const grace = await newDevice(server.url, push);
    const margaret = await newDevice(server.url, push);
    await subscribe(server.url, grace, [GRACE]);
    await subscribe(server.url, margaret, [MARGARET]);
    // a typo fixed in the party's link and Margaret cancelled
    edit('partyUrl: https://sunrise.example', 'partyUrl: https://sunrise.example/2026');
    edit(
      '  - dj: Margaret\n    room: 1\n    start: 2026-07-31T01:00\n    end: 2026-07-31T03:00\n    meta: []\n',
      '',
    );
    const [alert] = await push.waitFor(1);
    expect(alert?.device).toBe(margaret.id);
    expect(alert?.json.changes).toEqual([{ kind: 'cancelled', dj: 'Margaret' }]);
    await pause(500);
    expect(push.deliveries).toHaveLength(1);
  });

  it('sends nothing for an edit that changes no set', async () => {
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE]);
    edit('partyUrl: https://sunrise.example', 'partyUrl: https://sunrise.example/2026');
    const canary = await newDevice(server.url, push);
    await subscribe(server.url, canary, [], { minutesBefore: 0 });
    await pause(600);
    await postJson(`${server.url}/api/push/test`, { endpoint: canary.subscription.endpoint });
    await push.waitFor(1);
    expect(push.deliveries.map((d) => d.device)).toEqual([canary.id]);
  });
});
