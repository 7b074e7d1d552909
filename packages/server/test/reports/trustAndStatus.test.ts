// The optional trust rule (issue 34): three phones naming the same act on a stage with no set
// at that time make it live, marked "reported by fans", when the event's organisers switched
// the rule on, and not when it is off (the default); an organiser undoes it in one tap. And a
// stage's live status: set by a moderator, shown to fans with its time, gone after an hour.
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';
import { bearer, CLUB_ACTS, eventText, OPERATOR, publish } from '../publishing/helpers.ts';
import { addModerator, decide, newDevice, queue, report } from './reportHelpers.ts';

const clock = manualClock(new Date('2026-07-30T22:40:00.000Z'));
let server: TestServer;
let moderator: string;
// 00:30 in Berlin: the Garden (stage 1) has no set after midnight
const GARDEN_0030 = '2026-07-30T22:30:00.000Z';

const garden = async (event: string) =>
  (
    (await getJson(`${server.url}/api/lineup/${event}`)).body as unknown as LineupResponse
  ).sets[1]!.map((s) => s.djAndChange);

async function threePhones(event: string, dj: string, stage = 1, start = GARDEN_0030) {
  for (let i = 0; i < 3; i++) {
    const made = await report(server.url, event, newDevice(), {
      kind: 'playing',
      stage,
      start,
      dj,
    });
    expect(made.response.status).toBe(201);
  }
}

const put = (path: string, body: unknown, token = OPERATOR) =>
  fetch(`${server.url}${path}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  server = await startServer({ clock, env: { ORGANISER_TOKEN: OPERATOR } });
  for (const id of ['rule-off', 'rule-on']) {
    // two events may not share their first set's minute (it names the edition for likes)
    const acts = CLUB_ACTS.map((a, i) =>
      id === 'rule-off' && i === 0 ? { ...a, start: '2026-07-30T21:05' } : a,
    );
    const published = await publish(server.url, OPERATOR, id, eventText(id, acts), {
      confirmAsked: true,
    });
    expect(published.response.status).toBe(201);
  }
  moderator = (await addModerator(server.env.DATABASE_URL!, ['rule-on'], 'Door crew')).token;
});
afterAll(async () => {
  await server?.dispose();
});

describe('the trust rule', () => {
  it('is off by default: three phones leave the lineup as it was, the report waits', async () => {
    await threePhones('rule-off', 'Night Owl');
    expect(await garden('rule-off')).toEqual(['Garden Set']);
    const { body } = await queue(server.url, 'rule-off', OPERATOR);
    expect(body.trust).toMatchObject({ on: false, devices: 3, minutes: 10 });
    expect(body.reports).toMatchObject([{ count: 3 }]);
  });

  it('switched on, three phones make the act live, marked for fans; an organiser undoes it', async () => {
    // a moderator may not switch it on
    expect(
      (await put('/api/organiser/events/rule-on/reports/settings', { on: true }, moderator)).status,
    ).toBe(403);
    expect((await put('/api/organiser/events/rule-on/reports/settings', { on: true })).status).toBe(
      200,
    );
    await report(server.url, 'rule-on', newDevice(), {
      kind: 'playing',
      stage: 1,
      start: GARDEN_0030,
      dj: 'Night Owl',
    });
    await report(server.url, 'rule-on', newDevice(), {
      kind: 'playing',
      stage: 1,
      start: GARDEN_0030,
      dj: 'night owl',
    });
    expect(await garden('rule-on')).toEqual(['Garden Set']);
    await report(server.url, 'rule-on', newDevice(), {
      kind: 'playing',
      stage: 1,
      start: GARDEN_0030,
      dj: 'NIGHT OWL',
    });
    expect(await garden('rule-on')).toEqual(['Garden Set', 'Night Owl (reported by fans)']);

    const { body } = await queue(server.url, 'rule-on', moderator);
    const trusted = body.trusted as { id: string; version: number }[];
    expect(trusted).toMatchObject([{ version: 2 }]);
    const undone = await decide(
      server.url,
      'rule-on',
      trusted[0]!.id,
      moderator,
      'undo' as 'accept',
    );
    expect(undone.response.status).toBe(200);
    expect(await garden('rule-on')).toEqual(['Garden Set']);
  });

  it('never over a set that plays then', async () => {
    // 23:30 in Berlin on the Floor: the Headliner plays
    await threePhones('rule-on', 'Somebody Else', 0, '2026-07-30T21:30:00.000Z');
    const floor = (
      (await getJson(`${server.url}/api/lineup/rule-on`)).body as unknown as LineupResponse
    ).sets[0]!;
    expect(floor.map((s) => s.dj)).toEqual(['Opening Act', 'Headliner']);
  });
});

describe("a stage's live status", () => {
  const statuses = async () =>
    (await getJson(`${server.url}/api/events/rule-on/stage-status`)).body.statuses as unknown[];

  it('a moderator marks a stage full: fans get it with the time it was set, for an hour', async () => {
    const set = await put(
      '/api/organiser/events/rule-on/stages/0/status',
      { status: 'full' },
      moderator,
    );
    expect(set.status).toBe(200);
    expect(await statuses()).toEqual([
      {
        stage: 0,
        status: 'full',
        detail: '',
        setAt: '2026-07-30T22:40:00.000Z',
        expiresAt: '2026-07-30T23:40:00.000Z',
      },
    ]);
    // the app asks each minute: unchanged, the answer is a 304 without a body
    const first = await fetch(`${server.url}/api/events/rule-on/stage-status`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${server.url}/api/events/rule-on/stage-status`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    clock.set(new Date('2026-07-30T23:39:00.000Z'));
    expect(await statuses()).toHaveLength(1);
    clock.set(new Date('2026-07-30T23:41:00.000Z'));
    expect(await statuses()).toEqual([]);
  });

  it('refuses a move to no other stage and a stage the event lacks', async () => {
    expect(
      (await put('/api/organiser/events/rule-on/stages/0/status', { status: 'moved', detail: '0' }))
        .status,
    ).toBe(400);
    expect(
      (await put('/api/organiser/events/rule-on/stages/5/status', { status: 'open' })).status,
    ).toBe(404);
    expect(
      (await put('/api/organiser/events/rule-off/stages/0/status', { status: 'open' }, moderator))
        .status,
    ).toBe(404);
  });
});
