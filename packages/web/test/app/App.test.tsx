// @vitest-environment happy-dom
// The shell as a fan meets it (spec §2): root redirects, language routes, 404 texts, the 308
// navigation, the bottom bar and the About drawer, the privacy page's storage list.
import type { LineupResponse } from '@lineup/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { resolveShortLink } from '../../src/app/ShortLink.tsx';
import { resetClientMode } from '../../src/kit/clientMode.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../../src/storage/keys.ts';
import { SCREEN_LOCAL_KEYS } from '../../src/storage/screenKeys.ts';
import { NOW, nowLineup, nowMeta } from '../now/fixture.ts';

type Routes = Record<string, () => Response>;

function serve(routes: Routes) {
  const fn = vi.fn(async (input: string) => {
    const path = String(input).replace(/^https?:\/\/[^/]+/, '');
    const handler = routes[path];
    return handler ? handler() : Response.json({ error: 'not found' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function withEvents(ids: string[], main = ids[0]!): LineupResponse {
  const data = nowLineup();
  data.meta = nowMeta({
    id: main,
    currentEvents: ids.map((id) => ({ key: `/event/${id}`, value: id.toUpperCase() })),
  });
  return data;
}

function open(url: string) {
  window.history.replaceState(null, '', url);
  resetClientMode();
  return render(<App />);
}

const path = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  localStorage.clear();
  sessionStorage.clear();
  Object.defineProperty(navigator, 'languages', { value: ['en-GB'], configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('root', () => {
  it('with one current event forgets the saved now state and opens its now page', async () => {
    sessionStorage.setItem(SESSION_KEYS.now, 'old');
    const data = withEvents(['nowfest']);
    serve({ '/api/current': () => Response.json(data) });
    open('/');
    await waitFor(() => expect(path()).toBe('/event/nowfest'));
    expect(sessionStorage.getItem(SESSION_KEYS.now)).toBeNull();
    await screen.findByText('Grace');
    expect(localStorage.getItem(LOCAL_KEYS.festival)).toBe('nowfest');
  });

  it.each([
    ['b', '/event/b'],
    ['gone', '/choose'],
    [null, '/choose'],
  ])('with several current events and stored %s goes to %s', async (stored, target) => {
    if (stored) localStorage.setItem(LOCAL_KEYS.festival, stored);
    serve({ '/api/current': () => Response.json(withEvents(['a', 'b'])) });
    open('/');
    await waitFor(() => expect(path()).toBe(target));
  });

  it('chooser offers one button per current event and hides the bottom bar', async () => {
    serve({ '/api/current': () => Response.json(withEvents(['a', 'b'])) });
    open('/choose');
    const a = await screen.findByRole('link', { name: 'A' });
    expect(a.getAttribute('href')).toBe('/event/a');
    expect(screen.getByRole('link', { name: 'B' }).getAttribute('href')).toBe('/event/b');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('on a first visit follows a supported browser language', async () => {
    Object.defineProperty(navigator, 'languages', { value: ['de-DE', 'en'], configurable: true });
    serve({ '/api/current': () => Response.json(withEvents(['nowfest'])) });
    open('/');
    await waitFor(() => expect(path()).toBe('/de/event/nowfest'));
    expect(document.documentElement.lang).toBe('de');
    await screen.findByRole('link', { name: 'Jetzt' });
  });
});

describe('routes', () => {
  it.each([
    ['/nope/here?x=1', '404: /nope/here?x=1 does not exist.'],
    ['/event/a/b', '404: /event/a/b does not exist.'],
  ])('%s shows the Not Found text', async (url, text) => {
    serve({});
    open(url);
    await screen.findByText(text);
  });

  it.each([
    ['/fr/event/nowfest', 'fr', 'Maintenant'],
    ['/pl/event/nowfest', 'pl', 'Teraz'],
    ['/event/nowfest', 'en-GB', 'Now'],
  ])('%s speaks %s', async (url, lang, now) => {
    serve({ '/api/lineup/nowfest': () => Response.json(nowLineup()) });
    open(url);
    await screen.findByRole('link', { name: now });
    expect(document.documentElement.lang).toBe(lang);
  });

  it('a renamed event (308) moves to the new lineup URL', async () => {
    serve({
      '/api/lineup/old': () => Response.json({ error: 'nowfest' }, { status: 308 }),
      '/api/lineup/nowfest': () => Response.json(nowLineup()),
    });
    open('/event/old');
    await waitFor(() => expect(path()).toBe('/lineup/nowfest'));
  });

  it('shows the error message of a failed lineup load', async () => {
    serve({});
    open('/event/unknown');
    await screen.findByText('404: This page does not exist');
  });

  it('the privacy page lists every browser storage item and says there are no cookies', async () => {
    serve({ '/api/current': () => Response.json(withEvents(['nowfest'])) });
    open('/datenschutzerklaerung');
    await screen.findByText('As of July 2025');
    screen.getByText(/no cookies/);
    for (const key of [
      ...Object.values(LOCAL_KEYS),
      ...Object.values(SCREEN_LOCAL_KEYS),
      'now',
      'selectedRoom',
      'pkce_code_verifier',
    ]) {
      screen.getByText(key);
    }
    screen.getByText(/hosting provider records server logs/);
  });

  it('the legal notice is dated May 2025', async () => {
    serve({});
    open('/de/impressum');
    await screen.findByText('Stand: Mai 2025');
  });
});

describe('bottom bar and About drawer', () => {
  it('links Now and Stages to the festival, opens About and closes it with OK or Escape', async () => {
    sessionStorage.setItem(SESSION_KEYS.selectedRoom, '2');
    serve({ '/api/lineup/nowfest': () => Response.json(nowLineup()) });
    open('/event/nowfest');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('Now');
    expect(screen.getByRole('link', { name: 'Stages' }).getAttribute('href')).toBe(
      '/lineup/nowfest/2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    screen.getByRole('link', { name: 'Legal notice' });
    expect(screen.queryByRole('link', { name: /Support us/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Switch festival/ })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'About' }));
    await screen.findByRole('dialog', { name: 'About' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });

  it('About shows donation, switch, login and logout links by the meta and the token', async () => {
    const data = withEvents(['nowfest', 'other']);
    data.meta.aboutShowPatreonIcon = true;
    data.meta.soundcloudClientID = 'cid';
    // the donation link is the operator's (GET /api/operator), shown when the meta flag is set
    const links = { donation: 'https://donate.example/lineup' };
    serve({
      '/api/lineup/nowfest': () => Response.json(data),
      '/api/operator': () => Response.json({ links: { festival: links, duck: {} } }),
    });
    open('/event/nowfest');
    fireEvent.click(await screen.findByRole('button', { name: 'About' }));
    await screen.findByRole('dialog');
    expect((await screen.findByRole('link', { name: /Support us/ })).getAttribute('href')).toBe(
      links.donation,
    );
    expect(screen.getByRole('link', { name: /Switch festival/ }).getAttribute('href')).toBe(
      '/choose',
    );
    expect(screen.getByRole('link', { name: /Sign in/ }).getAttribute('href')).toBe('/login');
    act(() => localStorage.setItem(LOCAL_KEYS.bunnyToken, 't'));
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: LOCAL_KEYS.bunnyToken })));
    expect(screen.getByRole('link', { name: /Sign out/ }).getAttribute('href')).toBe('/logout');
  });

  it('shows the debug button only when the event has debug logs', async () => {
    const data = nowLineup();
    data.meta.debugLogs = ['⚠ one', 'two'];
    serve({ '/api/lineup/nowfest': () => Response.json(data) });
    open('/event/nowfest');
    await screen.findByRole('button', { name: '⚠XLS' });
    cleanup();
    serve({ '/api/lineup/nowfest': () => Response.json(nowLineup()) });
    open('/event/nowfest');
    await screen.findByText('Grace');
    expect(screen.queryByRole('button', { name: /XLS$/ })).toBeNull();
  });
});

describe('short links', () => {
  it.each([
    [() => Response.json({ url: '/lineup/nowfest?s=Ada' }), '/lineup/nowfest?s=Ada'],
    [() => Response.json({ url: 'javascript:alert(1)' }), '/'],
    [() => Response.json({ error: 'x' }, { status: 404 }), '/'],
  ])('resolve to their url, or home (%#)', async (answer, target) => {
    serve({ '/s/abc': answer });
    await expect(resolveShortLink('abc')).resolves.toBe(target);
  });
});
