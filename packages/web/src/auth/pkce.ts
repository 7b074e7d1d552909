// PKCE (RFC 7636) for the sign-in redirect: a random 32-byte verifier, its S256 challenge.

export function base64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function createVerifier(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return base64url(bytes);
}

export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

export const DEFAULT_AUTH_URL = 'https://secure.soundcloud.com/authorize';

export interface AuthorizeParams {
  authUrl: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  /** echoed back to /callback: the variant, so the right server callback is called */
  state: string;
}

export function authorizeUrl(p: AuthorizeParams): string {
  const url = new URL(p.authUrl);
  url.searchParams.set('client_id', p.clientId);
  url.searchParams.set('redirect_uri', p.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'non-expiring');
  url.searchParams.set('code_challenge', p.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', p.state);
  return url.toString();
}
