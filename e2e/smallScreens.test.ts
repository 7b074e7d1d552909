// Small phones (issue 28, items 1 and 6): at 320 and 360 px, in every language, the demo
// festival's act names, stage names and headings wrap between words, never inside one
// ("Ot/to Dr/ift", "Lighthous/e Keepers"), and the festival's name in the header is never cut.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext } from './support/browser.ts';
import { DEMO_NOW, demoData, useOwnData } from './support/ownData.ts';
import { cutTexts, splitWords } from './support/words.ts';

const NOW = DEMO_NOW;
const own = useOwnData({
  now: NOW,
  data: demoData,
});

const EVENT = 'demo-2026';
const PAGES = [
  `/event/${EVENT}`,
  `/lineup/${EVENT}/beach`,
  `/lineup/${EVENT}/forest`,
  `/lineup/${EVENT}/warehouse`,
  `/lineup/${EVENT}/disco`,
  `/lineup/${EVENT}/chill`,
  `/lineup/${EVENT}`,
  `/my-plan/${EVENT}`,
  `/tracks/${EVENT}`,
  '/past-events',
  // last year's edition: its now page says it is over
  '/event/demo-2025',
];
const LANGUAGES = ['', '/de', '/fr', '/pl'];

async function phone(width: number): Promise<Page> {
  const context = await own.contexts.next(() =>
    openContext(own.browser, { viewport: { width, height: 740 } }),
  );
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  return page;
}

async function opened(page: Page, path: string): Promise<void> {
  await page.goto(own.server.url + path);
  // the screen's own content: the room lines, a stage's rows or the search results
  await page.locator('.room-line, .tt-row--set, .search-row, main h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

describe.each([320, 360])('at %i px', (width) => {
  it('no name or heading is broken inside a word, in any language', async () => {
    const page = await phone(width);
    const broken: string[] = [];
    for (const lang of LANGUAGES) {
      for (const path of PAGES) {
        await opened(page, lang + path);
        for (const word of await splitWords(page)) broken.push(`${lang}${path}: ${word}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("the festival's name in the header is whole", async () => {
    const page = await phone(width);
    for (const lang of LANGUAGES) {
      await opened(page, `${lang}/event/${EVENT}`);
      const party = page.locator('.header__party');
      expect(await party.textContent()).toBe('Demo Festival');
      expect(await cutTexts(page, '.header__party, .header__app')).toEqual([]);
    }
  });
});
