// A crew that stays in sync (issue 33): a shared plan is live. Two phones: A shares, B adds A;
// A likes another set and B's grid and My plan show it on the next look; offline B keeps the
// last copy with its time; A stops sharing and B's crew says so, A's picks gone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { androidPhone, workerHolds } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

const ECHO = liked('Echo Park', 1, '2026-07-30T20:00:00.000Z');

async function likeOnStage(page: Page, stage: string, dj: string) {
  await page.goto(`${suite.server.url}/lineup/${EVENT}/${stage}`);
  await page.getByRole('button', { name: `Like ${dj}`, exact: true }).click();
  await page.getByRole('button', { name: `Unlike ${dj}`, exact: true }).waitFor();
}

/** the acts of a live plan as the server shows it to anyone with the link */
async function planCodes(link: string): Promise<number> {
  const key = new URL(link).pathname.split('.').at(-1);
  const body = (await (await fetch(`${suite.server.url}/api/plans/${key}`)).json()) as {
    plan: string;
  };
  return body.plan.split('.').length - 2;
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a live crew', () => {
  it("follows a friend's likes on the grid and My plan, offline as of its time, until they stop", async () => {
    // A: likes Echo Park and shares the plan (no share sheet: the link is shown)
    const a = await suite.open(`/my-plan/${EVENT}`, {
      localStorage: { likedDJs: JSON.stringify([ECHO]) },
    });
    await a.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await a.getByRole('button', { name: 'Share my plan' }).click();
    const link = await a.getByLabel(/Link copied/).inputValue();
    expect(new URL(link).pathname).toMatch(/^\/plan\/2\.testfest-2026\.[0-9a-z]{24}$/);
    await a.getByText(/see your current likes of this festival/).waitFor();
    await until(async () => (await planCodes(link)) === 1);

    // B: a phone whose service worker keeps the app for offline; adds A as Anna
    const context = await suite.browser.newContext(androidPhone({ serviceWorkers: 'allow' }));
    try {
      const b = await context.newPage();
      await b.clock.setFixedTime(new Date(suite.now));
      await b.goto(link);
      await b.getByRole('heading', { name: 'Add them to your crew' }).waitFor();
      await b.getByLabel('Name').fill('Anna');
      await b.getByRole('button', { name: 'Add to my crew' }).click();
      await b.getByText('Anna is in your crew.').waitFor();

      const planRow = (dj: string) =>
        b
          .getByRole('region', { name: 'My plan' })
          .locator('.plan__item')
          .filter({ has: b.locator('.plan__dj', { hasText: dj }) });
      await b.goto(`${suite.server.url}/my-plan/${EVENT}`);
      await planRow('Echo Park').locator('.crew-name', { hasText: 'Anna' }).waitFor();
      expect(await planRow('Charlie Tempo').count()).toBe(0);

      // A likes Charlie Tempo later (the same night, 00:00 on the beach)
      await likeOnStage(a, 'beach', 'Charlie Tempo');
      await until(async () => (await planCodes(link)) === 2);

      // B opens the grid: Anna's new pick is there at once
      await b.goto(`${suite.server.url}/grid/${EVENT}`);
      await b.getByRole('button', { name: /^Charlie Tempo, .*picked by Anna/ }).waitFor();
      // and My plan too
      await b.goto(`${suite.server.url}/my-plan/${EVENT}`);
      await planRow('Charlie Tempo').locator('.crew-name', { hasText: 'Anna' }).waitFor();
      const crew = b.getByRole('region', { name: 'Your crew' });
      await crew.getByText('2 sets here').waitFor();

      // offline: the copy B holds, with the time it was fetched
      await workerHolds(b, `/api/lineup/${EVENT}`);
      await context.setOffline(true);
      await b.reload();
      await planRow('Charlie Tempo').locator('.crew-name', { hasText: 'Anna' }).waitFor();
      await crew.getByText('as of 00:30').waitFor();
      await context.setOffline(false);

      // A stops sharing: B's crew says so and Anna's picks go
      await a.goto(`${suite.server.url}/my-plan/${EVENT}`);
      await a.getByRole('button', { name: 'Stop sharing' }).click();
      await a.getByText('Stop sharing? Everyone with the link stops seeing your plan.').waitFor();
      await a.getByRole('button', { name: 'Stop sharing' }).click();
      await a.getByText('Sharing stopped. The link no longer shows your plan.').waitFor();

      await b.reload();
      await crew.getByText('Anna stopped sharing this plan').waitFor();
      expect(await b.locator('.plan__item .crew-name').count()).toBe(0);
      // the link itself says so too
      await b.goto(link);
      await b.getByText('This plan is no longer shared.').waitFor();
    } finally {
      await context.close();
    }
  });
});
