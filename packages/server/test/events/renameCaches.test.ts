// Renaming one event rebuilds only what shows that event (issue 38, item 7): a rename changed
// the directory (what events show of each other), which threw away every event's cached
// exports and made the push sender build every event's lineup again, on the fans' thread
// (fans' p99 448 ms during a publish that renames, 94 ms when the name stays). Exports and the
// push lineups show no other event, so they are now kept per event object; the lineup answers
// list every event's name (meta.otherEvents), so those are rebuilt, each when asked for.
import { parseEventFile } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportBuilds } from '../../src/export/exportCache.ts';
import { LineupsOf, pushLineupBuilds } from '../../src/push/reminders.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { eventText, OPERATOR, publish } from '../publishing/helpers.ts';

const NOW = new Date('2026-07-30T20:00:00Z');
const loaded = (id: string, name: string) =>
  parseEventFile(
    eventText(id).replace(`partyName: Club ${id}`, `partyName: ${name}`),
    `${id}.yaml`,
    {
      now: NOW,
    },
  ).event!;

describe('the push lineups', () => {
  it('rebuild the renamed event only', () => {
    const source = { events: [loaded('a-night', 'A'), loaded('b-night', 'B')], version: 1 };
    const lineups = new LineupsOf(source);
    expect(lineups.all(NOW).map((l) => l.meta.partyName)).toEqual(['A', 'B']);
    const a = pushLineupBuilds.get('a-night');
    const b = pushLineupBuilds.get('b-night');
    source.events = [loaded('a-night', 'A renamed'), source.events[1]!];
    source.version = 2;
    expect(lineups.get('a-night', NOW)?.meta.partyName).toBe('A renamed');
    expect(pushLineupBuilds.get('a-night')).toBe((a ?? 0) + 1);
    expect(pushLineupBuilds.get('b-night')).toBe(b);
  });
});

describe('a published rename', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
    expect(
      (await publish(server.url, OPERATOR, 'club-night', eventText('club-night'))).response.status,
    ).toBe(201);
  });
  afterAll(() => server.dispose());

  it("keeps another event's exports and changes its lineup's list of events", async () => {
    const exported = async () =>
      (await fetch(`${server.url}/api/export/sunrise-2026/schedule.json`)).text();
    const before = await exported();
    const built = exportBuilds.get('sunrise-2026 json');
    const renamed = eventText('club-night').replace(
      'partyName: Club club-night',
      'partyName: Club Renamed',
    );
    expect((await publish(server.url, OPERATOR, 'club-night', renamed)).response.status).toBe(201);

    const { body } = await getJson(`${server.url}/api/lineup/sunrise-2026`);
    const names = (body.meta as { otherEvents: { name?: string; title?: string }[] }).otherEvents;
    expect(JSON.stringify(names)).toContain('Club Renamed');
    expect(await exported()).toBe(before);
    expect(exportBuilds.get('sunrise-2026 json')).toBe(built);
  });
});
