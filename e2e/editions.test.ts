// Which event a screen names: the chooser names none before the fan chose, and a past
// edition's page points to this year's edition by saying so, not by repeating its own name.
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

describe('festival chooser', () => {
  const two = useSuite({
    extraFixtures: { 'events/nachtfest.yaml': 'fixtures-extra/nachtfest.yaml' },
  });

  it('its header names no event before the fan chose one', async () => {
    const page = await two.open('/choose');
    await page.getByRole('link', { name: 'Nachtfest' }).waitFor();
    // the header is up and has heard of the current events: it must still name none
    await page.getByRole('banner').getByRole('link').first().waitFor();
    const header = (await page.getByRole('banner').textContent()) ?? '';
    expect(header).not.toMatch(/Testfest|Nachtfest/);
    expect(await page.title()).not.toMatch(/Testfest|Nachtfest/);
  });
});

describe("a past edition's page", () => {
  const suite = useSuite();

  it.each([
    ['', "This year's edition"],
    ['/de', 'Diesjährige Ausgabe'],
    ['/fr', 'L’édition de cette année'],
    ['/pl', 'Tegoroczna edycja'],
  ])('%s links this year’s edition by that name', async (prefix, label) => {
    const page = await suite.open(`${prefix}/event/testfest-2025`);
    const card = page.locator('.other-event');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(((await card.textContent()) ?? '').replace('→', '').trim()).toBe(label);
    expect(await card.getAttribute('href')).toBe(`${prefix}/event/${EVENT}`);
  });

  it('has the card in the first screen the server sends, and the app takes it over as it is', async () => {
    // the card's code loads on demand: the page keeps the server's card until it has arrived
    const html = await (await fetch(`${suite.server.url}/event/testfest-2025`)).text();
    expect(html).toContain('class="other-event"');
    const page = await suite.page(await suite.context());
    const notes: string[] = [];
    page.on('console', (m) => notes.push(m.text()));
    await page.goto(`${suite.server.url}/event/testfest-2025`);
    await page.locator('.other-event').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.other-event').count()).toBe(1);
    // a phone's touch screen under a desktop's user agent: the page's head lays it out for a
    // phone, the server's first screen carries no layout, and the app takes it over as it is
    expect(await page.evaluate(() => document.documentElement.dataset.clientMode)).toBe(
      'mobileWeb',
    );
    expect(notes.filter((n) => n.includes('rendered afresh'))).toEqual([]);
  });
});
