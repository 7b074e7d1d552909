import type { FakeProvider, ProviderUser } from './fakeProvider.ts';
import { postJson } from './server.ts';

export const ADA_FAN: ProviderUser = {
  id: 4242,
  permalink_url: 'https://soundcloud.com/ada-fan',
  followings: [
    'https://soundcloud.com/Ada/',
    'http://www.soundcloud.com/grace',
    'https://soundcloud.com/linus',
    'https://soundcloud.com/ken',
    'https://soundcloud.com/margaret?ref=x',
  ],
};

/** the browser side of a sign-in: returns the answer of POST /api/callback{prefix} */
export async function signIn(
  url: string,
  provider: FakeProvider,
  user: ProviderUser = ADA_FAN,
  prefix = '',
) {
  const { code, codeVerifier } = provider.authorize(user);
  return postJson(`${url}/api/callback${prefix}`, { code, codeVerifier });
}
