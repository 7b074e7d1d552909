import type { LoginResponse } from '@lineup/core';
import { LOCALES, type Locale } from '@lineup/core';

// The sign-in return (spec §5): every failure has its own text, worded as the catalogue says.
export const MSG_MISSING = 'Missing authorization code or PKCE verifier';
export const MSG_NO_TOKEN = 'No bunny_token returned from backend';
export const MSG_UNEXPECTED = 'Unexpected error during authentication';

export async function exchangeCode(
  code: string | null,
  verifier: string | null,
  prefix: string,
): Promise<LoginResponse> {
  if (!code || !verifier) throw new Error(MSG_MISSING);
  let res: Response;
  try {
    res = await fetch(`/api/callback${prefix}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code, codeVerifier: verifier }),
    });
  } catch (err) {
    throw new Error(err instanceof Error && err.message ? err.message : MSG_UNEXPECTED);
  }
  if (!res.ok) throw new Error(`Server responded with ${res.status}`);
  const body = (await res.json().catch(() => null)) as Partial<LoginResponse> | null;
  if (!body || typeof body.bunny_token !== 'string' || body.bunny_token === '') {
    throw new Error(MSG_NO_TOKEN);
  }
  return {
    bunny_token: body.bunny_token,
    following: Array.isArray(body.following)
      ? body.following.filter((f): f is string => typeof f === 'string')
      : [],
  };
}

// The OAuth `state` carries `{prefix}.{locale}` (e.g. `duck.de`): the provider always returns
// to /callback without a locale prefix, and the fan should land back in their language.

/** The server's callback suffix: '' for the festival variant, 'duck' for the club. */
export function callbackPrefix(state: string | null): string {
  return state?.split('.')[0] === 'duck' ? 'duck' : '';
}

/** The locale the fan signed in from, when the state names one. */
export function callbackLocale(state: string | null): Locale | null {
  const locale = state?.split('.')[1];
  return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : null;
}

export function loginState(prefix: string, locale: Locale): string {
  return `${prefix}.${locale}`;
}
