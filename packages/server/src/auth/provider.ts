// The music-streaming provider's side of sign-in: PKCE code exchange, the user, and every page
// of the accounts they follow. Any failure becomes a ProviderError with a clear text (502).
export interface ProviderEndpoints {
  tokenUrl: string;
  apiUrl: string;
}

export interface ProviderClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface ProviderProfile {
  providerId: string;
  /** raw permalink URLs of the followed accounts */
  followingUrls: string[];
}

export class ProviderError extends Error {
  override name = 'ProviderError';
}

const TIMEOUT_MS = 10_000;
/** a guard against a provider that pages forever: 200 per page × 100 pages */
const MAX_PAGES = 100;

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) {
    throw new ProviderError(`The sign-in provider refused ${what} (status ${response.status})`);
  }
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // fall through: not JSON
  }
  throw new ProviderError(`The sign-in provider sent an unreadable answer for ${what}`);
}

async function call(url: string, init: RequestInit, what: string) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new ProviderError(`The sign-in provider could not be reached for ${what}`);
  }
}

async function exchangeCode(
  endpoints: ProviderEndpoints,
  client: ProviderClient,
  code: string,
  codeVerifier: string,
): Promise<string> {
  const form = new URLSearchParams({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    grant_type: 'authorization_code',
    code,
    code_verifier: codeVerifier,
    redirect_uri: client.redirectUri,
  });
  const response = await call(
    endpoints.tokenUrl,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json; charset=utf-8',
      },
      body: form,
    },
    'the sign-in code',
  );
  const body = await readJson(response, 'the sign-in code');
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ProviderError('The sign-in provider returned no access token');
  }
  return body.access_token;
}

/** next_href must stay on the provider's API origin: the access token is sent along */
function sameOrigin(url: string, apiUrl: string): boolean {
  try {
    return new URL(url).origin === new URL(apiUrl).origin;
  } catch {
    return false;
  }
}

async function followings(apiUrl: string, headers: Record<string, string>): Promise<string[]> {
  const urls: string[] = [];
  let next: string | null = `${apiUrl}/me/followings?limit=200&linked_partitioning=true`;
  for (let page = 0; next !== null; page++) {
    if (page >= MAX_PAGES) throw new ProviderError('The sign-in provider sent too many pages');
    const body = await readJson(
      await call(next, { headers }, 'the followed accounts'),
      'the followed accounts',
    );
    const collection = Array.isArray(body.collection) ? body.collection : [];
    for (const account of collection) {
      const url = (account as { permalink_url?: unknown } | null)?.permalink_url;
      if (typeof url === 'string') urls.push(url);
    }
    const href = body.next_href;
    if (typeof href === 'string' && href !== '') {
      if (!sameOrigin(href, apiUrl)) {
        throw new ProviderError('The sign-in provider sent a page link to another site');
      }
      next = href;
    } else {
      next = null;
    }
  }
  return urls;
}

export async function fetchProfile(
  endpoints: ProviderEndpoints,
  client: ProviderClient,
  code: string,
  codeVerifier: string,
): Promise<ProviderProfile> {
  const accessToken = await exchangeCode(endpoints, client, code, codeVerifier);
  const headers = {
    authorization: `OAuth ${accessToken}`,
    accept: 'application/json; charset=utf-8',
  };
  const me = await readJson(
    await call(`${endpoints.apiUrl}/me`, { headers }, 'the profile'),
    'the profile',
  );
  if (typeof me.id !== 'number' && typeof me.id !== 'string') {
    throw new ProviderError('The sign-in provider sent a profile without an id');
  }
  return {
    providerId: `soundcloud:${me.id}`,
    followingUrls: await followings(endpoints.apiUrl, headers),
  };
}
