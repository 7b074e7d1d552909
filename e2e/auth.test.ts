// Sign-in with the music-streaming provider (spec §2 /login /callback /logout, §5 callback
// errors, §7 the authorize redirect with PKCE) against a local stand-in provider.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ID, type StandInProvider, startProvider } from './support/provider.ts';
import { EVENT, storageItem, useSuite } from './support/suite.ts';
import { roomLine } from './support/text.ts';

let provider: StandInProvider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  await provider?.close();
});

const suite = useSuite({ env: () => provider.env() });

const FAN = {
  id: 42,
  permalink_url: 'https://soundcloud.com/night-fan',
  followings: ['https://soundcloud.com/charlie-tempo'],
};

async function openAbout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'About' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'About' });
  await drawer.waitFor();
  return drawer;
}

/** Signs in from the About drawer of the now page; resolves back on the now page. */
async function signIn(page: Page) {
  await page.goto(`${suite.server.url}/event/${EVENT}`);
  const drawer = await openAbout(page);
  await drawer.getByRole('link', { name: 'Sign in with SoundCloud' }).click();
  await page.waitForURL(`**/event/${EVENT}`, { waitUntil: 'load' });
  await page.waitForFunction(() => localStorage.getItem('bunny_token'));
}

describe('sign-in', () => {
  it('goes to the provider with PKCE, comes back signed in and marks followed acts', async () => {
    provider.signInAs(FAN);
    const before = provider.authorizeRequests.length;
    const context = await suite.context();
    const page = await suite.page(context);
    const callback = page.waitForRequest((r) => new URL(r.url()).pathname === '/callback');
    await signIn(page);

    const authorize = provider.authorizeRequests[before];
    expect(authorize).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${suite.server.url}/callback`,
      response_type: 'code',
      scope: 'non-expiring',
      code_challenge_method: 'S256',
    });
    // S256 of a random 32-byte verifier: 43 base64url characters
    expect(authorize?.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const back = new URL((await callback).url());
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{16}$/);
    expect(provider.tokenRequests.at(-1)?.verifierMatched).toBe(true);

    expect(await storageItem(page, 'localStorage', 'bunny_token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storageItem(page, 'sessionStorage', 'pkce_code_verifier')).toBeNull();
    expect(JSON.parse((await storageItem(page, 'localStorage', 'following')) ?? '[]')).toEqual([
      'https://soundcloud.com/charlie-tempo',
    ]);
    // the followed act is orange on the now page
    const act = roomLine(page, 'Beach').getByRole('link', { name: /Charlie Tempo/ });
    expect(await act.getAttribute('class')).toContain('act--orange');
    const color = await act.evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toBe(
      await roomLine(page, 'Beach')
        .locator('.room-line__room')
        .evaluate((el) => getComputedStyle(el).color),
    );

    // About now offers sign-out instead of sign-in
    const drawer = await openAbout(page);
    await drawer.getByRole('link', { name: 'Sign out' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Sign in with SoundCloud' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'OK' }).click();
    await drawer.waitFor({ state: 'hidden' });
  });

  it('sign-out posts the token once, forgets it and deletes the account', async () => {
    provider.signInAs({ ...FAN, id: 43, permalink_url: 'https://soundcloud.com/fan-43' });
    const page = await suite.page(await suite.context());
    await signIn(page);
    const token = await storageItem(page, 'localStorage', 'bunny_token');

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/deleteUser'))
        posts.push(r.postData() ?? '');
    });
    const drawer = await openAbout(page);
    await drawer.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`**/event/${EVENT}`);
    await page.waitForFunction(() => localStorage.getItem('bunny_token') === null);
    expect(posts.map((p) => JSON.parse(p))).toEqual([{ bunny_token: token }]);
    const again = await openAbout(page);
    await again.getByRole('link', { name: 'Sign in with SoundCloud' }).waitFor();

    // the server no longer knows the token: likes sent with it stay anonymous
    const res = await fetch(`${suite.server.url}/api/likes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, likes: [] }),
    });
    expect(((await res.json()) as { token: string }).token).toBe('');
  });

  it('likes follow the fan to a second phone after sign-in', async () => {
    const fan = { ...FAN, id: 44, permalink_url: 'https://soundcloud.com/fan-44' };
    provider.signInAs(fan);
    const phoneA = await suite.page(await suite.context());
    await signIn(phoneA);
    const sent = phoneA.waitForResponse((r) => r.url().endsWith('/api/likes'));
    await roomLine(phoneA, 'Forest').getByRole('button', { name: 'Like Echo Park' }).click();
    await sent;

    provider.signInAs(fan);
    const phoneB = await suite.page(await suite.context());
    await signIn(phoneB);
    await roomLine(phoneB, 'Forest').getByRole('button', { name: 'Unlike Echo Park' }).waitFor();
    expect(JSON.parse((await storageItem(phoneB, 'localStorage', 'likedDJs')) ?? '[]')).toEqual([
      expect.objectContaining({ dj: 'Echo Park', partyName: 'Testfest' }),
    ]);
  });
});

describe('callback errors', () => {
  it.each([
    ['without a code', '/callback', {}],
    ['without the PKCE verifier', '/callback?code=abc', {}],
  ])('%s: "Missing authorization code or PKCE verifier"', async (_, path, session) => {
    const page = await suite.open(path, { sessionStorage: session });
    await page.getByRole('heading', { name: 'Sign-in failed' }).waitFor();
    await page.getByText('Missing authorization code or PKCE verifier', { exact: true }).waitFor();
    expect(await storageItem(page, 'localStorage', 'bunny_token')).toBeNull();
  });

  it('a code the provider does not know: "Server responded with {status}"', async () => {
    const page = await suite.open('/callback?code=0000000000000000', {
      sessionStorage: { pkce_code_verifier: 'x'.repeat(43) },
    });
    await page.getByText(/^Server responded with \d{3}$/).waitFor();
    await page.getByRole('link', { name: 'Back to the lineup' }).click();
    await page.waitForURL(`**/event/${EVENT}`);
  });

  it('/login without a configured client id shows that sign-in is unavailable', async () => {
    // testfest-2025 has no client id of its own, but the server fills in its configured one:
    // so use a server answer without one, as an event of the club variant would be here
    const page = await suite.open('/login', { localStorage: { festival: 'no-such-event' } });
    await page.getByText('Sign-in is not available for this event.').waitFor();
  });
});
