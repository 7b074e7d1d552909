// A version published from the browser alerts the devices that like a moved set, exactly as an
// edited file does (issue 14: "the push change alerts behave exactly as for an edited file").
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import type { TestServer } from '../helpers/server.ts';
import { movableClock, newDevice, startPushServer, subscribe } from '../push/pushHelpers.ts';
import { CLUB_ACTS, eventText, OPERATOR, publish } from './helpers.ts';

let push: PushStandIn;
let server: TestServer;

beforeEach(async () => {
  push = await startPushStandIn();
  server = await startPushServer(movableClock(), { env: { ORGANISER_TOKEN: OPERATOR } });
});
afterEach(async () => {
  await server.dispose();
  await push.close();
});

it('sends a change alert when a published version moves a liked set', async () => {
  expect(
    (await publish(server.url, OPERATOR, 'club-night', eventText('club-night'))).response.status,
  ).toBe(201);
  const device = await newDevice(server.url, push);
  const headliner = {
    dj: 'Headliner',
    room: 0,
    beginningSchedule: '2026-07-30T19:00:00.000Z',
    started: '2026-07-30T21:00:00.000Z',
    partyName: 'Club club-night',
  };
  expect((await subscribe(server.url, device, [headliner])).response.status).toBe(200);

  const later = CLUB_ACTS.map((a) =>
    a.dj === 'Headliner' ? { ...a, start: '2026-07-30T23:30', end: '2026-07-31T01:30' } : a,
  );
  expect(
    (await publish(server.url, OPERATOR, 'club-night', eventText('club-night', later))).response
      .status,
  ).toBe(201);
  const [alert] = await push.waitFor(1);
  expect(alert?.json).toMatchObject({ kind: 'changes', event: 'club-night' });
  expect(alert?.json.changes).toEqual([
    {
      kind: 'time',
      dj: 'Headliner',
      from: { start: '2026-07-30T21:00:00.000Z', end: '2026-07-30T23:00:00.000Z' },
      to: { start: '2026-07-30T21:30:00.000Z', end: '2026-07-30T23:30:00.000Z' },
    },
  ]);
});
