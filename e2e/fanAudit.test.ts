// What a fan trips over (issue 16, items 1–10) on a phone at 00:30 on the first night, with a
// ten-stage event (links, a "?" placeholder with a note, a stage closed until the next evening).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser.ts';
import { EVENT, useSuite } from './support/suite.ts';

const TEN = 'zehnfest-2026';
const SHOTS = process.env.LINEUP_SHOTS; // a folder: phone screenshots for a human look

const suite = useSuite({
  extraFixtures: { 'events/zehnfest.yaml': 'fixtures-extra/zehnfest.yaml' },
});

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function firstResult(page: Page): Promise<string> {
  const first = page.locator('ul.search__results .search-row__dj').first();
  await first.waitFor();
  return (await first.textContent()) ?? '';
}

describe('search on a phone', () => {
  it.each([
    ['lux ada', 'Ada Lux'],
    ['wave tomek', 'Tomek Wave'],
    ['wvae tomke', 'Tomek Wave'],
  ])('%j finds %s first (words in any order, typos allowed)', async (query, act) => {
    const page = await suite.open(`/lineup/${TEN}?q=${encodeURIComponent(query)}`);
    expect(await firstResult(page)).toBe(act);
  });

  it('a "?" placeholder found through its note reads as on the now page', async () => {
    const page = await suite.open(`/lineup/${TEN}?q=secret`);
    expect(await firstResult(page)).toBe('an act to be announced (secret headliner)');
  });
});

describe('the act sheet', () => {
  it('opens from a search result in one tap with the act links, heart and copy link', async () => {
    const page = await suite.open(`/lineup/${TEN}?q=ada+lux`, { viewport: PHONE });
    await page.getByRole('button', { name: 'Links and sharing: Ada Lux' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lux' });
    await sheet.waitFor();
    expect(await sheet.getByRole('link', { name: 'SoundCloud' }).getAttribute('href')).toBe(
      'https://soundcloud.com/ada-lux',
    );
    expect(await sheet.getByRole('link', { name: 'Bandcamp' }).count()).toBe(1);
    await sheet.getByRole('button', { name: 'Like Ada Lux' }).waitFor();
    await sheet.getByRole('button', { name: 'Copy link' }).waitFor();
    // the sheet sits inside the phone's screen
    const box = (await sheet.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height + 1);
    await shot(page, 'act-sheet');
    // Escape closes it and gives focus back to the button that opened it
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''),
    ).toBe('Links and sharing: Ada Lux');
  });

  it('opens from a timetable row', async () => {
    const page = await suite.open(`/lineup/${TEN}/alpha`, { viewport: PHONE });
    await page.getByRole('button', { name: 'Links and sharing: Ada Lux' }).click();
    const sheet = page.getByRole('dialog', { name: 'Ada Lux' });
    expect(await sheet.getByRole('link', { name: 'SoundCloud' }).count()).toBe(1);
  });
});

describe('the timetable on a phone', () => {
  it('with ten stages the tab strip ends above the bottom bar and its last tab is reachable', async () => {
    const page = await suite.open(`/lineup/${TEN}/alpha`, { viewport: PHONE });
    const strip = page.getByRole('tablist');
    await strip.waitFor();
    const bar = (await page.locator('.bottom-bar').boundingBox())!;
    const stripBox = (await strip.boundingBox())!;
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(bar.y + 1);
    await shot(page, 'ten-stages');
    await page.getByRole('tab', { name: '🎯 Juliett' }).click();
    await page.waitForURL(`**/lineup/${TEN}/juliett`);
    await page.getByRole('heading', { name: '🎯 Juliett' }).waitFor();
  });

  it('a row closed until the next evening names that weekday under the earlier heading', async () => {
    const page = await suite.open(`/lineup/${TEN}/charlie`, { viewport: PHONE });
    const row = page.locator('.tt-row--gap');
    await row.waitFor();
    // under Thursday's heading, 23:00 means Friday: it must say so
    expect(await row.textContent()).toBe('Closed until Fri 23:00');
  });
});

describe('liked sets of two editions with one party name', () => {
  const liked = (dj: string, beginningSchedule: string, started: string) => ({
    dj,
    room: 0,
    partyName: 'Testfest',
    title: dj,
    beginningSchedule,
    started,
    meta: [],
    likedAt: '2026-07-01T00:00:00.000Z',
  });

  it('are grouped by edition, labelled with the year, this year first', async () => {
    const page = await suite.open(`/my-plan/${EVENT}`, {
      viewport: PHONE,
      localStorage: {
        likedDJs: JSON.stringify([
          liked('Old Friend', '2025-08-01T20:00:00.000Z', '2025-08-01T20:00:00.000Z'),
          liked('Ada Lovelace', '2026-07-30T20:00:00.000Z', '2026-07-30T20:00:00.000Z'),
        ]),
        lastLikesUpdate: new Date('2026-07-30T22:30:00.000Z').toDateString(),
      },
    });
    const headings = page.locator('#likes h3');
    await headings.first().waitFor();
    // this year's like is My plan itself; last year's is listed below it, with its year
    expect(await headings.allTextContents()).toEqual(['Testfest 2025']);
    expect(await page.locator('#my-plan').textContent()).toContain('Ada Lovelace');
    const groups = page.locator('.likes__group');
    expect(await groups.nth(0).textContent()).toContain('Old Friend');
    // in words beside last year's group: all of it is over
    await groups.nth(0).getByText('⌛ all finished').waitFor();
    await page.locator('#likes').scrollIntoViewIfNeeded();
    await shot(page, 'liked-editions');
  });
});

describe('status icon and structured data', () => {
  it('past events carry the status icon of spec §4, in words for screen readers', async () => {
    const page = await suite.open('/past-events', {
      localStorage: { festival: EVENT },
    });
    await page.getByRole('img', { name: 'running now' }).first().waitFor();
  });

  it.each([
    [`/lineup/${EVENT}`, `/api/schemaParty/en/${EVENT}`],
    [`/lineup/${EVENT}/beach`, `/api/schemaStage/en/${EVENT}/beach`],
    ['/past-events', '/api/schemaAll/en'],
  ])('%s places its structured data (%s)', async (path, api) => {
    const context = await suite.context();
    const page = await suite.page(context);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === api);
    await page.goto(suite.server.url + path);
    await asked;
    await page.locator('script#structured-data').waitFor({ state: 'attached' });
  });
});
