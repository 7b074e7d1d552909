// @vitest-environment happy-dom
// Spec §4: logout is one POST /api/deleteUser; success forgets the token, failure says why.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteUser } from '../../src/auth/Logout.tsx';
import { getToken, setToken } from '../../src/auth/session.ts';

beforeEach(() => {
  localStorage.clear();
  setToken('secret');
});
afterEach(() => vi.unstubAllGlobals());

describe('logout', () => {
  it('posts the token once and forgets it on success', async () => {
    const fn = vi.fn(async (_u: string, _i?: RequestInit) => Response.json({ deleted: true }));
    vi.stubGlobal('fetch', fn);
    await Promise.all([deleteUser(), deleteUser()]);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]?.[0]).toBe('/api/deleteUser');
    expect(JSON.parse(String(fn.mock.calls[0]?.[1]?.body))).toEqual({ bunny_token: 'secret' });
    expect(getToken()).toBeNull();
  });

  it.each([
    [async () => new Response('', { status: 401 }), 'Server responded with 401'],
    [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      'Unexpected error during logout.',
    ],
  ])('keeps the token and reports a failure (%#)', async (impl, message) => {
    vi.stubGlobal('fetch', vi.fn(impl));
    await expect(deleteUser()).rejects.toThrow(message);
    expect(getToken()).toBe('secret');
  });
});
