// The About drawer's community links and the legal notice show the operator's own details
// (environment variables of the server), and nothing made up when the operator set none.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

async function openAbout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'About' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'About' });
  await drawer.getByRole('link', { name: 'Legal notice' }).waitFor();
  return drawer;
}

const PLACEHOLDERS = /Musterstra|example\.org|festivallineup|duckclublineup/;

describe('an operator who configured nothing', () => {
  const suite = useSuite();

  it('the About drawer shows no community links at all', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    // the operator's answer has arrived (and been shown) before the drawer is judged
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/operator'));
    const drawer = await openAbout(page);
    await answered;
    await page.waitForTimeout(100);
    expect(await drawer.getByRole('heading', { name: 'Community' }).count()).toBe(0);
    const hrefs = await drawer
      .locator('a[href^="http"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([]);
  });

  it('the legal notice says it is not configured, with no made-up address', async () => {
    const page = await suite.open('/impressum');
    await page
      .getByText('The operator of this installation has not filled in their name and address yet.')
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(PLACEHOLDERS);
    const de = await suite.open('/de/impressum');
    await de
      .getByText('Der Betreiber dieser Installation hat Name und Anschrift noch nicht eingetragen.')
      .waitFor();
  });
});

describe('an operator who configured their details', () => {
  const suite = useSuite({
    env: () => ({
      OPERATOR_NAME: 'Nachtwerk e.V.',
      OPERATOR_ADDRESS: 'Hafenweg 4|20457 Hamburg|Germany',
      OPERATOR_EMAIL: 'info@nachtwerk.test',
      ABOUT_CHAT_URL: 'https://t.me/nachtwerk',
      ABOUT_AUDIO_URL: 'https://soundcloud.com/nachtwerk',
    }),
  });

  it('the About drawer links exactly the configured community pages', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const drawer = await openAbout(page);
    await drawer.getByRole('heading', { name: 'Community' }).waitFor();
    expect(await drawer.getByRole('link', { name: /Chat group/ }).getAttribute('href')).toBe(
      'https://t.me/nachtwerk',
    );
    expect(await drawer.getByRole('link', { name: /Sets and mixes/ }).getAttribute('href')).toBe(
      'https://soundcloud.com/nachtwerk',
    );
    expect(await drawer.getByRole('link', { name: /Photos/ }).count()).toBe(0);
  });

  it('the legal notice and the privacy policy name the operator', async () => {
    const page = await suite.open('/impressum');
    const address = page.locator('address');
    await address.getByText('Nachtwerk e.V.').waitFor();
    expect(await address.innerText()).toBe(
      'Nachtwerk e.V.\nHafenweg 4\n20457 Hamburg\nGermany\ninfo@nachtwerk.test',
    );
    expect(await address.getByRole('link').getAttribute('href')).toBe('mailto:info@nachtwerk.test');
    await page.goto(`${suite.server.url}/datenschutzerklaerung`);
    await page.locator('address').getByText('Hafenweg 4').waitFor();
  });
});
