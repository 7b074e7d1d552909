// Spec §5, §7: the PKCE login URL, the callback's error texts, the logout's one POST.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackPrefix, exchangeCode } from '../../src/auth/callback.ts';
import { authorizeUrl, challengeOf, createVerifier } from '../../src/auth/pkce.ts';

afterEach(() => vi.unstubAllGlobals());

function respond(status: number, body?: unknown) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) =>
    body === undefined ? new Response('', { status }) : Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('PKCE', () => {
  it('derives the S256 challenge of RFC 7636', async () => {
    await expect(challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes a random 32-byte verifier (43 base64url characters)', () => {
    const a = createVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createVerifier()).not.toBe(a);
  });

  it('builds the authorization URL with every parameter of spec §7', () => {
    const url = new URL(
      authorizeUrl({
        authUrl: 'https://secure.soundcloud.com/authorize',
        clientId: 'cid',
        redirectUri: 'https://app.example/callback',
        challenge: 'chal',
        state: 'festival',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://app.example/callback',
      response_type: 'code',
      scope: 'non-expiring',
      code_challenge: 'chal',
      code_challenge_method: 'S256',
      state: 'festival',
    });
  });
});

describe('sign-in callback', () => {
  it.each([
    [null, 'v', 'Missing authorization code or PKCE verifier'],
    ['c', null, 'Missing authorization code or PKCE verifier'],
  ])('needs code and verifier (%s, %s)', async (code, verifier, message) => {
    await expect(exchangeCode(code, verifier, '')).rejects.toThrow(message);
  });

  it.each([
    [500, { error: 'x' }, 'Server responded with 500'],
    [200, { following: [] }, 'No bunny_token returned from backend'],
    [200, { bunny_token: '', following: [] }, 'No bunny_token returned from backend'],
  ])('answer %s %j fails with its text', async (status, body, message) => {
    respond(status, body);
    await expect(exchangeCode('c', 'v', '')).rejects.toThrow(message);
  });

  it('posts code and verifier to the variant callback and returns token and following', async () => {
    const fn = respond(200, { bunny_token: 't0k', following: ['https://soundcloud.com/ada'] });
    await expect(exchangeCode('c', 'v', callbackPrefix('duck'))).resolves.toEqual({
      bunny_token: 't0k',
      following: ['https://soundcloud.com/ada'],
    });
    expect(fn.mock.calls[0]?.[0]).toBe('/api/callbackduck');
    expect(JSON.parse(String(fn.mock.calls[0]?.[1]?.body))).toEqual({
      code: 'c',
      codeVerifier: 'v',
    });
    expect(callbackPrefix('festival')).toBe('');
    expect(callbackPrefix(null)).toBe('');
  });
});
