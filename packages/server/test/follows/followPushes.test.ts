// Told when a followed act is booked (issue 35): a published version that adds a set of a
// followed act sends one push per device ("Ada Lovelace plays Nachtflug 2027, Fri 23:00,
// Hangar"), exactly once also from two instances; later bookings of the same event within the
// hour are merged into one message an hour after; an event that is over tells nobody. A followed
// act's set moved or cancelled is a change alert as for a liked set: one per device, also for a
// device that likes the set and follows the act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { type Device, type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, type TestServer } from '../helpers/server.ts';
import { until } from '../helpers/waiting.ts';
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
  ['SQLite (one instance)', async () => null],
  ...(PG_TEST_URL
    ? [['PostgreSQL (two instances)', freshDatabase] as [string, () => Promise<TestDatabase>]]
    : []),
];

interface Act {
  dj: string;
  room?: number;
  start: string;
  end: string;
}

function nachtflug(id: string, acts: Act[]): string {
  const sets = acts
    .map(
      (a) =>
        `  - dj: ${a.dj}\n    room: ${a.room ?? 0}\n    start: ${a.start}\n    end: ${a.end}\n    meta: []`,
    )
    .join('\n');
  return `id: ${id}
listedFrom: 2027-06-01
meta:
  partyName: Nachtflug 2027
  prefix: festival
  kind: bunny
  timeZone: Europe/Berlin
  rooms: [Hangar, Garden]
sets:
${sets}
`;
}

const ADA_FRI: Act = { dj: 'Ada Lovelace', start: '2027-07-30T23:00', end: '2027-07-31T01:00' };
const OPENER: Act = { dj: 'Opener', room: 1, start: '2027-07-30T20:00', end: '2027-07-30T22:00' };
const ADA_SAT: Act = { dj: 'ADA LOVELACE', start: '2027-07-31T23:00', end: '2027-08-01T01:00' };
const GRACE_SAT: Act = {
  dj: 'Grace Hopper b2b Hedy',
  room: 1,
  start: '2027-07-31T22:00',
  end: '2027-08-01T00:00',
};
const FOLLOWERS = 6;

