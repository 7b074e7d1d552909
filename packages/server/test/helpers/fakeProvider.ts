// A stand-in for the music-streaming provider over a real HTTP connection: an OAuth token
// endpoint that checks the PKCE verifier against the challenge registered for the code,
// /me, and /me/followings paged through next_href. Browser tests (e2e/) use it too: its
// /authorize page grants a code bound to the PKCE challenge and sends the browser back.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface ProviderUser {
  id: number;
  permalink_url: string;
  followings: string[];
}

export interface AuthorizeRequest {
  client_id: string | null;
  redirect_uri: string | null;
  response_type: string | null;
  scope: string | null;
  code_challenge: string | null;
  code_challenge_method: string | null;
  state: string | null;
}

export interface FakeProvider {
  url: string;
  clientId: string;
  clientSecret: string;
  /** null: the server derives it from its origin (browser tests) */
  redirectUri: string | null;
  /** the env vars that point the server at this stand-in (prefix '' or '_DUCK') */
  env(suffix?: '' | '_DUCK'): Record<string, string>;
  /** a fresh PKCE pair and code granted to `user`; returns what the browser would send */
  authorize(user: ProviderUser): { code: string; codeVerifier: string };
  /** the next request to this path answers `status` */
  failNext(path: '/oauth/token' | '/me' | '/me/followings', status: number): void;
  /** next_href links point at this origin instead of the stand-in's own */
  pageLinksTo(origin: string | null): void;
  /** the user the next browser visit to /authorize signs in as */
  signInAs(user: ProviderUser): void;
  authorizeRequests: AuthorizeRequest[];
  /** codes redeemed at /oauth/token, with whether the verifier matched the challenge */
  tokenRequests: { code: string; verifierMatched: boolean }[];
  requests: { method: string; path: string; authorization?: string; form?: URLSearchParams }[];
  close(): Promise<void>;
}

export const PAGE_SIZE = 2;

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export async function startFakeProvider(
  clientId = 'test-client',
  clientSecret = 'test-secret',
  redirectUri: string | null = 'https://lineup.test/callback',
): Promise<FakeProvider> {
  const grants = new Map<string, { challenge: string; redirectUri: string; user: ProviderUser }>();
  const authorizeRequests: AuthorizeRequest[] = [];
  const tokenRequests: FakeProvider['tokenRequests'] = [];
  let browserUser: ProviderUser = {
    id: 1,
    permalink_url: 'https://soundcloud.com/fan',
    followings: [],
  };
  const tokens = new Map<string, ProviderUser>();
  const failures = new Map<string, number>();
  const requests: FakeProvider['requests'] = [];
  let base = '';
  let pageOrigin: string | null = null;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const form = req.method === 'POST' ? new URLSearchParams(raw) : undefined;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      form,
    });
    const fail = failures.get(url.pathname);
    if (fail !== undefined) {
      failures.delete(url.pathname);
      return send(res, fail, { error: 'failure on purpose' });
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams;
      const request: AuthorizeRequest = {
        client_id: q.get('client_id'),
        redirect_uri: q.get('redirect_uri'),
        response_type: q.get('response_type'),
        scope: q.get('scope'),
        code_challenge: q.get('code_challenge'),
        code_challenge_method: q.get('code_challenge_method'),
        state: q.get('state'),
      };
      authorizeRequests.push(request);
      if (!request.redirect_uri || !request.code_challenge) {
        return send(res, 400, { error: 'missing redirect_uri or code_challenge' });
      }
      const code = randomBytes(8).toString('hex');
      grants.set(code, {
        challenge: request.code_challenge,
        redirectUri: request.redirect_uri,
        user: browserUser,
      });
      const back = new URL(request.redirect_uri);
      back.searchParams.set('code', code);
      if (request.state !== null) back.searchParams.set('state', request.state);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const code = form?.get('code') ?? '';
      const grant = grants.get(code);
      const verifierMatched =
        grant !== undefined && challengeOf(form?.get('code_verifier') ?? '') === grant.challenge;
      tokenRequests.push({ code, verifierMatched });
      const ok =
        form?.get('client_id') === clientId &&
        form?.get('client_secret') === clientSecret &&
        form?.get('grant_type') === 'authorization_code' &&
        grant !== undefined &&
        form?.get('redirect_uri') === grant.redirectUri &&
        verifierMatched;
      if (!ok || !grant) return send(res, 400, { error: 'invalid_grant' });
      grants.delete(form?.get('code') ?? '');
      const accessToken = randomBytes(12).toString('hex');
      tokens.set(accessToken, grant.user);
      return send(res, 200, { access_token: accessToken, token_type: 'bearer', scope: '' });
    }
    const user = tokens.get((req.headers.authorization ?? '').replace(/^OAuth /, ''));
    if (!user) return send(res, 401, { error: 'unauthorized' });
    if (url.pathname === '/me') {
      return send(res, 200, { id: user.id, permalink_url: user.permalink_url, username: 'x' });
    }
    if (url.pathname === '/me/followings') {
      const cursor = Number(url.searchParams.get('cursor') ?? 0);
      const page = user.followings.slice(cursor, cursor + PAGE_SIZE);
      const next = cursor + PAGE_SIZE < user.followings.length ? cursor + PAGE_SIZE : null;
      return send(res, 200, {
        collection: page.map((permalink_url, i) => ({ id: cursor + i, permalink_url })),
        next_href: next === null ? null : `${pageOrigin ?? base}/me/followings?cursor=${next}`,
      });
    }
    return send(res, 404, { error: 'not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;

  return {
    url: base,
    clientId,
    clientSecret,
    redirectUri,
    env: (suffix = '') => ({
      SOUNDCLOUD_API_URL: base,
      SOUNDCLOUD_TOKEN_URL: `${base}/oauth/token`,
      SOUNDCLOUD_AUTH_URL: `${base}/authorize`,
      [`SOUNDCLOUD_CLIENT_ID${suffix}`]: clientId,
      [`SOUNDCLOUD_CLIENT_SECRET${suffix}`]: clientSecret,
      ...(redirectUri ? { [`SOUNDCLOUD_REDIRECT_URI${suffix}`]: redirectUri } : {}),
    }),
    authorize(user) {
      if (!redirectUri) throw new Error('authorize() needs a fixed redirectUri');
      const codeVerifier = randomBytes(32).toString('base64url');
      const code = randomBytes(8).toString('hex');
      grants.set(code, { challenge: challengeOf(codeVerifier), redirectUri, user });
      return { code, codeVerifier };
    },
    signInAs(user) {
      browserUser = user;
    },
    authorizeRequests,
    tokenRequests,
    failNext(path, status) {
      failures.set(path, status);
    },
    pageLinksTo(origin) {
      pageOrigin = origin;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
