// Wording a native speaker expects (issue 16, item 16): the stage that opens later gets its
// preposition, French and Polish weekday headings start with a capital, French uses one
// apostrophe (’), and About does not name "Mentions légales" twice.
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';
import { roomLineText } from './support/text.ts';

// 19:00 in Berlin on Thursday 30 July: nothing has played yet
const suite = useSuite({ now: '2026-07-30T17:00:00.000Z' });

describe('wording', () => {
  it.each([
    ['', '🌅 Beach: opens at 22:00 with Ada Lovelace (b2b Grace)'],
    ['/de', '🌅 Beach: öffnet um 22:00 mit Ada Lovelace (b2b Grace)'],
    ['/fr', '🌅 Beach : ouvre à 22:00 avec Ada Lovelace (b2b Grace)'],
    ['/pl', '🌅 Beach: otwiera się o 22:00, zagra Ada Lovelace (b2b Grace)'],
  ])('%s: a stage opening later says at what time', async (prefix, line) => {
    const page = await suite.open(`${prefix}/event/${EVENT}`);
    await page.locator('.room-line').first().waitFor();
    expect(await roomLineText(page, 'Beach')).toBe(line);
  });

  it.each([
    ['/fr', 'Aujourd’hui', /^Vendredi 31 juillet$/],
    ['/pl', 'Dziś', /^Piątek, 31 lipca$/],
  ])('%s: weekday headings start with a capital like "%s"', async (prefix, today, friday) => {
    const page = await suite.open(`${prefix}/lineup/${EVENT}/beach`);
    const headings = page.locator('.tt-day__heading');
    await headings.first().waitFor();
    const texts = await headings.allTextContents();
    expect(texts[0]).toBe(today);
    expect(texts.some((t) => friday.test(t))).toBe(true);
  });

  it('French uses the typographic apostrophe, and About names its legal section once', async () => {
    const page = await suite.open(`/fr/event/${EVENT}`);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'À propos' })
      .click();
    const drawer = page.getByRole('dialog', { name: 'À propos' });
    await drawer.getByRole('link', { name: 'Mentions légales' }).waitFor();
    expect(await drawer.getByText('Mentions légales').count()).toBe(1);
    for (const path of ['/fr/impressum', '/fr/datenschutzerklaerung']) {
      await page.goto(`${suite.server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // the operator's details arrive a moment after the heading
      await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text, path).not.toMatch(/\p{L}'\p{L}/u);
      expect(text, path).toMatch(/\p{L}’\p{L}/u);
    }
  });
});
