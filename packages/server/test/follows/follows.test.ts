// Following acts over HTTP (issue 35): a device's list comes back bounded with the followed
// acts' sets still to come on this server; an account (or a device link) keeps the list and
// merges its devices' changes, the last change winning.
import { FOLLOWS_MAX } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const at = (minute: number) => `2026-07-30T20:${String(minute).padStart(2, '0')}:00.000Z`;
const follow = (name: string, minute: number, links: string[] = []) => ({
  name,
  links,
  followedAt: at(minute),
});

interface Answer {
  token: string;
  follows: { name: string; key: string; links: string[] }[];
  removed: { key: string }[];
  sets: { act: string; event: string; dj: string; stage: string; start: string }[];
}

describe.each(stores)('following acts on %s', (_store, database) => {
  let server: TestServer;
  let db: TestDatabase | null = null;
  const clock = manualClock(new Date(TEST_NOW));

  const send = async (body: object): Promise<Answer> => {
    const { response, body: answer } = await postJson(`${server.url}/api/follows`, {
      token: '',
      follows: [],
      ...body,
    });
    expect(response.status).toBe(200);
    return answer as unknown as Answer;
  };

  beforeAll(async () => {
    db = await database();
    server = await startServer({ clock, env: db ? { DATABASE_URL: db.url } : {} });
  });
  afterAll(async () => {
    await server.dispose();
    await db?.drop();
  });

  it('answers a device’s follows with their sets still to come, across events', async () => {
    const answer = await send({
      follows: [follow('ADA LOVELACE', 1), follow('Nobody Here', 2), follow('?', 3)],
    });
    expect(answer.token).toBe('');
    // the "?" placeholder is nobody: skipped
    expect(answer.follows.map((f) => f.key)).toEqual(['ada lovelace', 'nobody here']);
    // this year's set, not last year's (over)
    expect(answer.sets.map((s) => [s.act, s.event, s.dj, s.stage])).toEqual([
      ['ada lovelace', 'sunrise-2026', 'Ada Lovelace', '🌅 Beach'],
    ]);
  });

  it('matches a renamed act by its profile link', async () => {
    const answer = await send({
      follows: [follow('Grace H.', 1, ['https://www.soundcloud.com/Grace/'])],
    });
    expect(answer.sets.map((s) => s.dj)).toEqual(['Grace Hopper']);
  });

  it(`keeps at most ${FOLLOWS_MAX} follows`, async () => {
    const many = Array.from({ length: FOLLOWS_MAX + 40 }, (_, i) => follow(`Act ${i}`, i % 60));
    const answer = await send({ follows: many });
    expect(answer.follows).toHaveLength(FOLLOWS_MAX);
  });

  it('refuses a send larger than the bound outright', async () => {
    const many = Array.from({ length: FOLLOWS_MAX * 2 + 1 }, (_, i) => follow(`Act ${i}`, 1));
    const { response } = await postJson(`${server.url}/api/follows`, { token: '', follows: many });
    expect(response.status).toBe(400);
  });

  it('an account keeps the list for its devices; the last change wins', async () => {
    const linked = await postJson(`${server.url}/api/devices/link`, { token: '' });
    const { token, secret } = linked.body as { token: string; secret: string };
    const joined = await postJson(`${server.url}/api/devices/join`, { secret });
    const second = (joined.body as { token: string }).token;

    const first = await send({ token, follows: [follow('Ada Lovelace', 1)] });
    expect(first.token).toBe(token);
    // the second device brings its own and receives the first one's
    const both = await send({ token: second, follows: [follow('Margaret', 2)] });
    expect(both.follows.map((f) => f.name)).toEqual(['Ada Lovelace', 'Margaret']);
    expect(both.sets.map((s) => s.dj).sort()).toEqual(['Ada Lovelace', 'Margaret']);
    // the first takes Ada back later: gone for both, even when the second still sends her
    await send({ token, removed: [{ key: 'ada lovelace', removedAt: at(3) }] });
    const after = await send({ token: second, follows: [follow('Ada Lovelace', 1)] });
    expect(after.follows.map((f) => f.name)).toEqual(['Margaret']);
    expect(after.removed.map((r) => r.key)).toEqual(['ada lovelace']);
  });

  it('a private calendar link of the followed acts’ sets, revocable', async () => {
    const linked = await postJson(`${server.url}/api/devices/link`, { token: '' });
    const { token } = linked.body as { token: string };
    await send({ token, follows: [follow('Ada Lovelace', 1), follow('Grace Hopper', 2)] });
    // without an account there is nothing to keep a link for
    expect(
      (await postJson(`${server.url}/api/follows/calendar`, { token: '' })).response.status,
    ).toBe(401);
    const made = await postJson(`${server.url}/api/follows/calendar`, { token });
    expect(made.response.status).toBe(200);
    const { url, link } = made.body as { url: string; link: string };
    expect(url).toMatch(/^webcal:\/\/lineup\.test\/ical\/acts\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(link).pathname;

    const feed = await fetch(`${server.url}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const body = await feed.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain('SUMMARY:Ada Lovelace @ 🌅 Beach');
    expect(body).toContain('SUMMARY:Grace Hopper @ 🌅 Beach');
    // unchanged: 304 for the calendar app asking again
    const again = await fetch(`${server.url}${path}`, {
      headers: { 'if-none-match': feed.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    // a new link replaces the old one; revoking stops the new one too
    const second = await postJson(`${server.url}/api/follows/calendar`, { token });
    expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    const secondPath = new URL((second.body as { link: string }).link).pathname;
    expect((await fetch(`${server.url}${secondPath}`)).status).toBe(200);
    const revoked = await postJson(`${server.url}/api/follows/calendar/revoke`, { token });
    expect(revoked.body).toEqual({ revoked: true });
    expect((await fetch(`${server.url}${secondPath}`)).status).toBe(404);
  });
});
