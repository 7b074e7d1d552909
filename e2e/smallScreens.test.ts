// Small phones (issue 28, items 1 and 6): at 320 and 360 px, in every language, the demo
// festival's act names, stage names and headings wrap between words, never inside one
// ("Ot/to Dr/ift", "Lighthous/e Keepers"), and the festival's name in the header is never cut.
// The grid too, as the server draws its first screen and once the app has taken it over.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAppScript, openContext } from './support/browser.ts';
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

/**
 * What does not fit on the grid's page: the page wider than the screen, a control or the
 * header reaching past its edge, a night, tool or language cut, a stage's or act's name
 * broken inside a word.
 */
async function gridMisfits(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const out: string[] = [];
    const width = innerWidth;
    if (document.documentElement.scrollWidth > width) {
      out.push(`page ${document.documentElement.scrollWidth} px wide`);
    }
    const shown = document.getElementById('first-grid') ?? document.getElementById('root');
    for (const el of shown?.querySelectorAll<HTMLElement>(
      '.header a, .grid-toolbar a, .grid-toolbar button, .grid-title, .bottom-bar a',
    ) ?? []) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < 0 || r.right > width + 0.5)) {
        out.push(
          `${el.textContent?.trim() || el.getAttribute('aria-label')} at ${r.left}-${r.right}`,
        );
      }
    }
    return out;
  });
  const cut = await cutTexts(
    page,
    '.grid-night, .grid-tool--text, .grid-title__times, .header__lang',
  );
  const split = await splitWords(page, '.grid-stage, .grid-set__dj, .grid-night, .grid-tool');
  return [...found, ...cut.map((t) => `cut: ${t}`), ...split.map((w) => `split: ${w}`)];
}

describe.each([320, 360])('the grid at %i px', (width) => {
  it('fits as the server draws it and once the app took it over, in every language', async () => {
    const page = await phone(width);
    const misfits: string[] = [];
    for (const lang of LANGUAGES) {
      const { release, stop } = await holdAppScript(page);
      await page.goto(`${own.server.url}${lang}/grid/${EVENT}`, { waitUntil: 'commit' });
      await page.locator('#first-grid .grid-set').first().waitFor();
      await page.waitForFunction(() => document.readyState !== 'loading');
      for (const m of await gridMisfits(page)) misfits.push(`${lang || '/en'} drawn: ${m}`);
      release();
      await page.locator('#first-grid').waitFor({ state: 'detached' });
      await page.locator('#root .grid-set').first().waitFor();
      for (const m of await gridMisfits(page)) misfits.push(`${lang || '/en'} app: ${m}`);
      await stop();
    }
    expect(misfits).toEqual([]);
  });
});
