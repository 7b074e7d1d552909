// @vitest-environment happy-dom
// "Sign out this device" (issue 12, item 11): beside the spec's "Sign out" (which deletes the
// account), the About page signs only this device out with POST /api/logout.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AboutContent } from '../../src/about/AboutContent.tsx';
import { getToken, setToken } from '../../src/auth/session.ts';

beforeEach(() => {
  localStorage.clear();
  setToken('secret');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signOut() {
  render(<AboutContent meta={undefined} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Sign out this device/ }));
  });
}

describe('sign out this device', () => {
  it('sits beside "Sign out", posts this token to /api/logout and forgets it', async () => {
    const fn = vi.fn(async (url: string, _i?: RequestInit) =>
      url === '/api/logout'
        ? Response.json({ signedOut: true })
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fn);
    render(<AboutContent meta={undefined} />);
    expect(screen.getByText('Sign out').closest('a')?.getAttribute('href')).toMatch(/logout$/);
    cleanup();
    await signOut();
    const logouts = fn.mock.calls.filter(([url]) => url === '/api/logout');
    expect(logouts).toHaveLength(1);
    expect(JSON.parse(String(logouts[0]?.[1]?.body))).toEqual({ bunny_token: 'secret' });
    expect(getToken()).toBeNull();
    expect(screen.queryByRole('button', { name: /Sign out this device/ })).toBeNull();
  });

  it('keeps the token and says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/logout') throw new TypeError('Failed to fetch');
        return new Response('', { status: 404 });
      }),
    );
    await signOut();
    expect(getToken()).toBe('secret');
    expect(screen.getByRole('status').textContent).toMatch(/Could not sign out/);
  });
});
