// The all-stages grid holds still while it loads (issue 33 item 7, issue 37): the toolbar, the
// night buttons and each stage's column stay where the first paint put them once the sets are
// in, on a desktop and on a 360 px phone, opened as the first page of a visit and by a tap from
// the timetable. (Before, the first paint laid the columns out 44 px wide and they jumped to
// their width once the scroller's size came in.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

/** x, y, width, height (a column: x and width) */
type Box = number[];

/** in the page: each watched element's box when it first appears, by a name */
function firstBoxes(): void {
  const w = window as unknown as { firstBoxes: Record<string, Box> };
  w.firstBoxes = {};
  const box = (el: Element): Box => {
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].map(Math.round);
  };
  const look = () => {
    const seen = w.firstBoxes;
    const toolbar = document.querySelector('.grid-toolbar');
    if (toolbar && !seen.toolbar) seen.toolbar = box(toolbar);
    const nights = document.querySelector('.grid-nights');
    if (nights && !seen.nights) seen.nights = box(nights);
    for (const col of document.querySelectorAll('.grid-col')) {
      const name = `column ${col.querySelector('[role=rowheader]')?.textContent}`;
      // across only: the grid scrolls down to now after its first paint, which is no shift
      if (!seen[name]) seen[name] = box(col).filter((_, i) => i % 2 === 0);
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true });
}

/** the same boxes now, once the grid has its sets */
async function boxesNow(
  page: Page,
): Promise<{ first: Record<string, Box>; now: Record<string, Box> }> {
  await page.locator('.grid-set').first().waitFor();
  await page.locator('.grid-scroll[data-window]').waitFor();
  return page.evaluate(() => {
    const first = (window as unknown as { firstBoxes: Record<string, Box> }).firstBoxes;
    const box = (el: Element | null): Box | undefined => {
      if (!el) return undefined;
      const r = el.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    };
    const now: Record<string, Box> = {};
    for (const name of Object.keys(first)) {
      const el =
        name === 'toolbar'
          ? document.querySelector('.grid-toolbar')
          : name === 'nights'
            ? document.querySelector('.grid-nights')
            : [...document.querySelectorAll('.grid-col')].find(
                (c) => `column ${c.querySelector('[role=rowheader]')?.textContent}` === name,
              );
      const b = box(el ?? null);
      if (b) now[name] = name.startsWith('column ') ? b.filter((_, i) => i % 2 === 0) : b;
    }
    return { first, now };
  });
}

const SCREENS = [
  ['desktop 1280×800', { width: 1280, height: 800 }],
  ['phone 360×740', { width: 360, height: 740 }],
] as const;

describe('the grid while it loads', () => {
  const suite = useSuite();

  for (const [screen, viewport] of SCREENS) {
    it(`keeps its toolbar and columns where the first paint put them, first visit (${screen})`, async () => {
      const context = await suite.context({ viewport });
      const page = await suite.page(context);
      await page.addInitScript(firstBoxes);
      await page.goto(`${suite.server.url}/grid/${EVENT}`);
      const { first, now } = await boxesNow(page);
      expect(Object.keys(first)).toEqual(expect.arrayContaining(['toolbar', 'nights']));
      expect(Object.keys(first).filter((k) => k.startsWith('column ')).length).toBeGreaterThan(0);
      expect(now).toEqual(first);
    });

    it(`keeps its toolbar and columns where the first paint put them, from the timetable (${screen})`, async () => {
      const context = await suite.context({ viewport });
      const page = await suite.page(context);
      await page.addInitScript(firstBoxes);
      await page.goto(`${suite.server.url}/lineup/${EVENT}/beach`);
      await page.getByRole('link', { name: 'All stages' }).first().click();
      const { first, now } = await boxesNow(page);
      expect(Object.keys(first).filter((k) => k.startsWith('column ')).length).toBeGreaterThan(0);
      expect(now).toEqual(first);
    });
  }
});
