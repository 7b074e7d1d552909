// An organiser's token reaches their own events only (issue 25, item 1): a draft that would
// take the home page (`main`), another event's address (aliases) or another event's history
// (series) is refused with the line it comes from. An edition time another event uses is not
// (DESIGN §11: likes name their event by id). The operator keeps every power; an edition time
// they share is a warning to confirm, for likes sent before they carried their event's id.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LineupResponse, PublishRefusal } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { bearer, eventText, OPERATOR, publish } from './helpers.ts';

let server: TestServer;
let crew: string;

const lineup = async (id: string) =>
  (await getJson(`${server.url}/api/lineup/${id}`)).body as unknown as LineupResponse;
const current = async () =>
  (await getJson(`${server.url}/api/current`)).body as unknown as LineupResponse;
const refusal = (body: unknown) => body as PublishRefusal;
const rules = (body: unknown) => refusal(body).errors.map((e) => e.rule);
/** eventText puts the extra fields after meta */
const EXTRA_LINE = 9;

beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR, EVENTS_POLL_MS: '100' } });
  const added = await runCli(
    [
      'organiser',
      'add',
      '--event',
      'club-night',
      '--event',
      'club-2025',
      '--event',
      'club-old',
      '--name',
      'Club crew',
    ],
    { env: { DATABASE_URL: server.env.DATABASE_URL! } },
  );
  expect(added.code).toBe(0);
  crew = /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!;
});
afterAll(async () => {
  await server?.dispose();
});

describe('an organiser cannot reach beyond their events', () => {
  it('refuses main: true; / and /api/current keep the operator’s main event', async () => {
    const { response, body } = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', undefined, 'main: true\n'),
    );
    expect(response.status).toBe(422);
    const [error] = refusal(body).errors;
    expect(error).toMatchObject({ rule: 'reach.main', file: 'draft', line: EXTRA_LINE });
    expect(error?.message).toContain('operator');
    expect((await current()).meta.id).toBe('sunrise-2026');
  });

  it('refuses an alias that is another event’s alias: /api/lineup/sunrise stays Sunrise', async () => {
    const { response, body } = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', undefined, 'aliases: [sunrise]\n'),
    );
    expect(response.status).toBe(422);
    expect(refusal(body).errors[0]).toMatchObject({ rule: 'reach.alias', line: EXTRA_LINE });
    expect(refusal(body).errors[0]?.message).toContain('sunrise-2026');
    const redirect = await fetch(`${server.url}/api/lineup/sunrise`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/api/lineup/sunrise-2026');
  });

  it('refuses aliases naming another event’s id or an id outside the token', async () => {
    for (const alias of ['duck-night', 'sunrise-2025', 'someone-else']) {
      const { response, body } = await publish(
        server.url,
        crew,
        'club-night',
        eventText('club-night', undefined, `aliases: [${alias}]\n`),
      );
      expect(response.status, alias).toBe(422);
      expect(rules(body), alias).toEqual(['reach.alias']);
      expect(refusal(body).errors[0]?.message).toContain(`"${alias}"`);
    }
    expect((await getJson(`${server.url}/api/lineup/someone-else`)).response.status).toBe(404);
  });

  it('refuses another series: Sunrise 2026 lists no foreign past edition', async () => {
    const { response, body } = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', undefined, 'series: sunrise\n'),
    );
    expect(response.status).toBe(422);
    expect(refusal(body).errors[0]).toMatchObject({ rule: 'reach.series', line: EXTRA_LINE });
    expect(refusal(body).errors[0]?.message).toContain('sunrise-2025');
    const previous = (await lineup('sunrise-2026')).meta.previousEvents.map((e) => e.value);
    expect(previous).toEqual(['sunrise-2025']);
  });

  it('publishes at the edition time of another event: likes name their event by id (DESIGN §11)', async () => {
    // sunrise-2026's first set: 22:00 in Berlin
    const acts = [{ dj: 'Early Bird', start: '2026-07-30T22:00', end: '2026-07-30T23:00' }];
    const { response, body } = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', acts),
    );
    expect(response.status).toBe(201);
    expect(JSON.stringify(body)).not.toContain('reach.edition');
  });

  it('says so when the draft is checked, before any publish', async () => {
    const { response, body } = await postJson(
      `${server.url}/api/organiser/events/club-night/check`,
      { text: eventText('club-night', undefined, 'main: true\nseries: sunrise\n') },
      bearer(crew),
    );
    expect(response.status).toBe(200);
    expect(rules(body)).toEqual(['reach.main', 'reach.series']);
  });

  it('publishes within the token: a series and an alias of its own events', async () => {
    const old = [{ dj: 'Last Year', start: '2025-07-30T22:00', end: '2025-07-31T01:00' }];
    const first = await publish(
      server.url,
      crew,
      'club-2025',
      eventText('club-2025', old, 'series: club\n'),
      // its Garden has no set: confirmed
      { confirmAsked: true },
    );
    expect(first.response.status).toBe(201);
    const second = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', undefined, 'series: club\naliases: [club-old]\n'),
    );
    expect(second.response.status).toBe(201);
    const night = await lineup('club-night');
    expect(night.meta.previousEvents.map((e) => e.value)).toEqual(['club-2025']);
    const redirect = await fetch(`${server.url}/api/lineup/club-old`, { redirect: 'manual' });
    expect(redirect.headers.get('location')).toBe('/api/lineup/club-night');
  });

  it('refuses the crew’s series to nobody else, and the crew’s alias to another event', async () => {
    const { response, body } = await publish(
      server.url,
      OPERATOR,
      'duck-night-2',
      eventText(
        'duck-night-2',
        [{ dj: 'Q', start: '2026-08-07T22:00', end: '2026-08-08T01:00' }],
        'aliases: [club-old]\n',
      ),
    );
    // even the operator cannot hand one address to two events
    expect(response.status).toBe(422);
    expect(rules(body)).toEqual(['reach.alias']);
  });
});

