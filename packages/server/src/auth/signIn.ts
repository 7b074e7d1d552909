// POST /api/callback{prefix} behind the route (DESIGN §5): code → provider profile → user →
// a fresh token. The token is answered once and only its hash is kept.
import { type LoginResponse, normalizeProfileUrl } from '@lineup/core';
import type { Deps } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { fetchProfile, ProviderError } from './provider.ts';
import { hashToken, newToken } from './tokens.ts';

export type Variant = '' | 'duck';

export async function signIn(
  deps: Deps,
  variant: Variant,
  code: string,
  codeVerifier: string,
): Promise<LoginResponse> {
  const { soundcloud } = deps.config;
  const credentials = soundcloud.credentials[variant];
  if (!credentials.clientId || !credentials.clientSecret) {
    throw new HttpError(503, '503: Sign-in is not configured on this server');
  }
  let profile: Awaited<ReturnType<typeof fetchProfile>>;
  try {
    profile = await fetchProfile(
      { tokenUrl: soundcloud.tokenUrl, apiUrl: soundcloud.apiUrl },
      {
        clientId: credentials.clientId,
        clientSecret: credentials.clientSecret,
        redirectUri: credentials.redirectUri,
      },
      code,
      codeVerifier,
    );
  } catch (error) {
    if (error instanceof ProviderError) throw new HttpError(502, `502: ${error.message}`);
    throw error;
  }
  const following = [
    ...new Set(
      profile.followingUrls.map(normalizeProfileUrl).filter((url): url is string => url !== null),
    ),
  ];
  const token = newToken();
  await deps.storage.signIn({
    providerId: profile.providerId,
    following,
    tokenHash: hashToken(token),
    now: deps.clock.now(),
  });
  return { bunny_token: token, following };
}
