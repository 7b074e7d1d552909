// Reminders and change alerts belong to an event by its id (issue 25, item 1). A fan's like
// names its edition by the first set's start; an event published with another event's edition
// time used to take that event's likes over (five reminders became none, and the newcomer's
// edits would have alerted its fans). Likes now name their event by id (DESIGN §11), so an
// organiser may publish such a time; the older likes without the id still stay with the event
// served from a file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { eventually, getJson, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { movableClock, newDevice, startPushServer, subscribe } from '../push/pushHelpers.ts';
import { type ActSpec, eventText, OPERATOR, publish } from './helpers.ts';

let push: PushStandIn;
let server: TestServer;

/** five sets on the floor from midnight in Berlin, an hour after the test clock */
const FIVE: ActSpec[] = ['One', 'Two', 'Three', 'Four', 'Five'].map((dj, i) => ({
  dj: `Act ${dj}`,
  start: `2026-07-31T0${i}:00`,
  end: `2026-07-31T0${i + 1}:00`,
}));
const EDITION = '2026-07-30T22:00:00.000Z';
const likes = FIVE.map((a, i) => ({
  dj: a.dj,
  room: 0,
  beginningSchedule: EDITION,
  started: new Date(Date.parse(EDITION) + i * 3600_000).toISOString(),
  partyName: 'Club five-night',
}));

function rowsOf(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(server.env.DATABASE_URL!.slice('sqlite:'.length), { readOnly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

beforeEach(async () => {
  push = await startPushStandIn();
  server = await startPushServer(movableClock(), { env: { ORGANISER_TOKEN: OPERATOR } });
  writeFileSync(path.join(server.eventsDir, 'five-night.yaml'), eventText('five-night', FIVE));
  await eventually(async () => {
    const { response } = await getJson(`${server.url}/api/lineup/five-night`);
    return response.status === 200 ? true : undefined;
  }, 10_000);
});
afterEach(async () => {
  await server.dispose();
  await push.close();
});

it('keeps a file event’s five reminders when another event is published at its edition time', async () => {
  const device = await newDevice(server.url, push);
  expect((await subscribe(server.url, device, likes)).body.reminders).toBe(5);

  const added = await runCli(['organiser', 'add', '--event', 'rival-night'], {
    env: { DATABASE_URL: server.env.DATABASE_URL! },
  });
  const token = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
  const rival: ActSpec[] = [{ dj: 'Rival', start: '2026-07-31T00:00', end: '2026-07-31T04:00' }];
  const organisers = await publish(
    server.url,
    token,
    'rival-night',
    eventText('rival-night', rival),
  );
  expect(organisers.response.status).toBe(201);
  expect((await subscribe(server.url, device, likes)).body.reminders).toBe(5);

  // the operator may share the time too (after a warning): the file event still keeps its fans
  const longer: ActSpec[] = [{ dj: 'Rival', start: '2026-07-31T00:00', end: '2026-07-31T05:00' }];
  const shared = await publish(
    server.url,
    OPERATOR,
    'rival-night',
    eventText('rival-night', longer),
    {
      confirmAsked: true,
    },
  );
  expect(shared.response.status).toBe(201);
  expect((await subscribe(server.url, device, likes)).body.reminders).toBe(5);
  const liked = rowsOf('SELECT DISTINCT event FROM push_liked');
  expect(liked).toEqual([{ event: 'five-night' }]);
  const queued = rowsOf("SELECT DISTINCT event FROM push_queue WHERE kind = 'reminder'");
  expect(queued).toEqual([{ event: 'five-night' }]);
});

it('gives likes of an edition time to the file event even when the published one has the same acts', async () => {
  const copy = await publish(
    server.url,
    OPERATOR,
    'copy-night',
    eventText('copy-night', FIVE, ''),
    { confirmAsked: true },
  );
  expect(copy.response.status).toBe(201);
  const device = await newDevice(server.url, push);
  expect((await subscribe(server.url, device, likes)).body.reminders).toBe(5);
  expect(rowsOf('SELECT DISTINCT event FROM push_liked')).toEqual([{ event: 'five-night' }]);
});

it('alerts a file event’s fans for its own edits only, not for those of an event at its time', async () => {
  const copy = () =>
    publish(server.url, OPERATOR, 'copy-night', eventText('copy-night', FIVE), {
      confirmAsked: true,
    });
  expect((await copy()).response.status).toBe(201);
  const device = await newDevice(server.url, push);
  expect((await subscribe(server.url, device, likes)).body.reminders).toBe(5);

  // the copy moves "Act Two": the fans of five-night like an act of that name at that time
  const moved = FIVE.map((a) =>
    a.dj === 'Act Two' ? { ...a, start: '2026-07-31T01:30', end: '2026-07-31T02:30' } : a,
  );
  const edit = await publish(server.url, OPERATOR, 'copy-night', eventText('copy-night', moved), {
    confirmAsked: true,
  });
  expect(edit.response.status).toBe(201);
  // then the file itself moves "Act Three": edits are compared in the order they were loaded,
  // so an alert for the copy's edit would arrive first
  const fileMoved = FIVE.map((a) =>
    a.dj === 'Act Three' ? { ...a, start: '2026-07-31T02:30', end: '2026-07-31T03:30' } : a,
  );
  writeFileSync(path.join(server.eventsDir, 'five-night.yaml'), eventText('five-night', fileMoved));
  const [alert] = await push.waitFor(1, 15_000);
  expect(alert?.json).toMatchObject({ kind: 'changes', event: 'five-night' });
  expect((alert!.json.changes as { dj: string }[]).map((c) => c.dj)).toEqual(['Act Three']);
});
