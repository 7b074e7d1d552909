// Caches are invalidated per event (issue 25, item 4): one organiser publishing once a second
// used to make every other event's lineup, pages and JSON-LD be built again (another event's
// now page p99 went from 41 to 146 ms). A publish rebuilds its own event's answers; another
// event's only when what it shows of the others (name, dates, current or not) changed.
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lineupBuilds } from '../../src/events/lineupCache.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { CLUB_ACTS, eventText, OPERATOR, publish } from '../publishing/helpers.ts';

let server: TestServer;

const lineup = async (id: string) => {
  const { response, body } = await getJson(`${server.url}/api/lineup/${id}`);
  return { etag: response.headers.get('etag'), body: body as unknown as LineupResponse };
};
const builds = (id: string) => lineupBuilds.get(id) ?? 0;

async function publishClub(acts = CLUB_ACTS) {
  const { response } = await publish(
    server.url,
    OPERATOR,
    'club-night',
    eventText('club-night', acts),
  );
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
  await publishClub();
});
afterAll(async () => {
  await server?.dispose();
});

it('leaves another event’s lineup answer alone when a publish changes sets inside the night', async () => {
  const before = await lineup('sunrise-2026');
  await lineup('club-night');
  const built = builds('sunrise-2026');

  // the headliner moves by half an hour: the night's first start and last end stay
  const moved = CLUB_ACTS.map((a) =>
    a.dj === 'Headliner' ? { ...a, start: '2026-07-30T23:30', end: '2026-07-31T01:00' } : a,
  );
  await publishClub(moved);
  const club = await lineup('club-night');
  expect(club.body.sets[0]?.map((s) => s.start)).toContain('2026-07-30T21:30:00.000Z');

  const after = await lineup('sunrise-2026');
  expect(after.etag).toBe(before.etag);
  expect(builds('sunrise-2026')).toBe(built);
});

it('rebuilds another event’s answer when what it shows of this one changed', async () => {
  const built = builds('sunrise-2026');
  const later = CLUB_ACTS.map((a) =>
    a.dj === 'Headliner' ? { ...a, end: '2026-07-31T03:00' } : a,
  );
  await publishClub(later);
  const after = await lineup('sunrise-2026');
  expect(builds('sunrise-2026')).toBe(built + 1);
  const club = after.body.meta.otherEvents.find((e) => e.key === '/event/club-night');
  expect(club?.end).toBe('2026-07-31T01:00:00.000Z');
});