describe.each(stores)('follow pushes on %s', (_store, database) => {
  let db: TestDatabase | null = null;
  let push: PushStandIn;
  let clock: MovableClock;
  let servers: TestServer[];
  const followers: Device[] = [];
  let bystander: Device;

  const booked = () => push.deliveries.filter((d) => d.json.kind === 'booked');

  async function follow(server: TestServer, device: Device, names: string[]) {
    const { response } = await postJson(`${server.url}/api/follows`, {
      token: '',
      endpoint: device.subscription.endpoint,
      follows: names.map((name) => ({ name, links: [], followedAt: clock.now().toISOString() })),
    });
    expect(response.status).toBe(200);
  }

  beforeAll(async () => {
    db = await database();
    push = await startPushStandIn();
    clock = movableClock();
    const env = {
      ORGANISER_TOKEN: OPERATOR,
      PUSH_TICK_MS: '20',
      ...(db ? { DATABASE_URL: db.url } : {}),
    };
    servers = await Promise.all(
      Array.from({ length: db ? 2 : 1 }, () => startPushServer(clock, { env })),
    );
    for (let i = 0; i < FOLLOWERS; i++) {
      const via = servers[i % servers.length]!;
      const device = await newDevice(via.url, push);
      // reminders on, no liked set: only the follow brings a message
      expect(
        (await subscribe(via.url, device, [], { locale: i === 0 ? 'de' : 'en' })).response.status,
      ).toBe(200);
      await follow(via, device, i === 1 ? ['Grace Hopper', 'ada lovelace'] : ['Ada Lovelace']);
      followers.push(device);
    }
    bystander = await newDevice(servers[0]!.url, push);
    await subscribe(servers[0]!.url, bystander, []);
    await follow(servers[0]!, bystander, ['Margaret Hamilton']);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.dispose()));
    await push?.close();
    await db?.drop();
  });

  it('a new event with the act: one push per following device, exactly once', async () => {
    const first = await publish(
      servers[0]!.url,
      OPERATOR,
      'nachtflug-2027',
      nachtflug('nachtflug-2027', [OPENER, ADA_FRI]),
    );
    expect(first.response.status).toBe(201);
    await until(() => booked().length >= FOLLOWERS, 'a push to every follower');
    // time for a second instance or a second claim to send anything twice
    await pause(1500);
    expect(booked()).toHaveLength(FOLLOWERS);
    expect(new Set(booked().map((d) => d.device))).toEqual(new Set(followers.map((d) => d.id)));
    expect(push.deliveries.some((d) => d.device === bystander.id)).toBe(false);
    const english = booked().find((d) => d.device === followers[2]!.id)!;
    expect(english.json).toMatchObject({
      kind: 'booked',
      event: 'nachtflug-2027',
      party: 'Nachtflug 2027',
      url: '/acts',
      sets: [{ dj: 'Ada Lovelace', stage: 'Hangar', start: '2027-07-30T21:00:00.000Z' }],
      more: 0,
    });
    expect(booked().find((d) => d.device === followers[0]!.id)!.json.url).toBe('/de/acts');
  }, 60_000);

  it('later bookings within the hour are merged into one message an hour after', async () => {
    // two more versions within minutes: the device heard of this event just now
    await publish(
      servers[0]!.url,
      OPERATOR,
      'nachtflug-2027',
      nachtflug('nachtflug-2027', [OPENER, ADA_FRI, ADA_SAT]),
    );
    clock.set(new Date(clock.now().getTime() + 10 * 60_000));
    await publish(
      servers[0]!.url,
      OPERATOR,
      'nachtflug-2027',
      nachtflug('nachtflug-2027', [OPENER, ADA_FRI, ADA_SAT, GRACE_SAT]),
    );
    await pause(1500);
    expect(booked()).toHaveLength(FOLLOWERS);

    clock.set(new Date(clock.now().getTime() + 55 * 60_000));
    await until(() => booked().length >= 2 * FOLLOWERS, 'the merged pushes');
    await pause(1500);
    const merged = booked().slice(FOLLOWERS);
    expect(merged).toHaveLength(FOLLOWERS);
    expect(new Set(merged.map((d) => d.device)).size).toBe(FOLLOWERS);
    // the follower of Grace too hears of both bookings in the one message
    const both = merged.find((d) => d.device === followers[1]!.id)!;
    expect((both.json.sets as { dj: string }[]).map((s) => s.dj)).toEqual([
      'Grace Hopper b2b Hedy',
      'ADA LOVELACE',
    ]);
    const other = merged.find((d) => d.device === followers[3]!.id)!;
    expect((other.json.sets as { dj: string }[]).map((s) => s.dj)).toEqual(['ADA LOVELACE']);
  }, 60_000);

  it('a followed act moved or cancelled: one change alert per device, no booking', async () => {
    // this device likes Friday's set and follows the act as well
    const liker = await newDevice(servers[0]!.url, push);
    const likeFri = {
      dj: 'Ada Lovelace',
      room: 0,
      beginningSchedule: '2027-07-30T18:00:00.000Z',
      started: '2027-07-30T21:00:00.000Z',
      partyName: 'Nachtflug 2027',
      eventId: 'nachtflug-2027',
    };
    expect((await subscribe(servers[0]!.url, liker, [likeFri])).response.status).toBe(200);
    await follow(servers[servers.length - 1]!, liker, ['Ada Lovelace']);
    const before = push.deliveries.length;
    const alerts = () => push.deliveries.slice(before).filter((d) => d.json.kind === 'changes');
    // Friday's set half an hour later, Saturday's cancelled, Grace's untouched
    const moved = await publish(
      servers[0]!.url,
      OPERATOR,
      'nachtflug-2027',
      nachtflug('nachtflug-2027', [
        OPENER,
        { ...ADA_FRI, start: '2027-07-30T23:30', end: '2027-07-31T01:30' },
        GRACE_SAT,
      ]),
    );
    expect(moved.response.status).toBe(201);
    await until(() => alerts().length >= FOLLOWERS + 1, 'a change alert to every follower');
    await pause(1500);
    const devices = [...followers, liker];
    expect(alerts()).toHaveLength(devices.length);
    expect(new Set(alerts().map((d) => d.device))).toEqual(new Set(devices.map((d) => d.id)));
    // a moved set is no new booking; the bystander hears nothing
    expect(push.deliveries.slice(before).filter((d) => d.json.kind === 'booked')).toEqual([]);
    expect(push.deliveries.slice(before).some((d) => d.device === bystander.id)).toBe(false);
    const changes = [
      {
        kind: 'time',
        dj: 'Ada Lovelace',
        from: { start: '2027-07-30T21:00:00.000Z', end: '2027-07-30T23:00:00.000Z' },
        to: { start: '2027-07-30T21:30:00.000Z', end: '2027-07-30T23:30:00.000Z' },
      },
      { kind: 'cancelled', dj: 'ADA LOVELACE' },
    ];
    for (const device of [followers[2]!, liker]) {
      const alert = alerts().find((d) => d.device === device.id)!;
      expect(alert.json).toMatchObject({ kind: 'changes', event: 'nachtflug-2027', more: 0 });
      // the set liked and followed is told of once
      expect(alert.json.changes).toEqual(changes);
    }
  }, 60_000);

  it('an event that is over tells nobody', async () => {
    const before = push.deliveries.length;
    const past = nachtflug('nachtflug-2025', [
      { dj: 'Ada Lovelace', start: '2025-07-30T23:00', end: '2025-07-31T01:00' },
    ]).replace('listedFrom: 2027-06-01', 'listedFrom: 2025-06-01');
    // its Garden has no set: a warning, confirmed
    const published = await publish(servers[0]!.url, OPERATOR, 'nachtflug-2025', past, {
      confirmAsked: true,
    });
    expect(published.response.status).toBe(201);
    clock.set(new Date(clock.now().getTime() + 2 * 3600_000));
    await pause(1500);
    expect(push.deliveries.length).toBe(before);
  }, 60_000);
});
