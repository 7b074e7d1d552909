// Who hears fans' reports by push (issue 34), on two instances sharing one database (SQLite
// file, PostgreSQL), with the stand-in push service: a phone following a stage ("tell me who
// starts on Floor") hears "<act> started on Floor" when a set starts there, once, whichever
// instance claims it, at most once per stage in 15 minutes, also when an accepted report makes
// a set live; nobody else hears it. The phone that made a report hears its decision.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import type { Device, PushStandIn } from '../helpers/pushStandIn.ts';
import { startPushStandIn } from '../helpers/pushStandIn.ts';
import { getJson, postJson, type TestServer } from '../helpers/server.ts';
import { tempDir } from '../helpers/tmp.ts';
import { eventText, OPERATOR, publish } from '../publishing/helpers.ts';
import {
  type MovableClock,
  movableClock,
  pause,
  newDevice as pushDevice,
  startPushServer,
  subscribe,
} from '../push/pushHelpers.ts';
import { addModerator, decide, newDevice } from './reportHelpers.ts';

const EVENT = 'club-night';
// 22:50 in Berlin: the Opening Act (21:00–23:00) plays on the Floor, the Garden Set on the Garden
const AT_2250 = '2026-07-30T20:50:00.000Z';
const AT_2301 = '2026-07-30T21:01:00.000Z';
const AT_2310 = '2026-07-30T21:10:00.000Z';
const AT_2317 = '2026-07-30T21:17:00.000Z';

function follow(url: string, device: Device, stage: number, on = true) {
  return postJson(`${url}/api/events/${EVENT}/stage-follows`, {
    subscription: { endpoint: device.subscription.endpoint, auth: device.subscription.keys.auth },
    stage,
    follow: on,
  });
}

