// Issue 33: the grid's tools keep to one row on a 360 px phone in German and French, each a
// 44 px touch target, with "Who's playing?" an icon named in the page's language; the app's
// name is in the page's language too.
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

describe('the grid toolbar at 360 px', () => {
  it.each([
    ['/de', 'Wer spielt?'],
    ['/fr', 'Qui joue ?'],
  ])('%s: every tool on one row, at least 44 × 44 px', async (lang, whoIsPlaying) => {
    const page = await suite.open(`${lang}/grid/${EVENT}`, {
      viewport: { width: 360, height: 740 },
    });
    await page.locator('.grid-set').first().waitFor();
    const boxes = await page.locator('.grid-tools button').evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0)
        .map((r) => ({ top: r.top, right: r.right, width: r.width, height: r.height })),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(5);
    const tops = boxes.map((b) => b.top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(360);
    expect(Math.min(...boxes.map((b) => b.width))).toBeGreaterThanOrEqual(44);
    expect(Math.min(...boxes.map((b) => b.height))).toBeGreaterThanOrEqual(44);
    // the reports button is an icon named in the page's language, and still opens its dialog
    const report = page.getByRole('button', { name: whoIsPlaying, exact: true });
    await report.click();
    await page.getByRole('dialog').waitFor();
  });
});

describe("the app's name", () => {
  it('is German on the German page: header and title', async () => {
    const page = await suite.open(`/de/grid/${EVENT}`, { viewport: { width: 360, height: 740 } });
    await page.locator('.grid-set').first().waitFor();
    await expect.poll(() => page.title()).toContain('Festival-Programm');
    expect(await page.locator('.header__app').textContent()).toBe('Festival-Programm');
    expect(await page.title()).not.toContain('Festival Lineup');
  });
});
