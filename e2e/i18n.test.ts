// Four languages (spec §1, §2): the locale prefix switches every text, <html lang> follows,
// and the header's language switcher keeps the fan on the same page.
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';
import { roomLineText } from './support/text.ts';

const suite = useSuite();

const LANGUAGES = [
  {
    prefix: '',
    lang: 'en-GB',
    nav: ['Now', 'Stages', 'About'],
    intro: 'Welcome to Testfest',
    beach: '🌅 Beach: Charlie Tempo is playing now, next: Delta Wave at 02:00',
    disco: '🪩 Disco: ⚠️ no data for this stage yet',
    gap: 'Closes at 04:00, reopens 22:00',
    liked: 'My plan',
  },
  {
    prefix: '/de',
    lang: 'de',
    nav: ['Jetzt', 'Bühnen', 'Info'],
    intro: 'Willkommen beim Testfest',
    beach: '🌅 Beach: Charlie Tempo spielt gerade, danach Delta Wave um 02:00',
    disco: '🪩 Disco: ⚠️ noch keine Daten für diese Bühne',
    gap: 'Schließt um 04:00, wieder offen 22:00',
    liked: 'Mein Plan',
  },
  {
    prefix: '/fr',
    lang: 'fr',
    nav: ['Maintenant', 'Scènes', 'À propos'],
    intro: 'Bienvenue au Testfest',
    beach: '🌅 Beach : Charlie Tempo joue en ce moment, ensuite Delta Wave à 02:00',
    disco: '🪩 Disco : ⚠️ pas encore de données pour cette scène',
    gap: 'Ferme à 04:00, réouverture 22:00',
    liked: 'Mon planning',
  },
  {
    prefix: '/pl',
    lang: 'pl',
    nav: ['Teraz', 'Sceny', 'O aplikacji'],
    intro: 'Witamy na Testfest',
    beach: '🌅 Beach: Charlie Tempo gra teraz, potem Delta Wave o 02:00',
    disco: '🪩 Disco: ⚠️ brak danych dla tej sceny',
    gap: 'Zamknięcie o 04:00, ponowne otwarcie 22:00',
    liked: 'Mój plan',
  },
] as const;

describe.each(LANGUAGES)('$lang', (l) => {
  it('now page, bottom bar and <html lang> in the language', async () => {
    const page = await suite.open(`${l.prefix}/event/${EVENT}`);
    await page.getByRole('heading', { name: l.intro }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(l.lang);
    expect(await roomLineText(page, 'Beach')).toBe(l.beach);
    expect(await roomLineText(page, 'Disco')).toBe(l.disco);
    const bar = page.getByRole('navigation').last();
    expect(await bar.locator('a, button').allTextContents()).toEqual([...l.nav]);
  });

  it('timetable gap rows and My plan in the language', async () => {
    const page = await suite.open(`${l.prefix}/lineup/${EVENT}/beach`);
    await page.getByText(l.gap, { exact: true }).waitFor();
    await page.goto(`${suite.server.url}${l.prefix}/my-plan/${EVENT}`);
    await page.getByRole('heading', { name: l.liked, level: 1 }).waitFor();
  });
});

describe('language switcher', () => {
  it('keeps the stage and the search when switching through all four languages', async () => {
    const page = await suite.open(`/lineup/${EVENT}/beach`);
    await page.getByText('Closes at 04:00, reopens 22:00').waitFor();
    const langs = page.getByRole('navigation', { name: 'Language' });
    expect(await langs.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await langs.getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`**/de/lineup/${EVENT}/beach`);
    await page.getByText('Schließt um 04:00, wieder offen 22:00').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');

    await page
      .getByRole('navigation', { name: 'Sprache' })
      .getByRole('link', { name: 'Polski' })
      .click();
    await page.waitForURL(`**/pl/lineup/${EVENT}/beach`);
    await page.getByText('Zamknięcie o 04:00, ponowne otwarcie 22:00').waitFor();

    await page
      .getByRole('navigation', { name: 'Język' })
      .getByRole('link', { name: 'Français' })
      .click();
    await page.waitForURL(`**/fr/lineup/${EVENT}/beach`);
    await page.getByText('Ferme à 04:00, réouverture 22:00').waitFor();

    await page
      .getByRole('navigation', { name: 'Langue' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL((url) => url.pathname === `/lineup/${EVENT}/beach`);
    await page.getByText('Closes at 04:00, reopens 22:00').waitFor();
    expect(await page.getAttribute('html', 'lang')).toMatch(/^en/);
  });

  it('keeps the search text in q', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=charly`);
    await page.getByText('Charlie Tempo').first().waitFor();
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Deutsch' })
      .click();
    await page.waitForURL(`**/de/lineup/${EVENT}?q=charly`);
    const box = page.getByRole('searchbox');
    expect(await box.inputValue()).toBe('charly');
    await page.getByText('Spielt gerade').first().waitFor();
  });

  it('a language chosen by URL stays while navigating inside the app', async () => {
    const page = await suite.open(`/fr/event/${EVENT}`);
    await page.getByRole('link', { name: 'Scènes', exact: true }).click();
    await page.waitForURL(`**/fr/lineup/${EVENT}/0`);
    await page.getByRole('link', { name: 'Maintenant' }).click();
    await page.waitForURL(`**/fr/event/${EVENT}`);
    await page.getByRole('heading', { name: 'Bienvenue au Testfest' }).waitFor();
  });
});
