// Sign-in (POST /api/callback{prefix}) against a stand-in provider over real HTTP, and
// POST /api/deleteUser (DESIGN §5).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, PAGE_SIZE, startFakeProvider } from '../helpers/fakeProvider.ts';
import { djs, likeOf } from '../helpers/likes.ts';
import { getJson, postJson, startServer, type TestServer } from '../helpers/server.ts';
import { ADA_FAN, signIn } from '../helpers/signIn.ts';

let provider: FakeProvider;
let duck: FakeProvider;
let server: TestServer;

beforeAll(async () => {
  provider = await startFakeProvider();
  duck = await startFakeProvider('duck-client', 'duck-secret', 'https://lineup.test/callbackduck');
  server = await startServer({ env: provider.env('') });
});
afterAll(async () => {
  await server.dispose();
  await provider.close();
  await duck.close();
});

function storedTokenHashes(): string[] {
  const db = new DatabaseSync(path.join(server.dir, 'var', 'lineup.db'), { readOnly: true });
  try {
    return db
      .prepare('SELECT token_hash FROM tokens')
      .all()
      .map((r) => String(r.token_hash));
  } finally {
    db.close();
  }
}

describe('sign-in in the event meta', () => {
  it('names the configured client id and redirect address in the events of its variant', async () => {
    const { body: festival } = await getJson(`${server.url}/api/lineup/sunrise-2026`);
    expect(festival.meta).toMatchObject({
      soundcloudClientID: 'test-client',
      soundcloudRedirectUri: 'https://lineup.test/callback',
    });
    // no duck app is configured on this server: the club night offers no login
    const { body: club } = await getJson(`${server.url}/api/lineup/duck-night`);
    expect((club.meta as Record<string, unknown>).soundcloudClientID).toBeUndefined();
  });
});

