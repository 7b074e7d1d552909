// A publish of a big festival (3,000 sets on 20 stages) works out its change alerts off the
// thread that answers requests (events/versionWorker.ts): /health keeps being answered while
// the version is compared with the one before, and the device that likes a moved set gets the
// same alert as ever.
import { setImmediate } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { VersionWorker, versionThreads } from '../../src/events/versionWorker.ts';
import { eventYaml } from '../../src/organiser/write/eventYaml.ts';
import { largeFestival } from '../helpers/largeFestival.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { TEST_NOW, type TestServer } from '../helpers/server.ts';
import { OPERATOR, publish } from '../publishing/helpers.ts';
import { movableClock, newDevice, startPushServer, subscribe } from './pushHelpers.ts';

const HOUR = 3600_000;
const START = Date.parse(TEST_NOW) + HOUR;
const festival = largeFestival({ id: 'big-fest', sets: 3000, rooms: 20, start: START });
/** set 41: stage 2, the third hour */
const LIKED = festival.sets[41]!;

let push: PushStandIn;
let server: TestServer;

beforeEach(async () => {
  push = await startPushStandIn();
  server = await startPushServer(movableClock(), {
    events: [],
    env: { ORGANISER_TOKEN: OPERATOR },
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.dispose();
  await push.close();
});

it('answers /health while a big publish’s alerts are worked out, and alerts as before', async () => {
  const first = await publish(server.url, OPERATOR, 'big-fest', eventYaml(festival), {
    confirmAsked: true,
  });
  expect(first.response.status).toBe(201);
  const device = await newDevice(server.url, push);
  const liked = {
    dj: LIKED.dj,
    room: LIKED.room,
    beginningSchedule: new Date(START).toISOString(),
    started: new Date(LIKED.start).toISOString(),
    partyName: 'Big Fest',
  };
  expect((await subscribe(server.url, device, [liked])).response.status).toBe(200);

  const diffs: Promise<unknown>[] = [];
  const editDiff = VersionWorker.prototype.editDiff;
  vi.spyOn(VersionWorker.prototype, 'editDiff').mockImplementation(function (
    this: VersionWorker,
    job,
  ) {
    const diff = editDiff.call(this, job);
    diffs.push(diff);
    return diff;
  });
  // the liked set an hour later
  const later = (iso: string) => new Date(Date.parse(iso) + HOUR).toISOString();
  const edited = {
    ...festival,
    sets: festival.sets.map((set) =>
      set === LIKED ? { ...set, start: later(set.start), end: later(set.end) } : set,
    ),
  };
  const publishing = publish(server.url, OPERATOR, 'big-fest', eventYaml(edited), {
    confirmAsked: true,
  });
  while (diffs.length === 0) await setImmediate();
  let settled = false;
  void diffs[0]!.finally(() => {
    settled = true;
  });
  // asked one after the other until the comparison is done: answered meanwhile
  let answered = 0;
  while (!settled) {
    const health = await fetch(`${server.url}/health`);
    await health.arrayBuffer();
    if (!settled && health.ok) answered++;
  }
  expect(answered).toBeGreaterThan(0);
  expect([...versionThreads].some((thread) => thread !== threadId)).toBe(true);
  expect((await publishing).response.status).toBe(201);

  const [alert] = await push.waitFor(1);
  expect(alert?.json).toMatchObject({ kind: 'changes', event: 'big-fest' });
  expect(alert?.json.changes).toEqual([
    {
      kind: 'time',
      dj: LIKED.dj,
      from: { start: new Date(LIKED.start).toISOString(), end: new Date(LIKED.end).toISOString() },
      to: { start: later(LIKED.start), end: later(LIKED.end) },
    },
  ]);
}, 120_000);
