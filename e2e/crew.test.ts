// The crew (issue 27): a friend's plan added by their link shows beside the fan's own in the
// friend's colour, "all of you" where everyone goes; sharing again updates it, removing the
// friend removes everything of theirs. Phone and desktop.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

const ECHO = liked('Echo Park', 1, '2026-07-30T20:00:00.000Z');
const CHARLIE = liked('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z');
const JULIET = liked('Juliet Bravo', 0, '2026-07-31T20:00:00.000Z');

/** the friend's phone: their likes, "Share my plan" without a share sheet, the link shown */
async function friendsLink(viewport: typeof PHONE, likes: object[]): Promise<string> {
  const page = await suite.open(`/my-plan/${EVENT}`, {
    viewport,
    localStorage: { likedDJs: JSON.stringify(likes) },
  });
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.getByRole('button', { name: 'Share my plan' }).click();
  return page.getByLabel(/Link copied/).inputValue();
}

const colourOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_, viewport) => {
  it('a friend’s plan added by link shows in their colour, updates, and goes when removed', async () => {
    const link = await friendsLink(viewport, [ECHO, JULIET]);
    const page = await suite.open(`/event/${EVENT}`, {
      viewport,
      localStorage: { likedDJs: JSON.stringify([ECHO, CHARLIE]) },
    });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Add them to your crew' }).waitFor();
    await page.getByLabel('Name').fill('Ola');
    await page.getByRole('button', { name: 'Add to my crew' }).click();
    await page.getByText('Ola is in your crew.').waitFor();
    await page.getByRole('link', { name: 'See your plans side by side' }).click();
    await page.waitForURL(`**/my-plan/${EVENT}`);

    const plan = page.getByRole('region', { name: 'My plan' });
    // by the act's name, not by a clash note that names it too
    const row = (dj: string) =>
      plan.locator('.plan__item').filter({ has: page.locator('.plan__dj', { hasText: dj }) });
    await row('Echo Park').locator('.crew-name', { hasText: 'Ola' }).waitFor();
    // Echo Park: both of us go; Charlie Tempo: mine alone; Juliet Bravo: Ola's pick alone
    expect(await row('Echo Park').locator('.crew-all').textContent()).toBe('All of you');
    expect(await row('Charlie Tempo').locator('.crew-name').count()).toBe(0);
    expect(await row('Juliet Bravo').getAttribute('class')).toContain('plan__item--crew');
    expect(await colourOf(page, '.plan__item .crew-name')).toBe('rgb(125, 211, 252)');
    const crew = page.getByRole('region', { name: 'Your crew' });
    expect(await crew.locator('.crew__friend').textContent()).toContain('2 sets here');

    // the now page says where everyone is by their plans (00:30 on Friday)
    await page.goto(`${suite.server.url}/event/${EVENT}`);
    const where = page.getByRole('region', { name: 'Where is everyone now' });
    await where.locator('li').nth(1).waitFor();
    expect(await where.locator('li').allTextContents()).toEqual([
      'YouCharlie Tempo, 🌅 Beach',
      'OlaEcho Park, 🌲 Forest' + 'next: Juliet Bravo at 22:00',
    ]);

    // the grid of all stages shows Ola's picks too: her initials in her colour, named
    await page.goto(`${suite.server.url}/grid/${EVENT}`);
    const echo = page.getByRole('button', { name: /^Echo Park, / });
    await echo.waitFor();
    await page
      .getByRole('button', { name: /^Echo Park, .*; picked by Ola; all of you go$/ })
      .waitFor();
    expect(await echo.locator('.grid-set__all').textContent()).toBe('all of you');
    expect(await echo.locator('.grid-set__pick').textContent()).toBe('Ol');
    expect(
      await echo.locator('.grid-set__pick').evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(125, 211, 252)');
    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);

    // Ola shares again with another set: the fan updates Ola, the old picks go
    const again = await friendsLink(viewport, [CHARLIE]);
    await crew.getByLabel('Their plan link').fill(again);
    await crew.getByLabel('Who is it?').selectOption({ label: 'Ola' });
    await crew.getByRole('button', { name: 'Update Ola’s plan' }).click();
    await crew.getByText('Ola’s plan is up to date.').waitFor();
    await row('Charlie Tempo').locator('.crew-all').waitFor();
    expect(await row('Juliet Bravo').count()).toBe(0);
    expect(await row('Echo Park').locator('.crew-name').count()).toBe(0);

    // removing Ola removes everything of theirs, in the page and in the browser
    await crew.getByRole('button', { name: 'Remove Ola from your crew' }).click();
    await crew.getByText('No friends in your crew yet.').waitFor();
    expect(await plan.locator('.crew-name, .crew-all').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('crew'))).toBeNull();
  });
});

describe('scanning a friend’s QR code', () => {
  it('where the browser reads QR codes, the camera fills in the link', async () => {
    const link = await friendsLink(PHONE, [JULIET]);
    const context = await suite.context();
    // this Chromium has neither a camera nor a QR reader: both stand in, the reader "sees" the link
    await context.addInitScript((seen) => {
      class Reader {
        async detect() {
          return [{ rawValue: seen }];
        }
      }
      Object.defineProperty(window, 'BarcodeDetector', { value: Reader, configurable: true });
      Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
        configurable: true,
        value: async () => {
          const canvas = document.createElement('canvas');
          canvas.width = 64;
          canvas.height = 64;
          canvas.getContext('2d')?.fillRect(0, 0, 64, 64);
          return canvas.captureStream();
        },
      });
    }, link);
    const page = await suite.page(context);
    await page.goto(`${suite.server.url}/my-plan/${EVENT}`);
    const crew = page.getByRole('region', { name: 'Your crew' });
    await crew.getByRole('button', { name: 'Scan their QR code' }).click();
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('.crew__form input[type="url"]') as HTMLInputElement | null)
          ?.value === expected,
      link,
    );
    await crew.getByLabel('Name', { exact: true }).fill('Kai');
    await crew.getByRole('button', { name: 'Add to my crew' }).click();
    await crew.getByText('Kai is in your crew.').waitFor();
    await page
      .getByRole('region', { name: 'My plan' })
      .locator('.plan__item--crew', { hasText: 'Juliet Bravo' })
      .waitFor();
  });
});
