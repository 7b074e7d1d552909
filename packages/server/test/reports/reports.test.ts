// Fans' reports (issue 34) on the real server with SQLite: a fan reports without an account,
// identical reports merge with a count, a moderator (a token that can do nothing else) sees
// each report as the change it makes and what it overlaps, accepts it as a new published
// version or refuses it, and the fan sees the outcome. Limits answer in words.
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { bearer, eventText, OPERATOR, publish } from '../publishing/helpers.ts';
import { addModerator, decide, mine, newDevice, queue, report } from './reportHelpers.ts';

let server: TestServer;
let moderator: string;
const EVENT = 'club-night';
// 23:30 in Berlin: the Headliner (23:00–01:00) plays on the Floor
const AT_2330 = '2026-07-30T21:31:00.000Z';

const lineup = async (url: string) =>
  (await getJson(`${url}/api/lineup/${EVENT}`)).body as unknown as LineupResponse;
const floor = (l: LineupResponse) =>
  l.sets[0]!.map((s) => `${s.dj} ${s.start.slice(11, 16)}–${s.end.slice(11, 16)}`);

beforeAll(async () => {
  server = await startServer({
    env: {
      ORGANISER_TOKEN: OPERATOR,
      REPORTS_PER_DEVICE_HOUR: '6',
      REPORTS_PENDING_MAX: '4',
    },
  });
  const first = await publish(server.url, OPERATOR, EVENT, eventText(EVENT), { note: 'v1' });
  expect(first.response.status).toBe(201);
  moderator = (await addModerator(server.env.DATABASE_URL!, [EVENT], 'Door crew')).token;
});
afterAll(async () => {
  await server?.dispose();
});

