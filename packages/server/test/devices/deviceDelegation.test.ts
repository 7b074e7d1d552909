// A device link is a delegation, not the account (issue 38, item 4). A device that joined by a
// link could make a calendar link that replaced the owner's and kept listing the owner's new
// likes after the revoke, switch reminders on that kept coming after the revoke, make a new
// link that broke the owner's, and "Sign out" on it deleted the shared account with all its
// likes; anyone could make 60 device accounts a minute. Now what a joined device makes ends
// with it (at a revoke, and at a new link: the way to shut out a link that leaked), only the
// owner makes and stops links, a joined device's sign-out leaves, and device accounts made
// without a token are counted per address.
import type { LikeEntry } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { djs, likeOf } from '../helpers/likes.ts';
import { freshDatabase, PG_TEST_URL, type TestDatabase } from '../helpers/pg.ts';
import { type PushStandIn, startPushStandIn } from '../helpers/pushStandIn.ts';
import { postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';
import { GRACE, PUSH_ENV, serverKey, subscribe } from '../push/pushHelpers.ts';

const stores: [string, () => Promise<TestDatabase | null>][] = [
  ['SQLite', async () => null],
  ...(PG_TEST_URL ? [['PostgreSQL', freshDatabase] as [string, () => Promise<TestDatabase>]] : []),
];

const at = (minute: number) => `2026-07-30T20:${String(minute).padStart(2, '0')}:00.000Z`;

describe.each(stores)('a joined device on %s', (_store, database) => {
  let server: TestServer;
  let push: PushStandIn;
  let db: TestDatabase | null = null;
  const clock = manualClock(new Date(TEST_NOW));

  const post = (route: string, body: unknown) => postJson(`${server.url}${route}`, body);
  const send = async (token: string, likes: LikeEntry[]) => {
    const { response, body } = await post('/api/likes', { token, likes, removed: [] });
    expect(response.status).toBe(200);
    return body as { token: string; likes: LikeEntry[] };
  };
  const link = async (token = '') => {
    const { response, body } = await post('/api/devices/link', { token });
    return { status: response.status, ...(body as { token: string; secret: string }) };
  };
  const join = async (secret: string) =>
    ((await post('/api/devices/join', { secret })).body as { token: string }).token;
  const feedOf = async (token: string) => {
    const { response, body } = await post('/api/calendar', { token });
    expect(response.status).toBe(200);
    return new URL(body.link as string).pathname;
  };
  const feedStatus = async (feed: string) => (await fetch(`${server.url}${feed}`)).status;
  const remindersOn = async (endpoint: string) =>
    (await post('/api/push/test', { endpoint })).response.status !== 404;

  beforeAll(async () => {
    db = await database();
    push = await startPushStandIn();
    server = await startServer({
      clock,
      env: { ...PUSH_ENV, PUSH_TICK_MS: '0', ...(db ? { DATABASE_URL: db.url } : {}) },
    });
  });
  afterAll(async () => {
    await server.dispose();
    await push.close();
    await db?.drop();
  });

  it('loses its likes, calendar link and reminders when the link is revoked; the owner keeps theirs', async () => {
    const owner = await link('');
    const ownerFeed = await feedOf(owner.token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(1));
    await send(owner.token, [ada]);

    const joined = await join(owner.secret);
    expect(djs((await send(joined, [])).likes)).toEqual(['Ada Lovelace']);
    // its calendar link is its own: the owner's still works
    const joinedFeed = await feedOf(joined);
    expect(await feedStatus(ownerFeed)).toBe(200);
    expect(await feedStatus(joinedFeed)).toBe(200);
    // reminders of the account's likes on the joined phone
    const phone = push.device(await serverKey(server.url));
    const subscribed = await subscribe(server.url, phone, [GRACE], { token: joined });
    expect(subscribed.response.status).toBe(200);
    expect(await remindersOn(phone.subscription.endpoint)).toBe(true);
    // and it may not make links of its own (which would break the owner's)
    const refused = await link(joined);
    expect(refused.status).toBe(403);
    expect(await join(owner.secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { body } = await post('/api/devices/revoke', { token: owner.token });
    expect(body).toEqual({ devices: 2 });
    // all at once: likes, calendar link, reminders
    expect(await send(joined, [])).toMatchObject({ token: '' });
    expect(await feedStatus(joinedFeed)).toBe(404);
    expect(await remindersOn(phone.subscription.endpoint)).toBe(false);
    // the owner's own stay
    expect(await feedStatus(ownerFeed)).toBe(200);
    expect(djs((await send(owner.token, [])).likes)).toEqual(['Ada Lovelace']);
  });

  it('loses its likes, calendar link and reminders when the owner makes a new link', async () => {
    const owner = await link('');
    const ownerFeed = await feedOf(owner.token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(3));
    await send(owner.token, [ada]);
    const joined = await join(owner.secret);
    const joinedFeed = await feedOf(joined);
    const phone = push.device(await serverKey(server.url));
    expect((await subscribe(server.url, phone, [GRACE], { token: joined })).response.status).toBe(
      200,
    );
    expect(await remindersOn(phone.subscription.endpoint)).toBe(true);

    const renewed = await link(owner.token);
    expect(renewed.status).toBe(200);
    expect(renewed.token).toBe(owner.token);
    expect(await send(joined, [])).toMatchObject({ token: '' });
    expect(await feedStatus(joinedFeed)).toBe(404);
    expect(await remindersOn(phone.subscription.endpoint)).toBe(false);
    // the old link joins no one; the new one does, and the owner's own things stay
    expect((await post('/api/devices/join', { secret: owner.secret })).response.status).toBe(404);
    expect(await join(renewed.secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await feedStatus(ownerFeed)).toBe(200);
    expect(djs((await send(owner.token, [])).likes)).toEqual(['Ada Lovelace']);
  });

  it('may neither stop the link nor make one: 403 in words, and the owner’s sharing goes on', async () => {
    const owner = await link('');
    const joined = await join(owner.secret);
    const other = await join(owner.secret);

    const revoke = await post('/api/devices/revoke', { token: joined });
    expect(revoke.response.status).toBe(403);
    expect(revoke.body.error).toMatch(/only the device that made the device link can stop it/i);
    const made = await post('/api/devices/link', { token: joined });
    expect(made.response.status).toBe(403);
    expect(made.body.error).toMatch(/only the device that made the device link/i);
    // nothing changed: both joined devices and the link still work
    expect(await send(joined, [])).toMatchObject({ token: joined });
    expect(await send(other, [])).toMatchObject({ token: other });
    expect(await join(owner.secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the joined device leaves by signing out on itself; the others stay
    expect((await post('/api/logout', { bunny_token: joined })).body).toEqual({ signedOut: true });
    expect(await send(joined, [])).toMatchObject({ token: '' });
    expect(await send(other, [])).toMatchObject({ token: other });
  });

  it('"Sign out" on a joined device leaves; the account and its likes stay', async () => {
    const owner = await link('');
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', at(2));
    await send(owner.token, [ada]);
    const joined = await join(owner.secret);
    const joinedFeed = await feedOf(joined);
    const phone = push.device(await serverKey(server.url));
    await subscribe(server.url, phone, [GRACE], { token: joined });

    const { response, body } = await post('/api/deleteUser', { bunny_token: joined });
    expect(response.status).toBe(200);
    expect(body).toEqual({ deleted: false, left: true });
    expect(await send(joined, [])).toMatchObject({ token: '' });
    expect(await feedStatus(joinedFeed)).toBe(404);
    expect(await remindersOn(phone.subscription.endpoint)).toBe(false);
    expect(djs((await send(owner.token, [])).likes)).toEqual(['Ada Lovelace']);
    // the link still joins others
    expect(await join(owner.secret)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe.each(stores)('device accounts made without a token on %s', (_store, database) => {
  let server: TestServer;
  let db: TestDatabase | null = null;
  beforeAll(async () => {
    db = await database();
    server = await startServer({
      env: { DEVICE_ACCOUNTS_PER_ADDRESS: '3', ...(db ? { DATABASE_URL: db.url } : {}) },
    });
  });
  afterAll(async () => {
    await server.dispose();
    await db?.drop();
  });

  it('are counted per address (device links and live plans): DEVICE_ACCOUNTS_PER_ADDRESS a day, then 429', async () => {
    const made = [];
    let token = '';
    for (let i = 0; i < 4; i++) {
      const { response, body } = await postJson(`${server.url}/api/devices/link`, { token: '' });
      made.push(response.status);
      if (response.status === 200) token = body.token as string;
    }
    expect(made).toEqual([200, 200, 200, 429]);
    // sharing a live plan without a token makes such an account too: counted the same
    const plan = await postJson(`${server.url}/api/plans/share`, {
      token: '',
      event: 'sunrise-2026',
    });
    expect(plan.response.status).toBe(429);
    // a device with an account still makes a new link
    const again = await postJson(`${server.url}/api/devices/link`, { token });
    expect(again.response.status).toBe(200);
  });
});