it('gives an alias a file and a published event both claim to the file’s event', async () => {
  // a file can say anything (its owner is on the server): it wins the tie
  const acts = [{ dj: 'Filed', start: '2026-08-14T22:00', end: '2026-08-15T01:00' }];
  writeFileSync(
    path.join(server.eventsDir, 'filed-night.yaml'),
    eventText('filed-night', acts, 'aliases: [club-old]\n'),
  );
  const location = await eventually(async () => {
    const answer = await fetch(`${server.url}/api/lineup/club-old`, { redirect: 'manual' });
    const to = answer.headers.get('location');
    return to === '/api/lineup/filed-night' ? to : undefined;
  }, 10_000);
  expect(location).toBe('/api/lineup/filed-night');
});

describe('the operator', () => {
  it('may share an edition time after confirming the warning', async () => {
    const acts = [{ dj: 'Early Bird', start: '2026-07-30T22:00', end: '2026-07-30T23:00' }];
    const first = await publish(server.url, OPERATOR, 'late-bird', eventText('late-bird', acts));
    expect(first.response.status).toBe(409);
    expect(refusal(first.body).warnings.map((w) => w.rule)).toContain('reach.edition');
    const confirmed = await publish(
      server.url,
      OPERATOR,
      'late-bird',
      eventText('late-bird', acts),
      {
        confirmAsked: true,
      },
    );
    expect(confirmed.response.status).toBe(201);
  });

  it('may make an event main', async () => {
    const { response } = await publish(
      server.url,
      OPERATOR,
      'club-night',
      eventText('club-night', undefined, 'main: true\nseries: club\n'),
    );
    expect(response.status).toBe(201);
    expect((await current()).meta.id).toBe('club-night');
  });

  it('lets the organiser keep what the operator granted: main stays on a republish', async () => {
    const { response } = await publish(
      server.url,
      crew,
      'club-night',
      eventText('club-night', undefined, 'main: true\nseries: club\n'),
      { note: 'a set moved' },
    );
    // not refused; the same text as the live version is that version again (200, nothing stored)
    expect(response.status).toBe(200);
  });
});
