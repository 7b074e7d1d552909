// Following an act (issue 35): from the act sheet, separate from the heart; "Your acts" lists
// the act's set at next year's edition, says "nothing announced yet" for an act without one,
// and keeps its last list for offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { androidPhone, workerHolds } from './support/browser.ts';
import { EVENT, storageItem, useSuite } from './support/suite.ts';

const suite = useSuite({
  extraFixtures: { 'events/testfest-2027.yaml': 'fixtures-extra/testfest-2027.yaml' },
});

async function followFromSheet(page: Page, act: string): Promise<void> {
  await page
    .getByRole('button', { name: `Links and sharing: ${act}` })
    .first()
    .click();
  const sheet = page.getByRole('dialog');
  await sheet.waitFor();
  // the heart is the set; following is the act, a button of its own
  expect(
    await sheet.getByRole('button', { name: `Like ${act}` }).getAttribute('aria-pressed'),
  ).toBe('false');
  await sheet.getByRole('button', { name: `Follow ${act}` }).click();
  const on = sheet.getByRole('button', { name: `Following ${act}` });
  await on.waitFor();
  expect(await on.getAttribute('aria-pressed')).toBe('true');
  expect(
    await sheet.getByRole('button', { name: `Like ${act}` }).getAttribute('aria-pressed'),
  ).toBe('false');
  await page.keyboard.press('Escape');
  await sheet.waitFor({ state: 'hidden' });
}

describe('following an act', () => {
  it('follows from the act sheet; Your acts lists the next edition’s set, with a heart', async () => {
    const page = await suite.open(`/lineup/${EVENT}?q=ada`);
    await followFromSheet(page, 'Ada Lovelace');
    const stored = await storageItem(page, 'localStorage', 'followedActs');
    expect(JSON.parse(stored ?? '{}').follows.map((f: { key: string }) => f.key)).toEqual([
      'ada lovelace',
    ]);

    await page.goto(`${suite.server.url}/acts`);
    await page.getByRole('heading', { name: 'Your acts' }).waitFor();
    const act = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Ada Lovelace' }) });
    // this year's set is over (00:30); next year's is announced
    const set = act.getByRole('listitem').filter({ hasText: 'Testfest 2027' });
    await set.waitFor();
    expect(await set.textContent()).toContain('🛩 Hangar');
    expect(await set.textContent()).toContain('23:00–01:00');
    expect(await set.textContent()).toContain('Fri');
    expect(await act.getByRole('listitem').count()).toBe(1);
    // a heart per set: liking it keeps that set among the likes
    await set.getByRole('button', { name: 'Like Ada Lovelace' }).click();
    await set.getByRole('button', { name: 'Unlike Ada Lovelace' }).waitFor();
    const likes = JSON.parse((await storageItem(page, 'localStorage', 'likedDJs')) ?? '[]');
    expect(likes.map((l: { partyName: string }) => l.partyName)).toEqual(['Testfest 2027']);
  });

  it('says "nothing announced yet" for an act with no set to come', async () => {
    // Old Timer played last year only
    const followedActs = JSON.stringify({
      follows: [{ name: 'Old Timer', key: 'old timer', links: [], followedAt: suite.now }],
      removed: [],
    });
    const page = await suite.open('/de/acts', { localStorage: { followedActs } });
    await page.getByRole('heading', { name: 'Deine Acts' }).waitFor();
    const act = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Old Timer' }) });
    await act.getByText('Noch nichts angekündigt').waitFor();
    await act.getByRole('button', { name: 'Du folgst Old Timer' }).waitFor();
  });

  it('Your acts shows its last list offline', async () => {
    const context = await suite.browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    try {
      const page = await suite.page(context);
      await page.goto(`${suite.server.url}/lineup/${EVENT}?q=ada`);
      await followFromSheet(page, 'Ada Lovelace');
      await page.goto(`${suite.server.url}/acts`);
      await page.getByText('Testfest 2027').waitFor();
      await workerHolds(page, `/api/lineup/${EVENT}`);
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: 'Your acts' }).waitFor();
      await page.getByText('Testfest 2027').waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /You are offline: this is the list of/ })
        .waitFor();
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await context.close();
    }
  });

  it('puts the followed acts in the calendar app by a private link, and stops it', async () => {
    const made = await fetch(`${suite.server.url}/api/devices/link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: '' }),
    });
    const { token } = (await made.json()) as { token: string };
    const followedActs = JSON.stringify({
      follows: [{ name: 'Ada Lovelace', key: 'ada lovelace', links: [], followedAt: suite.now }],
      removed: [],
    });
    const page = await suite.open('/acts', { localStorage: { followedActs, bunny_token: token } });
    await page.getByRole('button', { name: 'Get the calendar link' }).click();
    const add = page.getByRole('link', { name: 'Add to my calendar' });
    await add.waitFor();
    const url = (await add.getAttribute('href')) ?? '';
    expect(url).toMatch(/^webcal:\/\/[^/]+\/ical\/acts\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await fetch(
      `${suite.server.url}${new URL(url.replace('webcal:', 'http:')).pathname}`,
    );
    expect(await feed.text()).toContain('SUMMARY:Ada Lovelace @ 🛩 Hangar');
    await page.getByRole('button', { name: 'Stop this link' }).click();
    await page.getByText('The link no longer works.').waitFor();
    expect(
      (await fetch(`${suite.server.url}${new URL(url.replace('webcal:', 'http:')).pathname}`))
        .status,
    ).toBe(404);
  });
});
