// POST /api/likes (DESIGN §5): anonymous totals, last-writer-wins sync between two devices
// of one signed-in user, limits, and likes surviving a restart.
import path from 'node:path';
import { LIKES_MAX } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { djs, likeOf, removal } from '../helpers/likes.ts';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';

let provider: FakeProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer({ env: provider.env() });
});
afterAll(async () => {
  await server.dispose();
  await provider.close();
});

async function totals(event: string) {
  const storage = openSqlite(path.join(server.dir, 'var', 'lineup.db'));
  try {
    return Object.fromEntries((await storage.likeTotals(event)).map((t) => [t.dj, t.count]));
  } finally {
    await storage.close();
  }
}

const send = (body: unknown) => postJson(`${server.url}/api/likes`, body);

describe('anonymous likes', () => {
  it('answers the sent likes with an empty token and no following, and stores nothing personal', async () => {
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:01:00.000Z',
    );
    const { response, body } = await send({ token: '', likes: [ada, ada] });
    expect(response.status).toBe(200);
    expect(body).toEqual({ token: '', likes: [ada], following: [] });
  });

  it('counts a like once per browser, however often the list is sent, and a removal once', async () => {
    const grace = await likeOf(
      server.url,
      'sunrise-2026',
      'Grace Hopper',
      '2026-07-30T20:02:00.000Z',
    );
    await send({ token: '', likes: [grace] });
    await send({ token: '', likes: [grace] });
    expect((await totals('sunrise-2026'))['Grace Hopper']).toBe(1);
    // a second browser likes the same set
    const other = { ...grace, likedAt: '2026-07-30T20:03:00.000Z' };
    await send({ token: '', likes: [other] });
    expect((await totals('sunrise-2026'))['Grace Hopper']).toBe(2);
    // the first browser takes it back; a retried send of that removal counts once
    const back = removal(grace, '2026-07-30T20:04:00.000Z');
    await send({ token: '', likes: [], removed: [back] });
    await send({ token: '', likes: [], removed: [back] });
    expect((await totals('sunrise-2026'))['Grace Hopper']).toBe(1);
  });

  it('does not count likes of sets that no event has, but answers them', async () => {
    const ghost = {
      ...(await likeOf(server.url, 'sunrise-2026', 'Margaret', '2026-07-30T20:05:00.000Z')),
      dj: 'Nobody',
    };
    const { body } = await send({ token: '', likes: [ghost] });
    expect(djs(body.likes)).toEqual(['Nobody']);
    expect((await totals('sunrise-2026')).Nobody).toBeUndefined();
  });

  it('treats an unknown token as anonymous and tells the client to drop it', async () => {
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:01:00.000Z',
    );
    const { body } = await send({ token: 'not-a-token-we-issued', likes: [ada] });
    expect(body).toEqual({ token: '', likes: [ada], following: [] });
  });
});

describe('signed-in likes on two devices', () => {
  it('merges sends last-writer-wins, keeps removals as tombstones, de-duplicates', async () => {
    const { body: login } = await signIn(server.url, provider);
    const token = String(login.bunny_token);
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:10:00.000Z',
    );
    const grace = await likeOf(
      server.url,
      'sunrise-2026',
      'Grace Hopper',
      '2026-07-30T20:11:00.000Z',
    );
    const margaret = await likeOf(
      server.url,
      'sunrise-2026',
      'Margaret',
      '2026-07-30T20:12:00.000Z',
    );

    // phone likes Ada; laptop likes Grace and sends Ada twice as well
    const phone1 = await send({ token, likes: [ada] });
    expect(phone1.body.token).toBe(token);
    expect(phone1.body.following).toEqual(login.following);
    const laptop1 = await send({ token, likes: [grace, ada, ada] });
    expect(djs(laptop1.body.likes)).toEqual(['Ada Lovelace', 'Grace Hopper']);

    // phone takes Ada back
    const phone2 = await send({
      token,
      likes: [grace],
      removed: [removal(ada, '2026-07-30T20:20:00.000Z')],
    });
    expect(djs(phone2.body.likes)).toEqual(['Grace Hopper']);

    // laptop, still holding its older list, sends it with a new like: Ada stays removed
    const laptop2 = await send({ token, likes: [ada, grace, margaret] });
    expect(djs(laptop2.body.likes)).toEqual(['Grace Hopper', 'Margaret']);

    // a like newer than the removal wins
    const again = { ...ada, likedAt: '2026-07-30T20:30:00.000Z' };
    const laptop3 = await send({ token, likes: [again] });
    expect(djs(laptop3.body.likes)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Margaret']);

    // a new device right after sign-in sends nothing and receives everything
    const { body: tablet } = await signIn(server.url, provider);
    const fresh = await send({ token: tablet.bunny_token, likes: [] });
    expect(djs(fresh.body.likes)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Margaret']);
    expect(fresh.body.token).toBe(tablet.bunny_token);
  });

  it('counts the likes of a signed-in user once across devices', async () => {
    const user = { ...ADA_FAN, id: 777 };
    const { body: a } = await signIn(server.url, provider, user);
    const { body: b } = await signIn(server.url, provider, user);
    const before = (await totals('sunrise-2026'))['Linus & Ken'] ?? 0;
    const linus = await likeOf(
      server.url,
      'sunrise-2026',
      'Linus & Ken',
      '2026-07-30T20:40:00.000Z',
    );
    await send({ token: a.bunny_token, likes: [linus] });
    await send({ token: b.bunny_token, likes: [linus] });
    expect((await totals('sunrise-2026'))['Linus & Ken']).toBe(before + 1);
    await send({
      token: b.bunny_token,
      likes: [],
      removed: [removal(linus, '2026-07-30T20:41:00.000Z')],
    });
    expect((await totals('sunrise-2026'))['Linus & Ken']).toBe(before);
  });

  it('keeps every like across a restart on the same SQLite file', async () => {
    const { body: login } = await signIn(server.url, provider, {
      ...ADA_FAN,
      id: 99,
    });
    const token = String(login.bunny_token);
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:50:00.000Z',
    );
    const grace = await likeOf(
      server.url,
      'sunrise-2026',
      'Grace Hopper',
      '2026-07-30T20:51:00.000Z',
    );
    await send({ token, likes: [ada, grace] });
    const totalsBefore = await totals('sunrise-2026');
    server = await server.restart();
    const { body } = await send({ token, likes: [] });
    expect(body.likes).toEqual([ada, grace]);
    expect(await totals('sunrise-2026')).toEqual(totalsBefore);
  });
});

