// Two clubs on one server both open Friday 23:00 (issue 32, item 9; DESIGN §11): each
// organiser publishes an event whose first set starts at the same instant, with the same
// resident act even. Both publish; each fan's likes, sent with their event's id as the app
// does, give reminders of their own event only, and the older likes without the id are
// matched as before.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSend } from '../../src/likes/readSend.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import type { TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { movableClock, newDevice, startPushServer, subscribe } from '../push/pushHelpers.ts';
import { type ActSpec, eventText, OPERATOR, publish } from './helpers.ts';

let push: PushStandIn;
let server: TestServer;

/** both clubs: the resident from 23:00 Berlin (an hour after the test clock), then a guest */
const actsOf = (guest: string): ActSpec[] => [
  { dj: 'Resident', start: '2026-07-31T01:00', end: '2026-07-31T02:00' },
  { dj: guest, start: '2026-07-31T02:00', end: '2026-07-31T03:00' },
];
const EDITION = '2026-07-30T23:00:00.000Z';

const likeOf = (event: string | null, dj: string, hour: number) => ({
  dj,
  room: 0,
  beginningSchedule: EDITION,
  started: new Date(Date.parse(EDITION) + hour * 3600_000).toISOString(),
  partyName: `Club ${event ?? 'club-a'}`,
  ...(event ? { eventId: event } : {}),
});

function rowsOf(sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(server.env.DATABASE_URL!.slice('sqlite:'.length), { readOnly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

async function organiserOf(event: string): Promise<string> {
  const added = await runCli(['organiser', 'add', '--event', event], {
    env: { DATABASE_URL: server.env.DATABASE_URL! },
  });
  return /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
}

beforeAll(async () => {
  push = await startPushStandIn();
  server = await startPushServer(movableClock(), { env: { ORGANISER_TOKEN: OPERATOR } });
});
afterAll(async () => {
  await server?.dispose();
  await push?.close();
});

it('publishes both events, and each fan’s likes and reminders stay with their own event', async () => {
  const [a, b] = [await organiserOf('club-a'), await organiserOf('club-b')];
  const first = await publish(server.url, a, 'club-a', eventText('club-a', actsOf('Guest A')));
  expect(first.response.status).toBe(201);
  // the same first-set instant: no 422 reach.edition any more
  const second = await publish(server.url, b, 'club-b', eventText('club-b', actsOf('Guest B')));
  expect(second.response.status).toBe(201);
  expect(JSON.stringify(second.body)).not.toContain('reach.edition');

  const fanA = await newDevice(server.url, push);
  const fanB = await newDevice(server.url, push);
  const sentA = await subscribe(server.url, fanA, [
    likeOf('club-a', 'Resident', 0),
    likeOf('club-a', 'Guest A', 1),
  ]);
  const sentB = await subscribe(server.url, fanB, [likeOf('club-b', 'Resident', 0)]);
  expect(sentA.body.reminders).toBe(2);
  expect(sentB.body.reminders).toBe(1);

  const liked = rowsOf(
    'SELECT s.endpoint, l.event, l.dj FROM push_liked l JOIN push_subscriptions s ON s.id = l.subscription_id ORDER BY l.event, l.dj',
  );
  expect(liked).toEqual([
    { endpoint: fanA.subscription.endpoint, event: 'club-a', dj: 'Guest A' },
    { endpoint: fanA.subscription.endpoint, event: 'club-a', dj: 'Resident' },
    { endpoint: fanB.subscription.endpoint, event: 'club-b', dj: 'Resident' },
  ]);
  const reminders = rowsOf(
    "SELECT event, COUNT(*) AS n FROM push_queue WHERE kind = 'reminder' GROUP BY event ORDER BY event",
  );
  expect(reminders).toEqual([
    { event: 'club-a', n: 2 },
    { event: 'club-b', n: 1 },
  ]);
});

it('matches a like without the event’s id as before: to one event only', async () => {
  const fan = await newDevice(server.url, push);
  const sent = await subscribe(server.url, fan, [likeOf(null, 'Resident', 0)]);
  expect(sent.body.reminders).toBe(1);
});

it('keeps the event id of a like the app sends, and drops one that is no event id', () => {
  const like = { ...likeOf('club-a', 'Resident', 0), title: 'Resident @ Floor', meta: [] };
  expect(readSend([like]).likes[0]?.eventId).toBe('club-a');
  const bad = readSend([{ ...like, eventId: '../etc' }]);
  expect(bad.likes).toEqual([]);
  expect(bad.dropped).toBe(1);
});
