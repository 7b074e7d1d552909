// Every route of spec §2 as a fan opens it on a phone, at a fixed instant in the festival's
// first night (both the server's and the browser's clocks), also under /de, /fr and /pl.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, lineupOf, storageItem, useSuite } from './support/suite.ts';

const suite = useSuite();

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The text of a room's line on the now page (the act's link holds a hidden "opens in a new tab"). */
function roomLine(page: Page, room: string) {
  return page.locator('.room-line').filter({ hasText: room });
}

async function selectedTab(page: Page): Promise<string | null> {
  const tab = page.locator('[role="tab"][aria-selected="true"]');
  await tab.waitFor();
  return tab.getAttribute('aria-label');
}

describe('root', () => {
  it('with one current event forgets the saved now state and opens its now page', async () => {
    const page = await suite.open('/', { sessionStorage: { now: '{"stale":true}' } });
    await page.waitForURL(`**/event/${EVENT}`);
    await page.getByText('Charlie Tempo').first().waitFor();
    expect(await storageItem(page, 'sessionStorage', 'now')).toBeNull();
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/);
  });

  it('on a first visit with a German browser goes to the German pages', async () => {
    const page = await suite.open('/', { locale: 'de-DE' });
    await page.waitForURL(`**/de/event/${EVENT}`);
    await page.getByText('Willkommen beim Testfest').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
  });

  it('a returning visitor with a German browser keeps the English pages', async () => {
    const page = await suite.open('/', { locale: 'de-DE', localStorage: { festival: EVENT } });
    await page.waitForURL(`**/event/${EVENT}`);
    expect(new URL(page.url()).pathname).toBe(`/event/${EVENT}`);
    await page.getByText('Welcome to Testfest').waitFor();
  });
});

describe('screens', () => {
  it('/event/{festival} is the now page of that festival', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    await page.getByRole('heading', { name: 'Welcome to Testfest' }).waitFor();
    await roomLine(page, 'Beach')
      .getByText(/is playing now/)
      .waitFor();
    expect(await storageItem(page, 'localStorage', 'festival')).toBe(EVENT);
  });

  it('/lineup/{festival} opens the timetable on the search tab', async () => {
    const page = await suite.open(`/lineup/${EVENT}`);
    expect(await selectedTab(page)).toBe('Search');
    await page.getByPlaceholder('Search Testfest…').waitFor();
  });

  it.each([
    ['an index', '1'],
    ['a slug', 'forest'],
  ])('/lineup/{festival}/{stage} with %s opens that stage', async (_, stage) => {
    const page = await suite.open(`/lineup/${EVENT}/${stage}`);
    expect(await selectedTab(page)).toBe('🌲 Forest');
    await page.getByRole('heading', { name: '🌲 Forest' }).waitFor();
    await page.getByText('Foxtrot').waitFor();
  });

  it('an unknown stage slug falls back to the search tab', async () => {
    const page = await suite.open(`/lineup/${EVENT}/ballroom`);
    expect(await selectedTab(page)).toBe('Search');
    await page.getByPlaceholder('Search Testfest…').waitFor();
  });

  it('/tracks/{festival}#{stage} lists the released tracks and jumps to the stage', async () => {
    const page = await suite.open(`/tracks/${EVENT}#disco`);
    await page.getByRole('heading', { name: 'Released tracks' }).waitFor();
    await page.getByRole('link', { name: /Live at Testfest/ }).waitFor();
    const top = await page
      .locator('#disco')
      .evaluate((el) => el.getBoundingClientRect().top - window.innerHeight);
    expect(top).toBeLessThan(0);
  });

  it('/past-events groups the events by year, newest first, linking the others', async () => {
    const page = await suite.open('/past-events');
    await page.getByRole('heading', { name: 'Past events' }).waitFor();
    const years = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(years).toEqual(['2026', '2025']);
    const old = page.getByRole('link', { name: /Testfest 2025/ });
    expect(await old.getAttribute('href')).toBe('/event/testfest-2025');
    // the event on view is not a link to itself
    expect(await page.getByRole('link', { name: /this event/ }).count()).toBe(0);
    await old.click();
    await page.waitForURL('**/event/testfest-2025');
  });

  it('/about shows the About content with the legal pages and the sign-in link', async () => {
    const page = await suite.open('/about', { localStorage: { festival: EVENT } });
    await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Legal notice' }).waitFor();
    await page.getByRole('link', { name: 'Privacy policy' }).waitFor();
    await page.getByRole('link', { name: 'Sign in with SoundCloud' }).waitFor();
  });

  it('/impressum is the legal notice dated May 2025', async () => {
    const page = await suite.open('/impressum');
    await page.getByRole('heading', { name: 'Legal notice' }).waitFor();
    await page.getByText('As of May 2025').waitFor();
  });

  it('/datenschutzerklaerung says no cookies, lists every storage item and the server logs', async () => {
    const page = await suite.open('/datenschutzerklaerung');
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.getByText('As of July 2025').waitFor();
    await page.getByText(/uses no cookies/).waitFor();
    await page.getByText(/records server logs/).waitFor();
    const listed = await page.locator('main dt code').allTextContents();
    for (const key of [
      'likedDJs',
      'lastLikesUpdate',
      'bunny_token',
      'festival',
      'following',
      'now',
      'selectedRoom',
      'pkce_code_verifier',
    ]) {
      expect(listed).toContain(key);
    }
  });

  it('/api/soundcloud renders the main layout', async () => {
    const page = await suite.open('/api/soundcloud', { localStorage: { festival: EVENT } });
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await roomLine(page, 'Beach')
      .getByText(/is playing now/)
      .waitFor();
  });
});

