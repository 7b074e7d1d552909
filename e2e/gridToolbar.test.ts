// Issue 33: the grid's tools keep to one row on a 360 px phone in every language, each a
// 44 px touch target, with "Who's playing?" an icon named in the page's language; the print
// button is there on phones too (a phone prints, or saves the night as a PDF to share); the
// app's name is in the page's language too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

async function toolBoxes(page: Page) {
  return page.locator('.grid-tools button').evaluateAll((els) =>
    els
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0)
      .map((r) => ({ top: r.top, right: r.right, width: r.width, height: r.height })),
  );
}

function expectOneRow(boxes: Awaited<ReturnType<typeof toolBoxes>>, width: number): void {
  expect(boxes.length).toBe(6);
  const tops = boxes.map((b) => b.top);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
  expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(width);
  expect(Math.min(...boxes.map((b) => b.width))).toBeGreaterThanOrEqual(44);
  expect(Math.min(...boxes.map((b) => b.height))).toBeGreaterThanOrEqual(44);
}

describe('the grid toolbar at 360 px', () => {
  it.each([
    ['', "Who's playing?", 'Print', 'My stages 4/4'],
    ['/de', 'Wer spielt?', 'Drucken', 'Meine Bühnen 4/4'],
    ['/fr', 'Qui joue ?', 'Imprimer', 'Mes scènes 4/4'],
    ['/pl', 'Kto gra?', 'Drukuj', 'Moje sceny 4/4'],
  ])(
    '%s: every tool on one row, print included, at least 44 × 44 px',
    async (lang, whoIsPlaying, print, stages) => {
      const page = await suite.open(`${lang}/grid/${EVENT}`, {
        viewport: { width: 360, height: 740 },
      });
      await page.locator('.grid-set').first().waitFor();
      expectOneRow(await toolBoxes(page), 360);
      expect(await page.getByRole('button', { name: print, exact: true }).isVisible()).toBe(true);
      // the stages button keeps its words for screen readers while it shows the count
      const stagesButton = page.getByRole('button', { name: stages, exact: true });
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, hidden words left out
      expect((await stagesButton.innerText()).trim()).toBe('▦ 4/4');
      // the reports button is an icon named in the page's language, and still opens its dialog
      const report = page.getByRole('button', { name: whoIsPlaying, exact: true });
      await report.click();
      await page.getByRole('dialog').waitFor();
    },
  );

  // the narrowest phones in use: "Maintenant" took the French tools onto two rows here
  it.each(['', '/de', '/fr', '/pl'])('%s at 320 px: every tool on one row', async (lang) => {
    const page = await suite.open(`${lang}/grid/${EVENT}`, {
      viewport: { width: 320, height: 740 },
    });
    await page.locator('.grid-set').first().waitFor();
    expectOneRow(await toolBoxes(page), 320);
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
