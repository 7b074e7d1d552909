// One signed-in fan floods the likes endpoint (issue 12, item 1): 50,000 likes of acts that do
// not exist and 50,000 take-backs, 500 per send. What the account stores, and what each send
// answers, stays bounded, and the fan's real likes survive the flood.
import path from 'node:path';
import { ACCOUNT_LIKE_BOUNDS, LIKES_MAX, type LikeEntry } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { openSqlite } from '../../src/storage/sqlite.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { likeOf } from '../helpers/likes.ts';
import { postJson, startServer, type TestServer } from '../helpers/server.ts';
import { signIn } from '../helpers/signIn.ts';

let provider: FakeProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeProvider();
  // the pace between heavy sends of one account (LIKES_PACE) is the bench's subject, not this
  server = await startServer({ env: { ...provider.env(), LIKES_PACE: '0' } });
});
afterAll(async () => {
  await server.dispose();
  await provider.close();
});

const ATTEMPTED = 50_000;
const SENDS = ATTEMPTED / LIKES_MAX;

function fake(i: number): LikeEntry {
  return {
    dj: `Nobody ${i}`,
    room: i % 7,
    partyName: 'Sunrise',
    title: `Nobody ${i}`,
    beginningSchedule: '2026-07-30T10:00:00.000Z',
    started: '2026-07-30T22:00:00.000Z',
    meta: [{ key: 'soundcloud', value: `https://soundcloud.com/nobody-${i}` }],
    likedAt: new Date(Date.parse('2026-07-30T20:00:00.000Z') + i).toISOString(),
  };
}

describe(`one fan sending ${ATTEMPTED.toLocaleString('en')} likes`, () => {
  it('stores at most 1,000 likes and keeps the real ones; every answer stays bounded', async () => {
    const { body: login } = await signIn(server.url, provider);
    const token = String(login.bunny_token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T19:00:00Z');
    await postJson(`${server.url}/api/likes`, { token, likes: [ada] });

    let largest = 0;
    for (let send = 0; send < SENDS; send++) {
      const likes = Array.from({ length: LIKES_MAX }, (_, i) => fake(send * LIKES_MAX + i));
      const { response, body } = await postJson(`${server.url}/api/likes`, { token, likes });
      expect(response.status).toBe(200);
      const answered = (body.likes as LikeEntry[]).length;
      largest = Math.max(largest, answered);
      expect(answered).toBeLessThanOrEqual(ACCOUNT_LIKE_BOUNDS.likes);
    }
    expect(largest).toBe(ACCOUNT_LIKE_BOUNDS.likes);

    const { body } = await postJson(`${server.url}/api/likes`, { token, likes: [] });
    const kept = body.likes as LikeEntry[];
    expect(kept).toHaveLength(ACCOUNT_LIKE_BOUNDS.likes);
    expect(kept.some((like) => like.dj === 'Ada Lovelace')).toBe(true);

    // and as many take-backs: the stored ones are bounded too, the real like stays
    for (let send = 0; send < SENDS; send++) {
      const removed = Array.from({ length: LIKES_MAX }, (_, i) => {
        const like = fake(ATTEMPTED + send * LIKES_MAX + i);
        return {
          dj: like.dj,
          room: like.room,
          beginningSchedule: like.beginningSchedule,
          removedAt: like.likedAt!,
        };
      });
      const { response } = await postJson(`${server.url}/api/likes`, {
        token,
        likes: [],
        removed,
      });
      expect(response.status).toBe(200);
    }
    const storage = openSqlite(path.join(server.dir, 'var', 'lineup.db'));
    try {
      const user = await storage.userByTokenHash(hashToken(token));
      const state = await storage.likesOf(user!.id);
      expect(state.likes).toHaveLength(ACCOUNT_LIKE_BOUNDS.likes);
      expect(state.tombstones.length).toBeLessThanOrEqual(ACCOUNT_LIKE_BOUNDS.tombstones);
      expect(state.likes.some((like) => like.dj === 'Ada Lovelace')).toBe(true);
    } finally {
      await storage.close();
    }
  }, 120_000);
});