describe('links with s, q and short codes', () => {
  it('a short link /s/{code} opens the lineup focused on the act', async () => {
    const { sets } = await lineupOf(suite.server);
    const code = sets[0]?.find((s) => s.dj === 'Charlie Tempo')?.s;
    const page = await suite.open(`/s/${code}`);
    await page.waitForURL(/\/lineup\/testfest-2026\?s=Charlie(\+|%20)Tempo$/);
    const input = page.getByPlaceholder('Search Testfest…');
    await input.waitFor();
    expect(await input.inputValue()).toBe('Charlie Tempo');
    const first = page.locator('.search-row').first();
    expect(await first.textContent()).toContain('Charlie Tempo');
  });

  it('a short link opened inside the app resolves through the server call', async () => {
    const { sets } = await lineupOf(suite.server);
    const code = sets[1]?.find((s) => s.dj === 'Foxtrot')?.s;
    const page = await suite.open(`/de/s/${code}`);
    await page.waitForURL(/\/lineup\/testfest-2026\?s=Foxtrot$/);
    await page.locator('.search-row').first().getByText('Foxtrot').waitFor();
  });

  it('an unknown short link goes home', async () => {
    const page = await suite.open('/s/zzzzzzzz');
    await page.waitForURL(`**/event/${EVENT}`);
    await roomLine(page, 'Beach')
      .getByText(/is playing now/)
      .waitFor();
  });

  it('q carries the search text into the search tab', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=foxtrot`);
    const input = page.getByPlaceholder('Search Testfest…');
    await input.waitFor();
    expect(await input.inputValue()).toBe('foxtrot');
    await page.locator('.search-row').first().getByText('Foxtrot').waitFor();
  });
});

describe('not found', () => {
  it('any other path shows "404: {path and query} does not exist." in the language', async () => {
    const page = await suite.open('/nope/here?x=1');
    // the same page, with the status search engines and link checkers go by
    expect((await page.request.get(`${suite.server.url}/nope/here?x=1`)).status()).toBe(404);
    expect((await page.request.get(`${suite.server.url}/about`)).status()).toBe(200);
    for (const [path, text] of [
      ['/nope/here?x=1', '404: /nope/here?x=1 does not exist.'],
      ['/de/gibts/nicht', '404: /de/gibts/nicht existiert nicht.'],
      ['/fr/nulle-part', '404 : /fr/nulle-part n’existe pas.'],
      ['/pl/nigdzie?a=b', '404: /pl/nigdzie?a=b nie istnieje.'],
      ['/event/testfest-2026/extra', '404: /event/testfest-2026/extra does not exist.'],
    ] as const) {
      await page.goto(suite.server.url + path);
      await page.getByRole('heading', { name: text, exact: true }).waitFor();
    }
  });

  it('offers a way home in the language', async () => {
    const page = await suite.open('/de/gibts/nicht');
    await page.getByRole('link', { name: 'Startseite', exact: true }).click();
    await page.waitForURL(`**/de/event/${EVENT}`);
  });
});

describe('renamed events (308)', () => {
  it('an alias lineup link moves to the event it names', async () => {
    const page = await suite.open('/lineup/testfest');
    await page.waitForURL(`**/lineup/${EVENT}`);
    await page.getByPlaceholder('Search Testfest…').waitFor();
  });

  it('an alias stage link keeps the stage', async () => {
    const page = await suite.open('/lineup/testfest/forest');
    await page.waitForURL(`**/lineup/${EVENT}/forest`);
    expect(await selectedTab(page)).toBe('🌲 Forest');
  });

  it('an alias now link moves to the lineup of the event it names (spec §8)', async () => {
    const page = await suite.open('/de/event/testfest');
    await page.waitForURL(`**/de/lineup/${EVENT}`);
    expect(pathOf(page)).toBe(`/de/lineup/${EVENT}`);
  });
});

describe('every route under /de, /fr and /pl', () => {
  const texts = {
    de: {
      intro: 'Willkommen beim Testfest',
      search: 'Suche',
      past: 'Vergangene Events',
      legal: 'Impressum',
      privacy: 'Datenschutzerklärung',
      about: 'Info',
      tracks: 'Veröffentlichte Tracks',
    },
    fr: {
      intro: 'Bienvenue au Testfest',
      search: 'Recherche',
      past: 'Événements passés',
      legal: 'Mentions légales',
      privacy: 'Politique de confidentialité',
      about: 'À propos',
      tracks: 'Morceaux publiés',
    },
    pl: {
      intro: 'Witamy na Testfest',
      search: 'Szukaj',
      past: 'Minione wydarzenia',
      legal: 'Nota prawna',
      privacy: 'Polityka prywatności',
      about: 'O aplikacji',
      tracks: 'Opublikowane utwory',
    },
  } as const;

  describe.each(Object.keys(texts) as (keyof typeof texts)[])('/%s', (locale) => {
    const t = texts[locale];
    it('now, lineup, stage and tracks', async () => {
      const page = await suite.open(`/${locale}/event/${EVENT}`);
      await page.getByRole('heading', { name: t.intro }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await page.goto(`${suite.server.url}/${locale}/lineup/${EVENT}`);
      expect(await selectedTab(page)).toBe(t.search);
      await page.goto(`${suite.server.url}/${locale}/lineup/${EVENT}/forest`);
      expect(await selectedTab(page)).toBe('🌲 Forest');
      await page.goto(`${suite.server.url}/${locale}/tracks/${EVENT}#beach`);
      await page.getByRole('heading', { name: t.tracks }).waitFor();
    });

    it('past events, about and the legal pages', async () => {
      const page = await suite.open(`/${locale}/past-events`);
      await page.getByRole('heading', { name: t.past }).waitFor();
      expect(await page.getByRole('link', { name: /Testfest 2025/ }).getAttribute('href')).toBe(
        `/${locale}/event/testfest-2025`,
      );
      await page.goto(`${suite.server.url}/${locale}/about`);
      await page.getByRole('heading', { name: t.about, level: 1 }).waitFor();
      await page.goto(`${suite.server.url}/${locale}/impressum`);
      await page.getByRole('heading', { name: t.legal, level: 1 }).waitFor();
      await page.goto(`${suite.server.url}/${locale}/datenschutzerklaerung`);
      await page.getByRole('heading', { name: t.privacy, level: 1 }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
    });
  });
});

