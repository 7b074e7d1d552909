// The sign-in provider's stand-in for browser tests: the same one the server's HTTP tests use
// (packages/server/test/helpers/fakeProvider.ts), with its browser /authorize page. The
// redirect address is left to the server (its origin + /callback), as in a real deployment.
import {
  type AuthorizeRequest,
  type FakeProvider,
  type ProviderUser,
  startFakeProvider,
} from '../../packages/server/test/helpers/fakeProvider.ts';

export type { AuthorizeRequest };
export type StandInUser = ProviderUser;
export type StandInProvider = FakeProvider;

export const CLIENT_ID = 'e2e-client';

export function startProvider(): Promise<StandInProvider> {
  return startFakeProvider(CLIENT_ID, 'e2e-secret', null);
}