describe.each([
  ['SQLite', false],
  ['PostgreSQL', true],
])('report pushes on two instances of %s', (_name, postgres) => {
  let db: TestDatabase | null = null;
  let shared: { dir: string; remove(): void } | null = null;
  let push: PushStandIn;
  let clock: MovableClock;
  let one: TestServer;
  let two: TestServer;
  let moderator: string;

  beforeAll(async () => {
    if (postgres && !PG_TEST_URL) return;
    let url: string;
    if (postgres) {
      db = await freshDatabase();
      url = db.url;
    } else {
      shared = tempDir();
      url = `sqlite:${path.join(shared.dir, 'lineup.db')}`;
    }
    push = await startPushStandIn();
    clock = movableClock(AT_2250);
    const env = { ORGANISER_TOKEN: OPERATOR, DATABASE_URL: url, PUBLISH_POLL_MS: '200' };
    one = await startPushServer(clock, { env });
    two = await startPushServer(clock, { env });
    expect((await publish(one.url, OPERATOR, EVENT, eventText(EVENT))).response.status).toBe(201);
    moderator = (await addModerator(url, [EVENT], 'Door crew')).token;
  }, 60_000);
  afterAll(async () => {
    await Promise.all([one?.dispose(), two?.dispose()]);
    await push?.close();
    await db?.drop();
    shared?.remove();
  });

  it.skipIf(postgres && !PG_TEST_URL)(
    'a stage follower hears who starts there, once, at most once in 15 minutes; a reporter hears the decision',
    async () => {
      // B serves the published event too (NOTIFY or the poll)
      await expect
        .poll(async () => (await getJson(`${two.url}/api/lineup/${EVENT}`)).response.status, {
          timeout: 15_000,
        })
        .toBe(200);
      const floorFan = await pushDevice(one.url, push);
      const gardenFan = await pushDevice(two.url, push);
      const reporter = await pushDevice(one.url, push);
      for (const device of [floorFan, gardenFan, reporter]) {
        expect((await subscribe(one.url, device, [], { minutesBefore: 0 })).response.status).toBe(
          200,
        );
      }
      const followed = await follow(one.url, floorFan, 0);
      expect(followed.response.status).toBe(200);
      expect(followed.body).toEqual({ stages: [0] });
      expect((await follow(two.url, gardenFan, 1)).body).toEqual({ stages: [1] });
      // a browser without notifications here, or with someone else's endpoint, is refused
      const stranger = await follow(
        one.url,
        {
          ...floorFan,
          subscription: {
            ...floorFan.subscription,
            keys: { ...floorFan.subscription.keys, auth: 'not-its-key' },
          },
        },
        0,
      );
      expect(stranger.response.status).toBe(409);
      expect(String(stranger.body.error ?? stranger.body.message)).toContain(
        'Switch notifications on first',
      );
      expect((await follow(one.url, floorFan, 7)).response.status).toBe(400);

      // sets that started long before: nobody is told
      await pause(600);
      expect(push.deliveries).toEqual([]);

      // 23:01: the Headliner started on the Floor; only its follower hears it, once
      clock.set(new Date(AT_2301));
      const [started] = await push.waitFor(1);
      await pause(800);
      expect(push.deliveries).toHaveLength(1);
      expect(started?.device).toBe(floorFan.id);
      expect(started?.json).toMatchObject({
        kind: 'started',
        dj: 'Headliner',
        stage: 'Floor',
        event: EVENT,
        url: `/lineup/${EVENT}/floor`,
      });

      // 23:10: a fan who allowed notifications reports a surprise on the Floor; accepted, it is
      // live now, but the Floor's follower heard of the Floor 9 minutes ago: not yet
      clock.set(new Date(AT_2310));
      const made = await postJson(
        `${one.url}/api/events/${EVENT}/reports`,
        {
          report: { kind: 'playing', stage: 0, start: AT_2310, dj: 'Surprise Guest' },
          notify: {
            endpoint: reporter.subscription.endpoint,
            auth: reporter.subscription.keys.auth,
          },
        },
        { 'x-device-key': newDevice() },
      );
      expect(made.response.status).toBe(201);
      const accepted = await decide(two.url, EVENT, String(made.body.id), moderator, 'accept', {
        overlaps: 'shorten',
      });
      expect(accepted.response.status).toBe(200);
      const [, told] = await push.waitFor(2);
      expect(told?.device).toBe(reporter.id);
      expect(told?.json).toMatchObject({
        kind: 'report',
        state: 'accepted',
        by: 'Door crew',
        dj: 'Surprise Guest',
        stage: 'Floor',
      });
      // both instances see the new version before the clock moves on
      await expect
        .poll(
          async () =>
            JSON.stringify((await getJson(`${two.url}/api/lineup/${EVENT}`)).body).includes(
              'Surprise Guest',
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      await pause(800);
      expect(push.deliveries).toHaveLength(2);

      // 23:17: the quarter of an hour is over, the surprise still plays: its follower hears it
      clock.set(new Date(AT_2317));
      const [, , surprise] = await push.waitFor(3);
      await pause(800);
      expect(surprise?.device).toBe(floorFan.id);
      expect(surprise?.json).toMatchObject({ kind: 'started', dj: 'Surprise Guest' });
      expect(push.deliveries).toHaveLength(3);

      // a report refused: its maker hears it; one made without notifications: nobody
      const wrong = await postJson(
        `${one.url}/api/events/${EVENT}/reports`,
        {
          report: { kind: 'playing', stage: 1, start: '2026-07-30T21:15:00.000Z', dj: 'Nobody' },
          notify: {
            endpoint: reporter.subscription.endpoint,
            auth: reporter.subscription.keys.auth,
          },
        },
        { 'x-device-key': newDevice() },
      );
      expect(wrong.response.status).toBe(201);
      await decide(one.url, EVENT, String(wrong.body.id), moderator, 'refuse');
      const [, , , refused] = await push.waitFor(4);
      expect(refused?.device).toBe(reporter.id);
      expect(refused?.json).toMatchObject({ kind: 'report', state: 'refused', dj: 'Nobody' });

      // the Floor's follower stops following: the next start tells nobody
      expect((await follow(two.url, floorFan, 0, false)).body).toEqual({ stages: [] });
      await pause(800);
      expect(push.deliveries).toHaveLength(4);
      expect(push.refusals).toEqual([]);
    },
    120_000,
  );
});
