// A night on paper (issue 33): it fills the landscape page, set names at 9 pt or more on up to
// two lines, and every liked set's whole name is in the PDF's text (a short block cannot hold a
// long name, so the page lists the picks too).
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();
const LIKES = [
  liked('Ada Lovelace', 0, '2026-07-30T20:00:00.000Z'),
  liked('Charlie Tempo', 0, '2026-07-30T22:00:00.000Z'),
  liked('Echo Park', 1, '2026-07-30T20:00:00.000Z'),
];

describe('the grid on paper', () => {
  it.each(['A4', 'A3'] as const)(
    'fills a landscape %s page, names at 9 pt or more, liked names whole in the PDF',
    async (format) => {
      const page = await suite.open(`/grid/${EVENT}`, {
        viewport: DESKTOP,
        localStorage: { likedDJs: JSON.stringify(LIKES) },
      });
      await page.locator('.grid-set--liked').first().waitFor();
      const pdf = await page.pdf({ format, landscape: true });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
        mergePages: true,
      });
      const flat = text.replace(/\s+/g, ' ');
      for (const name of ['Ada Lovelace (b2b Grace)', 'Charlie Tempo', 'Echo Park']) {
        expect(flat).toContain(name);
      }

      await page.emulateMedia({ media: 'print' });
      const first = page.locator('.gp-page').first();
      await first.waitFor();
      const { pageHeight, rowsHeight, smallest } = await first.evaluate((el) => {
        const rows = el.querySelector('.gp-rows')!.getBoundingClientRect().height;
        const sizes = [...el.querySelectorAll('.gp-set b, .gp-stage')].map((n) =>
          Number.parseFloat(getComputedStyle(n).fontSize),
        );
        return {
          pageHeight: el.getBoundingClientRect().height,
          rowsHeight: rows,
          smallest: Math.min(...sizes),
        };
      });
      // four stages fill most of the page, not a quarter of it
      expect(rowsHeight / pageHeight).toBeGreaterThan(0.7);
      // 9 pt is 12 CSS px
      expect(smallest).toBeGreaterThanOrEqual(12);
    },
  );
});
