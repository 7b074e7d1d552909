// Following first, reminders switched on later (issue 35): the push subscription is made after
// the acts were followed, and their bookings still reach the device. Anonymous: the app sends
// its follows again with the new endpoint. Signed in (or by a device link): the server gives the
// new subscription the account's follows itself. A subscription the browser rotates keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { type Device, type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, type TestServer } from '../helpers/server.ts';
import { OPERATOR, publish } from '../publishing/helpers.ts';
import {
  type MovableClock,
  movableClock,
  newDevice,
  pause,
  startPushServer,
  subscribe,
} from '../push/pushHelpers.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const NACHTFLUG = `id: nachtflug-2027
listedFrom: 2027-06-01
meta:
  partyName: Nachtflug 2027
  prefix: festival
  kind: bunny
  timeZone: Europe/Berlin
  rooms: [Hangar]
sets:
  - dj: Ada Lovelace
    room: 0
    start: 2027-07-30T23:00
    end: 2027-07-31T01:00
    meta: []
`;

describe.each(stores)('follows, then reminders switched on, on %s', (_store, database) => {
  let db: TestDatabase | null = null;
  let push: PushStandIn;
  let clock: MovableClock;
  let server: TestServer;

  const follow = async (body: { token?: string; endpoint?: string }) => {
    const { response } = await postJson(`${server.url}/api/follows`, {
      token: body.token ?? '',
      ...(body.endpoint ? { endpoint: body.endpoint } : {}),
      follows: [{ name: 'Ada Lovelace', links: [], followedAt: clock.now().toISOString() }],
    });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    db = await database();
    push = await startPushStandIn();
    clock = movableClock();
    server = await startPushServer(clock, {
      env: {
        ORGANISER_TOKEN: OPERATOR,
        PUSH_TICK_MS: '20',
        ...(db ? { DATABASE_URL: db.url } : {}),
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.dispose();
    await push?.close();
    await db?.drop();
  });

  it('each device hears of the booking once, however its reminders came after', async () => {
    // anonymous: followed with no subscription; the app sends its follows again once it has one
    const anonymous = await newDevice(server.url, push);
    await follow({});
    expect((await subscribe(server.url, anonymous, [])).response.status).toBe(200);
    await follow({ endpoint: anonymous.subscription.endpoint });

    // a device link: followed on the account, reminders switched on later, nothing sent after
    const linked = await postJson(`${server.url}/api/devices/link`, { token: '' });
    const token = (linked.body as { token: string }).token;
    await follow({ token });
    const account = await newDevice(server.url, push);
    expect((await subscribe(server.url, account, [], { token })).response.status).toBe(200);

    // the browser rotates a following device's subscription: the follows go with it
    const rotating = await newDevice(server.url, push);
    expect((await subscribe(server.url, rotating, [])).response.status).toBe(200);
    await follow({ endpoint: rotating.subscription.endpoint });
    const rotated = await newDevice(server.url, push);
    const moved = await postJson(`${server.url}/api/push/resubscribe`, {
      oldSubscription: rotating.subscription,
      subscription: rotated.subscription,
    });
    expect(moved.response.status).toBe(200);

    // reminders switched off and on again: the new subscription follows once the app sends
    const again = await newDevice(server.url, push);
    expect((await subscribe(server.url, again, [])).response.status).toBe(200);
    await follow({ endpoint: again.subscription.endpoint });
    await postJson(`${server.url}/api/push/unsubscribe`, {
      endpoint: again.subscription.endpoint,
    });
    expect((await subscribe(server.url, again, [])).response.status).toBe(200);
    await follow({ endpoint: again.subscription.endpoint });

    const published = await publish(server.url, OPERATOR, 'nachtflug-2027', NACHTFLUG);
    expect(published.response.status).toBe(201);
    const expected = [anonymous, account, rotated, again].map((d: Device) => d.id).sort();
    const booked = () => push.deliveries.filter((d) => d.json.kind === 'booked');
    const deadline = Date.now() + 30_000;
    while (booked().length < expected.length && Date.now() < deadline) await pause(50);
    await pause(1000);
    expect(
      booked()
        .map((d) => d.device)
        .sort(),
    ).toEqual(expected);
    expect(booked()[0]?.json).toMatchObject({
      kind: 'booked',
      sets: [{ dj: 'Ada Lovelace', stage: 'Hangar' }],
    });
    expect(push.refusals).toEqual([]);
  }, 60_000);
});
