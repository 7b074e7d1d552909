// Own devices without an account (issue 27): a private link joins a second phone to the same
// likes; likes made on either show on the other, and after "stop sharing" they no longer do.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

async function like(page: Page, stage: string, dj: string) {
  await page.goto(`${suite.server.url}/lineup/${EVENT}/${stage}`);
  await page.getByRole('button', { name: `Like ${dj}`, exact: true }).click();
  await page.getByRole('button', { name: `Unlike ${dj}`, exact: true }).waitFor();
}

/** the acts in My plan once it lists `count` (a linked device syncs when it starts) */
async function planActs(page: Page, count: number): Promise<string[]> {
  await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
  await page.waitForFunction(
    (n) => document.querySelectorAll('#my-plan .plan__dj').length === n,
    count,
  );
  return (await page.locator('#my-plan .plan__dj').allInnerTexts()).sort();
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_, viewport) => {
  it('a second device joined by link sees likes both ways, and stops after revoke', async () => {
    const first = await suite.open(`/event/${EVENT}`, { viewport });
    await like(first, 'beach', 'Charlie Tempo');
    await first.goto(`${suite.server.url}/my-plan/${EVENT}`);
    await first.getByRole('button', { name: 'Link another device' }).click();
    const link = await first.getByLabel('Private link for your other device').inputValue();
    expect(link).toMatch(/\/devices#join=[A-Za-z0-9_-]{43}$/);
    await first.getByRole('img', { name: 'QR code of the private link' }).waitFor();

    const second = await suite.open(`/event/${EVENT}`, { viewport });
    await like(second, 'forest', 'Echo Park');
    await second.goto(link);
    await second.getByRole('button', { name: 'Use the same likes here' }).click();
    await second
      .getByText('Done: this device now shares its likes with your other device.')
      .waitFor();
    // the secret leaves the address bar
    expect(new URL(second.url()).hash).toBe('');
    expect(await planActs(second, 2)).toEqual(['Charlie Tempo', 'Echo Park']);
    // the joined device may leave, not stop the link for the others (issue 38)
    await second.getByRole('button', { name: 'Stop sharing likes on this device' }).waitFor();
    expect(await planActs(first, 2)).toEqual(['Charlie Tempo', 'Echo Park']);

    // stop sharing on the first device: the second is on its own again, keeping its likes
    await first.getByRole('button', { name: 'Stop sharing likes between devices' }).click();
    await first.getByText('Your devices no longer share their likes.', { exact: false }).waitFor();
    await like(first, 'warehouse', 'Hotel Lobby');
    await second.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const plan = second.getByRole('region', { name: 'My plan' });
    await plan.locator('.plan__dj').first().waitFor();
    // its next send finds its token unknown: it forgets the token and the link
    await second.waitForFunction(
      () =>
        localStorage.getItem('bunny_token') === null && localStorage.getItem('deviceLink') === null,
    );
    expect((await plan.locator('.plan__dj').allInnerTexts()).sort()).toEqual([
      'Charlie Tempo',
      'Echo Park',
    ]);
    await second
      .getByRole('region', { name: 'Your other devices' })
      .getByRole('button', { name: 'Link another device' })
      .waitFor();
  });
});
