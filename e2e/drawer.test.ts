// The bottom drawer on a desktop (spec §4): the handle drags with the mouse, snaps back when
// let go early, and drags again after that (a first drag used to select the title's text, and
// the second press then started the browser's own drag of that text instead).
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

async function openAbout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'About' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'About' });
  await drawer.waitFor();
  await restsInPlace(page);
  return drawer;
}

/** Presses at (x, y), moves by dy in steps and lets go. */
async function drag(page: Page, x: number, y: number, dy: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x, y + (dy * i) / 10);
  await page.mouse.up();
}

/** Slid in (or back): the panel's bottom edge sits on the window's bottom edge. */
async function restsInPlace(page: Page) {
  await page.waitForFunction(() => {
    const p = document.querySelector<HTMLElement>('.drawer--open [role="dialog"]');
    return p && Math.abs(p.getBoundingClientRect().bottom - window.innerHeight) < 1;
  });
}

describe('drawer with a mouse', () => {
  it.each([
    ['down a little from the handle bar', 'bar', 40],
    ['up from the title', 'title', -40],
  ] as const)('after a drag %s that snaps back, a long drag closes it', async (_, from, dy) => {
    const page = await suite.open(`/event/${EVENT}`, { viewport: DESKTOP });
    const drawer = await openAbout(page);
    const target =
      from === 'bar'
        ? page.locator('.drawer__handle')
        : drawer.getByRole('heading', { name: 'About', exact: true });
    const box = await target.boundingBox();
    if (!box) throw new Error('no grip');
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(2, box.height / 2);
    await drag(page, x, y, dy);
    await restsInPlace(page);
    await drag(page, x, y, 500);
    await drawer.waitFor({ state: 'hidden' });
  });
});
