// What anyone on the internet may do with the push calls, and what it costs the server: a flood
// of subscriptions with made-up likes, moving a device it does not hold, making a phone ring on
// end, endpoints on odd ports (issue 25, items 6–8). The real server on a real SQLite file.
import { statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeProvider } from '../helpers/fakeProvider.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';
import {
  GRACE,
  type MovableClock,
  movableClock,
  newDevice,
  startPushServer,
  subscribe,
} from './pushHelpers.ts';

let push: PushStandIn;
let clock: MovableClock;
let server: TestServer;

beforeEach(async () => {
  push = await startPushStandIn();
  clock = movableClock();
});

afterEach(async () => {
  await server.dispose();
  await push.close();
});

function rows(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(path.join(server.dir, 'var', 'lineup.db'), { readOnly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

const madeUp = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    ...GRACE,
    dj: `Nobody Plays Here ${i} ${'x'.repeat(40)}`,
  }));

describe('a flood of subscriptions', () => {
  it('stores none of 999 made-up liked acts on each of 100 devices, only the real one', async () => {
    server = await startPushServer(clock);
    const dbFile = path.join(server.dir, 'var', 'lineup.db');
    const before = statSync(dbFile).size;
    for (let i = 0; i < 100; i++) {
      const device = await newDevice(server.url, push);
      const { response } = await subscribe(server.url, device, [...madeUp(999), GRACE]);
      expect(response.status).toBe(200);
    }
    expect(rows('SELECT count(*) AS n FROM push_subscriptions')[0]?.n).toBe(100);
    // one liked set each: Grace Hopper, the act that plays
    expect(rows('SELECT count(*) AS n FROM push_liked')[0]?.n).toBe(100);
    expect(rows("SELECT count(*) AS n FROM push_liked WHERE dj <> 'Grace Hopper'")[0]?.n).toBe(0);
    // was 90.7 MB for the same calls
    expect(statSync(dbFile).size - before).toBeLessThan(2_000_000);
  });

  it('refuses new devices beyond the cap of one address a day, and still updates those it has', async () => {
    server = await startPushServer(clock, { env: { PUSH_SUBSCRIPTIONS_PER_ADDRESS: '5' } });
    const devices = [];
    for (let i = 0; i < 5; i++) {
      const device = await newDevice(server.url, push);
      expect((await subscribe(server.url, device, [GRACE])).response.status).toBe(200);
      devices.push(device);
    }
    const sixth = await subscribe(server.url, await newDevice(server.url, push), [GRACE]);
    expect(sixth.response.status).toBe(429);
    expect(sixth.body.error).toMatch(/Too many devices/);
    const again = await subscribe(server.url, devices[0]!, [GRACE], { minutesBefore: 30 });
    expect(again.response.status).toBe(200);

    clock.set(new Date(clock.now().getTime() + 25 * 3600_000));
    const tomorrow = await subscribe(server.url, await newDevice(server.url, push), []);
    expect(tomorrow.response.status).toBe(200);
  });
});

describe('moving a subscription (pushsubscriptionchange)', () => {
  it('moves nothing for someone who knows only the old endpoint', async () => {
    server = await startPushServer(clock);
    const victim = await newDevice(server.url, push);
    const thief = await newDevice(server.url, push);
    await subscribe(server.url, victim, [GRACE]);
    const stolen = await postJson(`${server.url}/api/push/resubscribe`, {
      oldSubscription: { endpoint: victim.subscription.endpoint, keys: thief.subscription.keys },
      subscription: thief.subscription,
    });
    expect(stolen.response.status).toBe(404);
    expect(rows('SELECT endpoint FROM push_subscriptions')).toEqual([
      { endpoint: victim.subscription.endpoint },
    ]);
  });

  it('does not carry the account link to the new endpoint', async () => {
    const provider = await startFakeProvider();
    server = await startPushServer(clock, { env: provider.env('') });
    try {
      const token = (await signIn(server.url, provider, ADA_FAN)).body.bunny_token as string;
      const before = await newDevice(server.url, push);
      const after = await newDevice(server.url, push);
      await subscribe(server.url, before, [], { token });
      expect(rows('SELECT user_id FROM push_subscriptions')[0]?.user_id).not.toBeNull();
      const moved = await postJson(`${server.url}/api/push/resubscribe`, {
        oldSubscription: before.subscription,
        subscription: after.subscription,
      });
      expect(moved.response.status).toBe(200);
      expect(rows('SELECT endpoint, user_id FROM push_subscriptions')).toEqual([
        { endpoint: after.subscription.endpoint, user_id: null },
      ]);
    } finally {
      await provider.close();
    }
  });
});

describe('test notifications', () => {
  it('rings a device a few times an hour, not 100 times', async () => {
    server = await startPushServer(clock);
    const device = await newDevice(server.url, push);
    await subscribe(server.url, device, [GRACE], { minutesBefore: 0 });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const { response } = await postJson(`${server.url}/api/push/test`, {
        endpoint: device.subscription.endpoint,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(97);
    await push.waitFor(3);
    expect(push.deliveries).toHaveLength(3);
  });
});

describe('endpoints', () => {
  it.each([
    'https://fcm.googleapis.com:22/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://.push.apple.com/3/device/abc',
    'https://x..push.apple.com/3/device/abc',
  ])('refuses %s', async (endpoint) => {
    server = await startPushServer(clock, { env: { PUSH_SERVICE_HOSTS: '', PUSH_ALLOW_HTTP: '' } });
    const device = await newDevice(server.url, push);
    const { response } = await subscribe(
      server.url,
      { ...device, subscription: { ...device.subscription, endpoint } },
      [GRACE],
    );
    expect(response.status).toBe(400);
  });
});
