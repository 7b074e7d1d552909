// Tokens (issue 12, item 11): a sign-in token has a lifetime, and one device can sign out
// without deleting the account (the spec's logout deletes it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/clock.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { djs, likeOf } from '../helpers/likes.ts';
import { postJson, startServer, TEST_NOW, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';

const DAY_MS = 86_400_000;
let provider: FakeProvider;
let server: TestServer;
const clock = manualClock(new Date(TEST_NOW));

beforeAll(async () => {
  provider = await startFakeProvider();
  server = await startServer({ env: { ...provider.env(), TOKEN_LIFETIME_DAYS: '30' }, clock });
});
afterAll(async () => {
  await server.dispose();
  await provider.close();
});

const likes = (token: string, list: unknown[] = []) =>
  postJson(`${server.url}/api/likes`, { token, likes: list });

describe('sign out this device', () => {
  it('forgets this device only: the other device and the likes stay', async () => {
    const user = { ...ADA_FAN, id: 501 };
    const phone = String((await signIn(server.url, provider, user)).body.bunny_token);
    const laptop = String((await signIn(server.url, provider, user)).body.bunny_token);
    const ada = await likeOf(server.url, 'sunrise-2026', 'Ada Lovelace', '2026-07-30T20:00:00Z');
    await likes(phone, [ada]);

    const out = await postJson(`${server.url}/api/logout`, { bunny_token: phone });
    expect(out.response.status).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    // the phone's token no longer works: its sends are anonymous and told to drop the token
    expect((await likes(phone)).body.token).toBe('');
    const calendar = await postJson(`${server.url}/api/calendar`, { token: phone });
    expect(calendar.response.status).toBe(401);
    // the laptop is still signed in and still has the like
    const { body } = await likes(laptop);
    expect(body.token).toBe(laptop);
    expect(djs(body.likes)).toEqual(['Ada Lovelace']);
    // signing out twice is harmless
    const again = await postJson(`${server.url}/api/logout`, { bunny_token: phone });
    expect(again.body).toEqual({ signedOut: false });
  });
});

describe('token lifetime', () => {
  it('a token stops working after TOKEN_LIFETIME_DAYS; signing in again gives a working one', async () => {
    clock.set(new Date(TEST_NOW));
    const user = { ...ADA_FAN, id: 502 };
    const token = String((await signIn(server.url, provider, user)).body.bunny_token);
    clock.set(new Date(Date.parse(TEST_NOW) + 29 * DAY_MS));
    expect((await likes(token)).body.token).toBe(token);
    clock.set(new Date(Date.parse(TEST_NOW) + 31 * DAY_MS));
    expect((await likes(token)).body.token).toBe('');
    const deleted = await postJson(`${server.url}/api/deleteUser`, { bunny_token: token });
    expect(deleted.response.status).toBe(401);
    const fresh = String((await signIn(server.url, provider, user)).body.bunny_token);
    expect((await likes(fresh)).body.token).toBe(fresh);
    clock.set(new Date(TEST_NOW));
  });
});
