// Finding My plan (issue 33): the now page leads to it beside the grid, with the count of the
// fan's liked sets of this event, read from the likes kept in the browser.
import { describe, it } from 'vitest';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

describe('the now page links My plan', () => {
  it('with no likes it says "My plan"; each like adds to the count; a tap opens My plan', async () => {
    const page = await suite.open(`/event/${EVENT}`);
    const links = page.locator('.now-links');
    await links.getByRole('link', { name: 'All stages side by side' }).waitFor();
    await links.getByRole('link', { name: 'My plan', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Like Charlie Tempo' }).first().click();
    await links.getByRole('link', { name: 'My plan 1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Like Echo Park' }).first().click();
    await links.getByRole('link', { name: 'My plan 2', exact: true }).click();
    await page.waitForURL(`**/my-plan/${EVENT}`);
    await page
      .getByRole('region', { name: 'My plan' })
      .locator('.plan__dj', { hasText: 'Echo Park' })
      .waitFor();
  });

  it('counts only this event’s likes, in the page’s language', async () => {
    const other = { ...liked('Night Owl', 0, '2025-08-01T21:00:00.000Z'), partyName: 'Nachtfest' };
    const page = await suite.open(`/de/event/${EVENT}`, {
      localStorage: {
        likedDJs: JSON.stringify([liked('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z'), other]),
      },
    });
    await page
      .locator('.now-links')
      .getByRole('link', { name: 'Mein Plan 1', exact: true })
      .waitFor();
  });
});