describe('with several current events', () => {
  const two = useSuite({
    extraFixtures: { 'events/nachtfest.yaml': 'fixtures-extra/nachtfest.yaml' },
  });

  it('root goes to the chooser, which offers every current event', async () => {
    const page = await two.open('/');
    await page.waitForURL('**/choose');
    await page.getByRole('heading', { name: 'Choose your festival' }).waitFor();
    await page.getByText('Several events are on right now').waitFor();
    await page.getByText('You can change the festival any time under About.').waitFor();
    const buttons = page.locator('main').getByRole('link');
    expect(await buttons.allInnerTexts()).toEqual(
      expect.arrayContaining(['Testfest', 'Nachtfest']),
    );
    expect(await page.getByRole('link', { name: 'Nachtfest' }).getAttribute('href')).toBe(
      '/event/nachtfest-2026',
    );
    // no bottom bar on the chooser
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
  });

  it('a chosen festival is remembered: root goes straight to it next time', async () => {
    const page = await two.open('/');
    await page.getByRole('link', { name: 'Nachtfest' }).click();
    await page.waitForURL('**/event/nachtfest-2026');
    await page.getByText('Night Owl is playing now').waitFor();
    expect(await storageItem(page, 'localStorage', 'festival')).toBe('nachtfest-2026');
    await page.goto(`${two.server.url}/`);
    await page.waitForURL('**/event/nachtfest-2026');
    await page.getByText('Night Owl is playing now').waitFor();
  });

  it('a remembered festival that is no longer current leads to the chooser', async () => {
    const page = await two.open('/', { localStorage: { festival: 'testfest-2025' } });
    await page.waitForURL('**/choose');
  });

  it('/de/choose is the German chooser', async () => {
    const page = await two.open('/de/choose');
    await page.getByRole('heading', { name: 'Wähle dein Festival' }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Testfest', exact: true }).getAttribute('href'),
    ).toBe(`/de/event/${EVENT}`);
  });
});
