// The search tab (spec §2 "Search panel", §5 search rules) on a phone at 00:30 on the
// first night.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';
import { seenText } from './support/text.ts';

const suite = useSuite({
  extraFixtures: { 'events/tempofest.yaml': 'fixtures-extra/tempofest.yaml' },
});

function input(page: Page) {
  return page.getByRole('searchbox', { name: 'Search the Testfest lineup' });
}

/** Each result as read on screen: "Charlie Tempo · Playing now · 🌅 Beach". */
async function results(page: Page): Promise<string[]> {
  const rows = page.locator('ul.search__results .search-row__text');
  await rows.first().waitFor();
  return rows.evaluateAll((els) =>
    els.map((el) =>
      Array.from(el.querySelectorAll('.search-row__dj, .search-row__part'))
        .map((p) => (p.textContent ?? '').replace(/^ · /, '').trim())
        .join(' · '),
    ),
  );
}

function query(page: Page): string | null {
  return new URL(page.url()).searchParams.get('q');
}

describe('search', () => {
  it('finds an act from a misspelt name and mirrors the text into q', async () => {
    const page = await suite.open(`/lineup/${EVENT}`);
    expect(await input(page).getAttribute('placeholder')).toBe('Search Testfest…');
    const entries = await page.evaluate(() => history.length);
    await input(page).fill('charly tempo');
    await page.waitForURL(/q=charly(\+|%20)tempo/);
    expect((await results(page))[0]).toBe('Charlie Tempo · Playing now · 🌅 Beach');
    // typing replaces the history entry instead of piling one up per letter
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  it('restores the search from q after a reload, and clearing it removes q', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=delta`);
    expect(await input(page).inputValue()).toBe('delta');
    expect((await results(page))[0]).toBe('Delta Wave · Upcoming · 🌅 Beach · Today, 02:00');
    await page.reload();
    expect(await input(page).inputValue()).toBe('delta');
    expect((await results(page))[0]).toContain('Delta Wave');
    await input(page).fill('');
    await page.waitForURL(`**/lineup/${EVENT}`);
    expect(query(page)).toBeNull();
    await page.getByRole('link', { name: 'My plan', exact: true }).waitFor();
  });

  it('s focuses one act, and typing drops s for q', async () => {
    const page = await suite.open(`/lineup/${EVENT}?s=Echo%20Park`);
    expect(await input(page).inputValue()).toBe('Echo Park');
    const found = await results(page);
    expect(found[0]).toBe('Echo Park · Playing now · 🌲 Forest');
    await input(page).fill('foxtrot');
    await page.waitForURL((url) => url.searchParams.get('q') === 'foxtrot');
    expect(new URL(page.url()).searchParams.has('s')).toBe(false);
    expect((await results(page))[0]).toBe('Foxtrot · Upcoming · 🌲 Forest · Today, 04:00');
  });

  it('shows at most 6 results for a word many acts share', async () => {
    const page = await suite.open('/lineup/tempofest-2027?q=tempo');
    await page.getByRole('searchbox', { name: 'Search the Tempofest lineup' }).waitFor();
    const found = await results(page);
    expect(found).toHaveLength(6);
    for (const row of found) expect(row).toMatch(/^Tempo /);
  });

  it('an empty search lists every set but the ? placeholder: finished, playing, upcoming', async () => {
    const page = await suite.open(`/lineup/${EVENT}`);
    const found = await results(page);
    expect(found.map((r) => r.split(' · ')[0])).toEqual([
      'Gamma Ray',
      'Ada Lovelace (b2b Grace)',
      'Echo Park',
      'Charlie Tempo',
      'Delta Wave',
      'Foxtrot',
      'Hotel Lobby',
      'Juliet Bravo',
    ]);
    // days are festival nights (issue 33): at 00:30, Thursday's 20:00 is tonight's
    expect(found[0]).toBe('Gamma Ray · Finished · 🏭 Warehouse · Today, 20:00');
    await page
      .getByText('Type an act’s name, even half-remembered. Tap a result to copy a link to it.')
      .waitFor();
  });

  it('status dots: red finished, green playing now, white upcoming, each with its word', async () => {
    const page = await suite.open(`/lineup/${EVENT}`);
    await results(page);
    const dot = (dj: string) =>
      page
        .locator('.search-row', { hasText: dj })
        .locator('.search-dot')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await dot('Gamma Ray')).toBe('rgb(255, 77, 77)');
    expect(await dot('Charlie Tempo')).toBe('rgb(61, 220, 90)');
    expect(await dot('Juliet Bravo')).toBe('rgb(255, 255, 255)');
  });

  it('a tap on a result copies its share link and shows "Copied" for a moment', async () => {
    const context = await suite.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.server.url,
    });
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/lineup/${EVENT}?q=foxtrot`);
    await page.getByRole('button', { name: /^Foxtrot.*copy link$/ }).click();
    const overlay = page.getByText('Copied to clipboard!', { exact: true });
    await overlay.waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${suite.server.url}/s/[a-z0-9]+$`));
    await overlay.waitFor({ state: 'hidden' });
    expect(await seenText(page.locator('.search__copied'))).toBe(
      "The link to Foxtrot's set was copied: handy for pasting into a messaging app.",
    );
    // the copied link opens the lineup focused on the act
    await page.goto(copied);
    await page.waitForURL(/s=Foxtrot$/);
    expect((await results(page))[0]).toContain('Foxtrot');
  });

  it('speaks German under /de', async () => {
    const page = await suite.open(`/de/lineup/${EVENT}?q=charly`);
    const box = page.getByRole('searchbox', { name: 'Lineup von Testfest durchsuchen' });
    expect(await box.getAttribute('placeholder')).toBe('Testfest durchsuchen…');
    expect((await results(page))[0]).toBe('Charlie Tempo · Spielt gerade · 🌅 Beach');
  });
});

describe('the likes list below the search (spec §2)', () => {
  const like = (dj: string, room: number, started: string, partyName = 'Testfest') => ({
    dj,
    room,
    partyName,
    title: dj,
    beginningSchedule:
      partyName === 'Testfest' ? '2026-07-30T18:00:00.000Z' : '2026-06-01T18:00:00.000Z',
    started,
    meta: [],
  });

  it('lists every liked set grouped by party, this festival first, below the results', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=tempo`, {
      localStorage: {
        likedDJs: JSON.stringify([
          like('Rave Elsewhere', 0, '2026-06-01T20:00:00.000Z', 'Otherfest'),
          like('Echo Park', 1, '2026-07-30T20:00:00.000Z'),
          like('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z'),
        ]),
      },
    });
    const list = page.getByRole('region', { name: 'Your liked sets' });
    await list.waitFor();
    await expect(list.locator('.likes__party').allTextContents()).resolves.toEqual([
      'Testfest',
      'Otherfest',
    ]);
    await expect(list.locator('.likes__dj').allTextContents()).resolves.toEqual([
      'Echo Park',
      'Charlie Tempo',
      'Rave Elsewhere',
    ]);
    // below the results
    const resultsBox = await page.locator('ul.search__results').boundingBox();
    const listBox = await list.boundingBox();
    expect(listBox!.y).toBeGreaterThan(resultsBox!.y);
  });

  it('says how to save sets while there are none', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=tempo`);
    await page
      .getByRole('region', { name: 'Your liked sets' })
      .getByText('No liked sets yet: tap ♡ beside a set to save it here.')
      .waitFor();
  });
});