describe('bad likes input', () => {
  it.each([
    ['no token', { likes: [] }],
    ['likes not a list', { token: '', likes: 'ada' }],
    ['removals not a list', { token: '', likes: [], removed: {} }],
  ])('answers 400 JSON for %s', async (_name, body) => {
    const { response, body: answer } = await send(body);
    expect(response.status).toBe(400);
    expect(String(answer.error)).toMatch(/^400: /);
  });

  it('drops the entries the like schema refuses and merges the rest of the send', async () => {
    const { body: login } = await signIn(server.url, provider, { ...ADA_FAN, id: 1212 });
    const token = String(login.bunny_token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:01:00Z');
    const grace = await likeOf(server.url, 'sunrise-2026', 'Grace Hopper', '2026-07-30T20:02:00Z');
    // what event files could hold before the loader applied the like limits
    const bad = [
      { ...ada, dj: 'A'.repeat(201) },
      { ...ada, dj: 'Forty-one links', meta: Array(41).fill({ key: 'web', value: 'https://a.b' }) },
      { ...ada, dj: 'Long link', meta: [{ key: 'web', value: `https://a.b/${'x'.repeat(2000)}` }] },
      { ...ada, dj: 'Nul\u0000byte' },
      { ...ada, dj: '' },
      { room: 0 },
      { ...ada, room: -1 },
    ];
    const badRemovals = [{ dj: 'x', room: 0, beginningSchedule: '' }];
    for (const token_ of ['', token]) {
      const { response, body } = await send({
        token: token_,
        likes: [...bad, ada],
        removed: badRemovals,
      });
      expect(response.status).toBe(200);
      expect(body.likes).toEqual([ada]);
    }
    // later sends of the same fan keep working, the refused act never stored
    const { response, body } = await send({ token, likes: [grace, ...bad] });
    expect(response.status).toBe(200);
    expect(djs(body.likes)).toEqual(['Ada Lovelace', 'Grace Hopper']);
  });

  it(`answers 400 for more than ${LIKES_MAX} likes`, async () => {
    const like = {
      dj: 'x',
      room: 0,
      partyName: '',
      title: '',
      beginningSchedule: '',
      started: '',
      meta: [],
    };
    const { response } = await send({ token: '', likes: Array(LIKES_MAX + 1).fill(like) });
    expect(response.status).toBe(400);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(`${server.url}/api/likes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^400: /);
  });

  it('answers 413 for a body over the likes cap', async () => {
    const { response, body } = await send({ token: '', likes: [], pad: 'x'.repeat(600 * 1024) });
    expect(response.status).toBe(413);
    expect(String(body.error)).toMatch(/^413: /);
  });

  it('strips fields it does not know and the personal orange flag', async () => {
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:01:00.000Z',
    );
    const sent = { ...ada, extra: 'x', meta: ada.meta.map((m) => ({ ...m, orange: true })) };
    const { body } = await send({ token: '', likes: [sent] });
    expect(body.likes).toEqual([ada]);
  });
});
