import { getToken, setFollowing, setToken } from './session.ts';

/**
 * "Sign out this device": POST /api/logout forgets this device's token only; the account, the
 * likes stored for the fan's other devices and those devices' sign-ins stay. (The spec's "Sign
 * out", /api/deleteUser, deletes the account.) Offline or on a server error the token is kept,
 * so the fan can try again: a token the server still knows must not be silently dropped.
 */
export async function signOutDevice(): Promise<'ok' | 'failed'> {
  const token = getToken();
  if (token) {
    try {
      const res = await fetch('/api/logout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ bunny_token: token }),
      });
      if (!res.ok) return 'failed';
    } catch {
      return 'failed';
    }
  }
  setToken(null);
  setFollowing([]);
  return 'ok';
}
