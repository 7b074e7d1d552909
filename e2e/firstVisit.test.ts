// Spec §2: on the first visit the locale prefix comes from the browser language when it is
// supported and not English, wherever the fan lands (a shared short link, a lineup link with
// ?s=, an event page); later visits keep what the fan chose.
import { describe, expect, it } from 'vitest';
import { EVENT, lineupOf, useSuite } from './support/suite.ts';

const suite = useSuite();

async function codeOf(dj: string): Promise<string> {
  const lineup = await lineupOf(suite.server);
  const set = lineup.sets.flat().find((s) => s.dj === dj);
  if (!set) throw new Error(`no set of ${dj}`);
  return set.s;
}

describe('first visit in the browser language', () => {
  it('a German browser opening a short link first gets the German lineup', async () => {
    const code = await codeOf('Charlie Tempo');
    const page = await suite.open(`/s/${code}`, { locale: 'de-DE' });
    await page.waitForURL(`**/de/lineup/${EVENT}?s=Charlie%20Tempo`);
    await page.getByText('Spielt gerade · 🌅 Beach').waitFor();
    await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
  });

  it.each([
    ['fr-FR', '/fr', 'Maintenant'],
    ['pl-PL', '/pl', 'Teraz'],
  ])('a %s browser opening a lineup link with ?s= first gets %s', async (locale, prefix, now) => {
    const code = await codeOf('Charlie Tempo');
    const page = await suite.open(`/lineup/${EVENT}?s=${code}`, { locale });
    await page.waitForURL(`**${prefix}/lineup/${EVENT}?s=${code}`);
    await page.getByRole('link', { name: now, exact: true }).waitFor();
  });

  it('a German browser opening an event page first gets it in German', async () => {
    const page = await suite.open(`/event/${EVENT}`, { locale: 'de-DE' });
    await page.waitForURL(`**/de/event/${EVENT}`);
    await page.getByRole('heading', { name: 'Willkommen beim Testfest' }).waitFor();
  });

  it('an English browser stays without prefix', async () => {
    const page = await suite.open(`/event/${EVENT}`, { locale: 'en-US' });
    await page.getByRole('heading', { name: 'Welcome to Testfest' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/event/${EVENT}`);
  });

  it('a later visit keeps the language the fan switched to', async () => {
    const context = await suite.context({ locale: 'de-DE' });
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    await page.waitForURL(`**/de/event/${EVENT}`);
    await page
      .getByRole('navigation', { name: 'Sprache' })
      .getByRole('link', { name: 'English' })
      .click();
    await page.waitForURL((url) => url.pathname === `/event/${EVENT}`);
    // a new visit: another link, another tab
    const later = await suite.page(context);
    await later.goto(`${suite.server.url}/lineup/${EVENT}`);
    await later.getByRole('link', { name: 'My plan', exact: true }).waitFor();
    expect(new URL(later.url()).pathname).toBe(`/lineup/${EVENT}`);
  });
});
