// Which event a screen names: the chooser names none before the fan chose, and a past
// edition's page points to this year's edition by saying so, not by repeating its own name.

import { describe, expect, it } from 'vitest';
import { LAYOUT_ONLY_TAKEOVER } from './support/browser.ts';
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
    // this browser has a phone's screen and a desktop's user agent: the server draws the desktop
    // layout and the app corrects the layout's class and bar height; nothing else may differ
    expect(
      notes.filter((n) => n.includes('rendered afresh') && n !== LAYOUT_ONLY_TAKEOVER),
    ).toEqual([]);
  });
});
