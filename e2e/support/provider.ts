// A stand-in for the music-streaming provider that a browser can walk through: /authorize
// (what the fan's browser is sent to) grants a code bound to the PKCE challenge and sends the
// browser back to the app; the server then redeems the code at /oauth/token, reads /me and
// /me/followings. Same protocol as packages/server/test/helpers/fakeProvider.ts.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface StandInUser {
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

export interface StandInProvider {
  url: string;
  /** env vars that point the lineup server at this stand-in */
  env(): Record<string, string>;
  /** the user the next /authorize visit signs in as */
  signInAs(user: StandInUser): void;
  authorizeRequests: AuthorizeRequest[];
  /** codes redeemed at /oauth/token, with whether the verifier matched the challenge */
  tokenRequests: { code: string; verifierMatched: boolean }[];
  close(): Promise<void>;
}

export const CLIENT_ID = 'e2e-client';
const CLIENT_SECRET = 'e2e-secret';

function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export async function startProvider(): Promise<StandInProvider> {
  const grants = new Map<string, { challenge: string; redirectUri: string; user: StandInUser }>();
  const tokens = new Map<string, StandInUser>();
  const authorizeRequests: AuthorizeRequest[] = [];
  const tokenRequests: StandInProvider['tokenRequests'] = [];
  let user: StandInUser = { id: 1, permalink_url: 'https://soundcloud.com/fan', followings: [] };
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    let raw = '';
    for await (const chunk of req) raw += chunk;
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
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('missing redirect_uri or code_challenge');
        return;
      }
      const code = randomBytes(8).toString('hex');
      grants.set(code, {
        challenge: request.code_challenge,
        redirectUri: request.redirect_uri,
        user,
      });
      const back = new URL(request.redirect_uri);
      back.searchParams.set('code', code);
      if (request.state !== null) back.searchParams.set('state', request.state);
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = new URLSearchParams(raw);
      const code = form.get('code') ?? '';
      const grant = grants.get(code);
      const verifierMatched =
        grant !== undefined && challengeOf(form.get('code_verifier') ?? '') === grant.challenge;
      tokenRequests.push({ code, verifierMatched });
      const ok =
        grant !== undefined &&
        verifierMatched &&
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('redirect_uri') === grant.redirectUri;
      if (!ok || !grant) return json(res, 400, { error: 'invalid_grant' });
      grants.delete(code);
      const accessToken = randomBytes(12).toString('hex');
      tokens.set(accessToken, grant.user);
      return json(res, 200, { access_token: accessToken, token_type: 'bearer', scope: '' });
    }
    const who = tokens.get((req.headers.authorization ?? '').replace(/^OAuth /, ''));
    if (!who) return json(res, 401, { error: 'unauthorized' });
    if (url.pathname === '/me') {
      return json(res, 200, { id: who.id, permalink_url: who.permalink_url, username: 'fan' });
    }
    if (url.pathname === '/me/followings') {
      return json(res, 200, {
        collection: who.followings.map((permalink_url, i) => ({ id: i + 1, permalink_url })),
        next_href: null,
      });
    }
    return json(res, 404, { error: 'not found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => json(res, 500, { error: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in has no port');
  base = `http://127.0.0.1:${address.port}`;

  return {
    url: base,
    env: () => ({
      SOUNDCLOUD_API_URL: base,
      SOUNDCLOUD_TOKEN_URL: `${base}/oauth/token`,
      SOUNDCLOUD_AUTH_URL: `${base}/authorize`,
      SOUNDCLOUD_CLIENT_ID: CLIENT_ID,
      SOUNDCLOUD_CLIENT_SECRET: CLIENT_SECRET,
    }),
    signInAs(next) {
      user = next;
    },
    authorizeRequests,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