describe('POST /api/callback', () => {
  it('exchanges the code with its PKCE verifier and answers a token and the normalised following', async () => {
    expect(ADA_FAN.followings.length).toBeGreaterThan(2 * PAGE_SIZE); // 3 pages
    const { response, body } = await signIn(server.url, provider);
    expect(response.status).toBe(200);
    expect(body.following).toEqual([
      'https://soundcloud.com/ada',
      'https://soundcloud.com/grace',
      'https://soundcloud.com/linus',
      'https://soundcloud.com/ken',
      'https://soundcloud.com/margaret',
    ]);
    const token = String(body.bunny_token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    // the stand-in saw every page, with the access token
    const pages = provider.requests.filter((r) => r.path === '/me/followings');
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.every((r) => r.authorization?.startsWith('OAuth '))).toBe(true);
    // only the SHA-256 of the token is stored
    const hash = createHash('sha256').update(token).digest('hex');
    expect(storedTokenHashes()).toContain(hash);
    expect(storedTokenHashes()).not.toContain(token);
  });

  it('gives each sign-in a new token; all of them work', async () => {
    const first = await signIn(server.url, provider);
    const second = await signIn(server.url, provider);
    expect(first.body.bunny_token).not.toBe(second.body.bunny_token);
    for (const token of [first.body.bunny_token, second.body.bunny_token]) {
      const { body } = await postJson(`${server.url}/api/likes`, { token, likes: [] });
      expect(body.token).toBe(token);
    }
  });

  it('uses the duck credentials for /api/callbackduck', async () => {
    const { code, codeVerifier } = duck.authorize(ADA_FAN);
    // the festival client cannot redeem a code of the duck app at the duck token endpoint
    const wrong = await postJson(`${server.url}/api/callback`, { code, codeVerifier });
    expect(wrong.response.status).toBe(502);
    const grant = duck.authorize(ADA_FAN);
    const duckServer = await startServer({ env: duck.env('_DUCK') });
    try {
      const { response, body } = await postJson(`${duckServer.url}/api/callbackduck`, grant);
      expect(response.status).toBe(200);
      expect(typeof body.bunny_token).toBe('string');
      const tokenCall = duck.requests.filter((r) => r.path === '/oauth/token').at(-1);
      expect(tokenCall?.form?.get('client_id')).toBe('duck-client');
    } finally {
      await duckServer.dispose();
    }
  });

  it.each([
    ['a wrong PKCE verifier', 'verifier'],
    ['a refused token call', '/oauth/token'],
    ['a failing profile', '/me'],
    ['a failing followings page', '/me/followings'],
  ] as const)('answers 502 with a clear text and no token on %s', async (_name, failure) => {
    const grant = provider.authorize(ADA_FAN);
    if (failure === 'verifier') grant.codeVerifier = 'x'.repeat(43);
    else provider.failNext(failure, 500);
    const before = storedTokenHashes().length;
    const { response, body } = await postJson(`${server.url}/api/callback`, grant);
    expect(response.status).toBe(502);
    expect(body.bunny_token).toBeUndefined();
    expect(String(body.error)).toMatch(/^502: The sign-in provider /);
    expect(storedTokenHashes()).toHaveLength(before);
  });

  it('never follows a page link to another site (the access token would leak)', async () => {
    provider.pageLinksTo('http://127.0.0.2:9');
    try {
      const { response, body } = await signIn(server.url, provider);
      expect(response.status).toBe(502);
      expect(body.bunny_token).toBeUndefined();
      expect(String(body.error)).toContain('another site');
    } finally {
      provider.pageLinksTo(null);
    }
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const gone = await startFakeProvider();
    const env = gone.env();
    await gone.close();
    const offline = await startServer({ env });
    try {
      const { response, body } = await postJson(`${offline.url}/api/callback`, {
        code: 'abc',
        codeVerifier: 'v'.repeat(43),
      });
      expect(response.status).toBe(502);
      expect(String(body.error)).toContain('could not be reached');
    } finally {
      await offline.dispose();
    }
  });

  it('answers 503 when sign-in is not configured', async () => {
    const bare = await startServer();
    try {
      const { response, body } = await postJson(`${bare.url}/api/callback`, {
        code: 'abc',
        codeVerifier: 'v'.repeat(43),
      });
      expect(response.status).toBe(503);
      expect(body.bunny_token).toBeUndefined();
    } finally {
      await bare.dispose();
    }
  });

  it.each([
    ['no code', { codeVerifier: 'v'.repeat(43) }],
    ['an empty code', { code: '', codeVerifier: 'v'.repeat(43) }],
    ['a short verifier', { code: 'abc', codeVerifier: 'short' }],
    ['a verifier with bad characters', { code: 'abc', codeVerifier: `${'v'.repeat(43)}!` }],
  ])('answers 400 for %s', async (_name, body) => {
    const { response, body: answer } = await postJson(`${server.url}/api/callback`, body);
    expect(response.status).toBe(400);
    expect(String(answer.error)).toMatch(/^400: /);
  });

  it('answers 413 JSON for a body over 64 KB', async () => {
    const { response, body } = await postJson(`${server.url}/api/callback`, {
      code: 'x'.repeat(70 * 1024),
      codeVerifier: 'v'.repeat(43),
    });
    expect(response.status).toBe(413);
    expect(body).toEqual({ error: '413: Request body is too large' });
  });
});

describe('POST /api/deleteUser', () => {
  it('deletes the user, their likes and every token of theirs', async () => {
    const user = { ...ADA_FAN, id: 5150 };
    const { body: phone } = await signIn(server.url, provider, user);
    const { body: laptop } = await signIn(server.url, provider, user);
    const ada = await likeOf(
      server.url,
      'sunrise-2026',
      'Ada Lovelace',
      '2026-07-30T20:10:00.000Z',
    );
    await postJson(`${server.url}/api/likes`, { token: phone.bunny_token, likes: [ada] });

    const { response, body } = await postJson(`${server.url}/api/deleteUser`, {
      bunny_token: phone.bunny_token,
    });
    expect(response.status).toBe(200);
    expect(body).toEqual({ deleted: true });
    for (const token of [phone.bunny_token, laptop.bunny_token]) {
      const { body: likes } = await postJson(`${server.url}/api/likes`, { token, likes: [] });
      expect(likes).toEqual({ token: '', likes: [], following: [] });
    }
    // signing in again starts empty
    const { body: again } = await signIn(server.url, provider, user);
    const { body: fresh } = await postJson(`${server.url}/api/likes`, {
      token: again.bunny_token,
      likes: [],
    });
    expect(djs(fresh.likes)).toEqual([]);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    const unknown = await postJson(`${server.url}/api/deleteUser`, { bunny_token: 'nope' });
    expect(unknown.response.status).toBe(401);
    expect(String(unknown.body.error)).toMatch(/^401: /);
    const missing = await postJson(`${server.url}/api/deleteUser`, {});
    expect(missing.response.status).toBe(400);
  });
});