describe('a fan reports, a moderator accepts', () => {
  const ada = newDevice();
  const bo = newDevice();
  let id = '';

  it('takes a report without an account and merges identical ones with a count', async () => {
    const surprise = { kind: 'playing', stage: 0, start: AT_2330, dj: 'Surprise Guest' };
    const first = await report(server.url, EVENT, ada, surprise);
    expect(first.response.status).toBe(201);
    expect(first.body).toMatchObject({ state: 'pending', kind: 'playing' });
    id = String(first.body.id);
    const second = await report(server.url, EVENT, bo, { ...surprise, dj: ' surprise guest ' });
    expect(second.body.id).toBe(id);
    // merged: the answer is the waiting report as stored (its payload, its first time)
    expect(second.response.status).toBe(201);
    expect(second.body).toEqual(first.body);
    // the same phone again counts once
    const again = await report(server.url, EVENT, ada, surprise);
    expect(again.response.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const { body } = await queue(server.url, EVENT, moderator);
    expect(body.reports).toMatchObject([
      {
        id,
        count: 2,
        change: {
          status: 'change',
          after: { dj: 'Surprise Guest', start: '2026-07-30T23:30', end: '2026-07-31T01:00' },
          overlaps: [
            { dj: 'Headliner', shortened: { start: '2026-07-30T23:00', end: '2026-07-30T23:30' } },
          ],
        },
      },
    ]);
  });

  it('asks what happens to the overlapped set before accepting', async () => {
    const asked = await decide(server.url, EVENT, id, moderator, 'accept');
    expect(asked.response.status).toBe(409);
    expect(asked.body.needsChoice).toBe(true);
    expect(floor(await lineup(server.url))).toEqual([
      'Opening Act 19:00–21:00',
      'Headliner 21:00–23:00',
    ]);
  });

  it('accepts as a new published version: fans get it, history names the moderator', async () => {
    const accepted = await decide(server.url, EVENT, id, moderator, 'accept', {
      overlaps: 'shorten',
    });
    expect(accepted.response.status).toBe(200);
    expect(accepted.body).toEqual({ id, state: 'accepted', version: 2 });
    expect(floor(await lineup(server.url))).toEqual([
      'Opening Act 19:00–21:00',
      'Headliner 21:00–21:30',
      'Surprise Guest 21:30–23:00',
    ]);
    const { body } = await getJson(`${server.url}/api/organiser/events/${EVENT}/versions`, {
      headers: bearer(OPERATOR),
    });
    const versions = body.versions as { version: number; note: string; organiserName: string }[];
    expect(versions[0]).toMatchObject({ version: 2, organiserName: 'Door crew' });
    expect(versions[0]!.note).toContain("Fans' report");
    // the reporters see it
    expect(await mine(server.url, EVENT, bo)).toMatchObject([
      { id, state: 'accepted', decidedBy: 'Door crew' },
    ]);
    expect((await queue(server.url, EVENT, moderator)).body.reports).toEqual([]);
    // decided once: a second accept is told
    const again = await decide(server.url, EVENT, id, OPERATOR, 'accept', { overlaps: 'keep' });
    expect(again.response.status).toBe(409);
    expect(String(again.body.error)).toContain('accepted by Door crew');
  });

  it('refuses; the fan sees it, the lineup stays', async () => {
    const wrong = await report(server.url, EVENT, ada, {
      kind: 'change',
      set: { dj: 'Garden Set', stage: 1, start: '2026-07-30T20:00:00.000Z' },
      cancelled: true,
    });
    const refused = await decide(server.url, EVENT, String(wrong.body.id), moderator, 'refuse');
    expect(refused.body).toMatchObject({ state: 'refused' });
    expect((await mine(server.url, EVENT, ada))[0]).toMatchObject({ state: 'refused' });
    expect((await lineup(server.url)).sets[1]![0]!.change).toBeUndefined();
  });
});

describe('a moderator can do nothing else', () => {
  it.each([
    ['/api/organiser/events'],
    ['/api/organiser/events/club-night/versions'],
    ['/api/organiser/report'],
  ])('403 for %s', async (pathname) => {
    const { response, body } = await getJson(`${server.url}${pathname}`, {
      headers: bearer(moderator),
    });
    expect(response.status).toBe(403);
    expect(String(body.error)).toContain("moderator's token");
  });

  it('sees no other event’s queue', async () => {
    expect((await queue(server.url, 'sunrise-2026', moderator)).response.status).toBe(404);
    const list = await getJson(`${server.url}/api/organiser/reports`, {
      headers: bearer(moderator),
    });
    expect(list.body).toMatchObject({
      access: { role: 'moderator', name: 'Door crew' },
      events: [{ id: EVENT }],
    });
  });
});

describe('hostile and bounded', () => {
  it.each<[string, unknown, string]>([
    [
      'markup',
      { kind: 'playing', stage: 0, start: AT_2330, dj: '<script>x</script>' },
      'may not hold links or markup',
    ],
    [
      'a stage the event lacks',
      { kind: 'playing', stage: 7, start: AT_2330, dj: 'A' },
      'the stage is not one of this event',
    ],
  ])('refuses %s in words', async (_name, body, words) => {
    const { response, body: answer } = await report(server.url, EVENT, newDevice(), body);
    expect(response.status).toBe(400);
    expect(String(answer.error)).toContain(words);
  });

  it('needs a device key and a served event', async () => {
    const body = { kind: 'playing', stage: 0, start: AT_2330, dj: 'A' };
    expect((await report(server.url, EVENT, 'short', body)).response.status).toBe(400);
    expect((await report(server.url, 'no-such-event', newDevice(), body)).response.status).toBe(
      404,
    );
  });

  it('answers 429 in words beyond the reports per phone and hour', async () => {
    const phone = newDevice();
    const statuses: number[] = [];
    let last: Record<string, unknown> = {};
    for (let i = 0; i < 7; i++) {
      const answer = await report(server.url, EVENT, phone, {
        kind: 'playing',
        stage: 1,
        start: AT_2330,
        dj: `Act ${i}`,
      });
      statuses.push(answer.response.status);
      last = answer.body;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 429]);
    expect(String(last.error)).toContain('This phone sent 6 reports in the last hour');
    // the queue holds 4 at most: the oldest were refused, and the organisers are told
    const { body } = await queue(server.url, EVENT, moderator);
    expect((body.reports as unknown[]).length).toBe(4);
    expect(body.dropped).toBe(2);
  });

  it('blocks the phones of a report: their next report is not taken', async () => {
    const spammer = newDevice();
    const made = await report(server.url, EVENT, spammer, {
      kind: 'playing',
      stage: 1,
      start: AT_2330,
      dj: 'Spam',
    });
    const blocked = await decide(server.url, EVENT, String(made.body.id), moderator, 'block');
    expect(blocked.body).toMatchObject({ blocked: 1, state: 'refused' });
    const next = await report(server.url, EVENT, spammer, {
      kind: 'playing',
      stage: 0,
      start: AT_2330,
      dj: 'Spam again',
    });
    expect(next.response.status).toBe(403);
  });

  it('cannot accept into a file-managed event, and says why', async () => {
    const made = await report(server.url, 'sunrise-2026', newDevice(), {
      kind: 'playing',
      stage: 0,
      start: AT_2330,
      dj: 'Somebody',
    });
    expect(made.response.status).toBe(201);
    const accepted = await decide(
      server.url,
      'sunrise-2026',
      String(made.body.id),
      OPERATOR,
      'accept',
      {
        overlaps: 'keep',
      },
    );
    expect(accepted.response.status).toBe(409);
    expect(String(accepted.body.error)).toContain(
      'served from its file events/sunrise-2026.yaml: reports can be accepted once the operator moves it into the database',
    );
    // the operator moves it into the database: the file's text is version 1, the report goes in
    expect(
      (
        await postJson(
          `${server.url}/api/organiser/events/sunrise-2026/adopt`,
          {},
          bearer(moderator),
        )
      ).response.status,
    ).toBe(403);
    const adopted = await postJson(
      `${server.url}/api/organiser/events/sunrise-2026/adopt`,
      {},
      bearer(OPERATOR),
    );
    expect(adopted.response.status).toBe(201);
    expect(adopted.body.version).toBe(1);
    const again = await decide(
      server.url,
      'sunrise-2026',
      String(made.body.id),
      OPERATOR,
      'accept',
      {
        overlaps: 'keep',
      },
    );
    expect(again.body).toMatchObject({ state: 'accepted', version: 2 });
    const served = (await getJson(`${server.url}/api/lineup/sunrise-2026`))
      .body as unknown as LineupResponse;
    expect(served.sets[0]!.map((s) => s.dj)).toContain('Somebody');
  });

  it('keeps reports over a restart', async () => {
    const before = (await queue(server.url, EVENT, moderator)).body.reports;
    server = await server.restart();
    expect((await queue(server.url, EVENT, moderator)).body.reports).toEqual(before);
  });
});

describe('moderators made on the organiser page', () => {
  it('an organiser adds a moderator of their event; the token works at once for reports only', async () => {
    const added = await postJson(
      `${server.url}/api/organiser/events/${EVENT}/moderators`,
      { name: 'Bar crew' },
      bearer(OPERATOR),
    );
    expect(added.response.status).toBe(201);
    const token = String(added.body.token);
    expect((await queue(server.url, EVENT, token)).response.status).toBe(200);
    const events = await getJson(`${server.url}/api/organiser/events`, { headers: bearer(token) });
    expect(events.response.status).toBe(403);
    // a moderator cannot make more moderators
    const again = await postJson(
      `${server.url}/api/organiser/events/${EVENT}/moderators`,
      { name: 'x' },
      bearer(token),
    );
    expect(again.response.status).toBe(403);
  });
});
