// Random and malformed bodies at every POST endpoint (issue 6 §4), on every storage: never a
// 5xx, never a crash, never a like or a count changed that the request did not ask for; and a
// well-formed like with any unicode in it is stored exactly as sent, or refused as a whole.
import { type LikeEntry, likeKey } from '@lineup/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { readSend } from '../../src/likes/readSend.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { PG_TEST_URL } from '../helpers/pg.ts';
import { TEST_NOW } from '../helpers/server.ts';
import { contentType, rawBody, unicodeText } from './arbitraries.ts';
import { type Backend, expectSafe, type FuzzApp, startFuzzApp } from './fuzzApp.ts';

const POST_ENDPOINTS = ['/api/likes', '/api/callback', '/api/callbackduck', '/api/deleteUser'];
const ECHO_TOKEN = 'echo-token-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';

/** a sign-in code the provider refuses is the provider's answer, passed on as 502 */
const providerRefused = (url: string) => (status: number, body: string) =>
  url.startsWith('/api/callback') &&
  status === 502 &&
  body.startsWith('{"error":"502: The sign-in provider refused');

const wellFormedLike: fc.Arbitrary<LikeEntry> = fc.record({
  dj: unicodeText.filter((s) => s.length > 0),
  room: fc.integer({ min: 0, max: 3 }),
  partyName: unicodeText,
  title: unicodeText,
  beginningSchedule: fc.constantFrom('2026-07-30T10:00:00.000Z', '2025-08-01T10:00:00.000Z'),
  started: fc.constant('2026-07-30T22:00:00.000Z'),
  meta: fc.array(fc.record({ key: unicodeText, value: unicodeText }), { maxLength: 2 }),
  likedAt: fc
    .integer({ min: 0, max: 10_000_000 })
    .map((ms) => new Date(Date.parse('2026-07-01T00:00:00Z') + ms).toISOString()),
});

const byKey = (likes: LikeEntry[]) =>
  [...likes].sort((a, b) => (likeKey(a) < likeKey(b) ? -1 : likeKey(a) > likeKey(b) ? 1 : 0));

describe.each([
  ['sqlite', false],
  ['postgres', !PG_TEST_URL],
] as [Backend, boolean][])('hostile bodies on %s', (backend, skip) => {
  let provider: FakeProvider;
  let fuzz: FuzzApp;
  let echoId: string;
  beforeAll(async () => {
    if (skip) return;
    provider = await startFakeProvider();
    fuzz = await startFuzzApp(backend, provider);
    const echo = await fuzz.storage.signIn({
      providerId: 'fuzz-echo',
      following: [],
      tokenHash: hashToken(ECHO_TOKEN),
      now: new Date(TEST_NOW),
    });
    echoId = echo.id;
  });
  afterAll(async () => {
    await fuzz?.close();
    await provider?.close();
  });

  it.skipIf(skip)(
    'never answers 5xx, and a refused request changes no like and no count',
    async () => {
      const before = await fuzz.snapshot();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...POST_ENDPOINTS),
          rawBody,
          contentType,
          async (url, payload, type) => {
            const totals = await fuzz.storage.likeTotals();
            const response = await fuzz.app.inject({
              method: 'POST',
              url,
              payload,
              headers: type ? { 'content-type': type } : {},
            });
            expectSafe(response, providerRefused(url));
            if (response.statusCode >= 400) {
              expect(await fuzz.storage.likeTotals()).toEqual(totals);
            }
          },
        ),
        { numRuns: backend === 'sqlite' ? 400 : 200 },
      );
      // nobody sent the fan's token: their likes and tombstones are exactly as they were
      expect((await fuzz.snapshot()).fan).toEqual(before.fan);
    },
  );

  it.skipIf(skip)(
    'stores a well-formed like with any unicode exactly as sent, or drops that like',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(wellFormedLike, { minLength: 1, maxLength: 4 }),
          async (likes) => {
            await fuzz.storage.updateLikes(echoId, () => ({ likes: [], tombstones: [] }));
            const response = await fuzz.app.inject({
              method: 'POST',
              url: '/api/likes',
              payload: { token: ECHO_TOKEN, likes },
            });
            expectSafe(response);
            const stored = (await fuzz.storage.likesOf(echoId)).likes;
            expect(response.statusCode).toBe(200);
            // a like the schema refuses (a NUL, a lone surrogate) is dropped, the rest kept
            const accepted = readSend(likes).likes;
            const answered = (response.json() as { likes: LikeEntry[] }).likes;
            // one like per set; each is one of the sent likes for that set, unchanged
            expect(new Set(answered.map(likeKey))).toEqual(new Set(accepted.map(likeKey)));
            for (const like of answered) {
              expect(likes.filter((sent) => likeKey(sent) === likeKey(like))).toContainEqual(like);
            }
            expect(byKey(stored)).toEqual(byKey(answered));
          },
        ),
        { numRuns: backend === 'sqlite' ? 200 : 100 },
      );
    },
  );
});
