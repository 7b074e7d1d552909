// Live shared plans over HTTP (issue 33): a plan link follows the owner's current likes of one
// event (ETag, 304), reveals no other event's likes, stops for everyone when the owner stops
// sharing, and is bounded (plans per account, requests per link).

import {
  decodeLivePlan,
  decodeSharedPlan,
  type LikeEntry,
  type LineupResponse,
  resolveSharedPlan,
} from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { PLAN_REQUESTS_PER_MINUTE, SHARED_PLANS_PER_USER } from '../../src/routes/plans.ts';
import { likeOf, removal } from '../helpers/likes.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const at = (minute: number) => `2026-07-30T20:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(stores)('live shared plans on %s', (_store, database) => {
  let server: TestServer;
  let db: TestDatabase | null = null;
  let lineup: LineupResponse;
  const clock = manualClock(new Date(TEST_NOW));

  const post = (route: string, body: unknown) => postJson(`${server.url}${route}`, body);
  const send = async (token: string, likes: LikeEntry[], removed: object[] = []) => {
    const { response } = await post('/api/likes', { token, likes, removed });
    expect(response.status).toBe(200);
  };
  const share = async (token: string, event = 'sunrise-2026') => {
    const { response, body } = await post('/api/plans/share', { token, event });
    expect(response.status).toBe(200);
    return body as { token: string; link: string; eventId: string };
  };
  const read = (link: string, etag?: string) =>
    fetch(`${server.url}/api/plans/${decodeLivePlan(link)?.key}`, {
      headers: etag ? { 'if-none-match': etag } : {},
    });
  const djsOf = async (response: Response) => {
    const body = (await response.json()) as { eventId: string; plan: string };
    return resolveSharedPlan(decodeSharedPlan(body.plan)!, lineup).map((s) => s.dj);
  };

  beforeAll(async () => {
    db = await database();
    server = await startServer({ clock, env: db ? { DATABASE_URL: db.url } : {} });
    lineup = (await (
      await fetch(`${server.url}/api/lineup/sunrise-2026`)
    ).json()) as LineupResponse;
  });
  afterAll(async () => {
    await server.dispose();
    await db?.drop();
  });

  it("follows the owner's current likes, with an ETag and 304 while nothing changed", async () => {
    // no sign-in: sharing makes a device account, as a device link does
    const owner = await share('');
    expect(owner.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decodeLivePlan(owner.link)?.eventId).toBe('sunrise-2026');
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(1));
    await send(owner.token, [ada]);

    const first = await read(owner.link);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect(await djsOf(first)).toEqual(['Ada Lovelace']);
    expect((await read(owner.link, etag)).status).toBe(304);

    // the owner likes another set later: the same link shows it
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', at(2));
    await send(owner.token, [ada, grace]);
    const second = await read(owner.link, etag);
    expect(second.status).toBe(200);
    expect((await djsOf(second)).sort()).toEqual(['Ada Lovelace', 'Grace Hopper']);
    // and takes one back
    await send(owner.token, [grace], [removal(ada, at(3))]);
    expect(await djsOf(await read(owner.link))).toEqual(['Grace Hopper']);

    // sharing again (another device of the same account too) gives the same link
    expect((await share(owner.token)).link).toBe(owner.link);
  });

  it("reveals that one event's likes only", async () => {
    const owner = await share('');
    const here = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(4));
    const elsewhere = await likeOf(server.url, 'sunrise-2025', 'Ada Lovelace', at(4));
    await send(owner.token, [here, elsewhere]);
    const response = await read(owner.link);
    const body = (await response.json()) as { eventId: string; plan: string };
    expect(body.eventId).toBe('sunrise-2026');
    expect(decodeSharedPlan(body.plan)?.codes).toHaveLength(1);
    expect(Object.keys(body).sort()).toEqual(['eventId', 'plan']);
  });

  it('stops for everyone when the owner stops sharing; sharing again makes a new link', async () => {
    const owner = await share('');
    expect((await read(owner.link)).status).toBe(200);
    const { response, body } = await post('/api/plans/stop', {
      token: owner.token,
      event: 'sunrise-2026',
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ stopped: true });
    const gone = await read(owner.link);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toMatch(/no longer shared/);
    const again = await share(owner.token);
    expect(again.link).not.toBe(owner.link);
    expect((await read(owner.link)).status).toBe(404);
    // a stranger's token cannot stop it
    const stranger = await share('');
    await post('/api/plans/stop', { token: stranger.token, event: 'sunrise-2026' });
    expect((await read(again.link)).status).toBe(200);
  });

  it('refuses unknown events, bad keys and a token that is not known', async () => {
    expect(
      (await post('/api/plans/share', { token: '', event: 'no-such-event' })).response.status,
    ).toBe(404);
    expect((await fetch(`${server.url}/api/plans/not-a-key`)).status).toBe(404);
    expect(
      (await post('/api/plans/stop', { token: 'x'.repeat(43), event: 'sunrise-2026' })).response
        .status,
    ).toBe(401);
  });

  it('is bounded: plans per account, requests per link', async () => {
    const owner = await share('');
    // one plan per event; the fixtures hold fewer events than the bound
    expect(SHARED_PLANS_PER_USER).toBeGreaterThanOrEqual(3);
    await share(owner.token, 'sunrise-2025');
    await share(owner.token, 'sunrise-2025');
    const statuses: number[] = [];
    for (let i = 0; i < PLAN_REQUESTS_PER_MINUTE + 2; i++)
      statuses.push((await read(owner.link)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PLAN_REQUESTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
  });
});
