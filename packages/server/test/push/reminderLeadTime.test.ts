// A fan who changes the lead time after a reminder went out got the same reminder again: its
// identity held the lead time, so the changed one counted as new.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, type TestServer } from '../helpers/server.ts';
import {
  GRACE,
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

it('sends a set’s reminder once, even when the fan changes the lead time after it went out', async () => {
  const device = await newDevice(server.url, push);
  await subscribe(server.url, device, [GRACE], { minutesBefore: 10 });
  clock.set(new Date('2026-07-30T21:50:00.000Z'));
  const [first] = await push.waitFor(1);
  expect(first?.json).toMatchObject({ kind: 'reminder', dj: 'Grace Hopper', minutes: 10 });

  const { body } = await subscribe(server.url, device, [GRACE], { minutesBefore: 5 });
  expect(body.ok).toBe(true);
  clock.set(new Date('2026-07-30T21:56:00.000Z'));
  // a test notification queued after the time the second reminder would have been due: once
  // it has arrived, that reminder would have too
  await postJson(`${server.url}/api/push/test`, { endpoint: device.subscription.endpoint });
  await push.waitFor(2);
  await pause(200);
  expect(push.deliveries.map((d) => (d.json as { kind: string }).kind)).toEqual([
    'reminder',
    'test',
  ]);
});

it('moves a reminder not sent yet to the new lead time', async () => {
  const device = await newDevice(server.url, push);
  await subscribe(server.url, device, [GRACE], { minutesBefore: 10 });
  await subscribe(server.url, device, [GRACE], { minutesBefore: 5 });
  clock.set(new Date('2026-07-30T21:50:00.000Z'));
  await pause(200);
  expect(push.deliveries).toHaveLength(0);
  clock.set(new Date('2026-07-30T21:55:00.000Z'));
  const [reminder] = await push.waitFor(1);
  expect(reminder?.json).toMatchObject({ kind: 'reminder', minutes: 5 });
});
