// SoundCloud in one tap (issue 35): a fan signed in with SoundCloud (the stand-in provider)
// follows every artist they follow there who plays on this server, matched by the act's
// profile link; an act matched by name only is followed only when the fan ticks it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StandInProvider, startProvider } from './support/provider.ts';
import { EVENT, storageItem, useSuite } from './support/suite.ts';

let provider: StandInProvider;
beforeAll(async () => {
  provider = await startProvider();
});
afterAll(async () => {
  await provider?.close();
});

const suite = useSuite({
  env: () => provider.env(),
  extraFixtures: { 'events/testfest-2027.yaml': 'fixtures-extra/testfest-2027.yaml' },
});

describe('following SoundCloud artists in one tap', () => {
  it('follows the artists whose profile plays here; a name-only match waits for a tick', async () => {
    provider.signInAs({
      id: 77,
      permalink_url: 'https://soundcloud.com/fan-77',
      followings: [
        'https://soundcloud.com/ada-lovelace',
        'https://soundcloud.com/charlie-tempo',
        // Delta Wave has no SoundCloud link in the lineup: only the name fits
        'https://soundcloud.com/delta-wave',
        'https://soundcloud.com/nobody-here',
      ],
    });
    const page = await suite.open(`/event/${EVENT}`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'About' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'About' });
    await drawer.getByRole('link', { name: 'Sign in with SoundCloud' }).click();
    await page.waitForURL(`**/event/${EVENT}`, { waitUntil: 'load' });
    await page.waitForFunction(() => localStorage.getItem('bunny_token'));

    await page.goto(`${suite.server.url}/acts`);
    const offer = page.getByRole('region', { name: 'From your SoundCloud' });
    await offer.waitFor();
    expect(await offer.textContent()).toContain('Ada Lovelace and Charlie Tempo');
    expect(await page.getByRole('heading', { name: 'Ada Lovelace' }).count()).toBe(0);

    await offer.getByRole('button', { name: 'Follow all 2 acts' }).click();
    await page.getByRole('heading', { name: 'Ada Lovelace', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Charlie Tempo', exact: true }).waitFor();
    // next year's set of Ada is there
    await page.getByText('Testfest 2027').waitFor();
    // Delta Wave is not followed before the fan says so
    expect(await page.getByRole('heading', { name: 'Delta Wave' }).count()).toBe(0);
    await offer.getByRole('checkbox', { name: 'Delta Wave' }).check();
    await offer.getByRole('button', { name: 'Follow 1 act' }).click();
    await page.getByRole('heading', { name: 'Delta Wave', exact: true }).waitFor();
    // everything is followed now: the offer goes
    await offer.waitFor({ state: 'detached' });

    const stored = JSON.parse((await storageItem(page, 'localStorage', 'followedActs')) ?? '{}');
    expect(stored.follows.map((f: { key: string; links: string[] }) => [f.key, f.links])).toEqual([
      ['ada lovelace', ['https://soundcloud.com/ada-lovelace']],
      ['charlie tempo', ['https://soundcloud.com/charlie-tempo']],
      ['delta wave', []],
    ]);
  });
});
