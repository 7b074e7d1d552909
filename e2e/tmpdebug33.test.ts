import { it } from 'vitest';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();
it('shots', async () => {
  for (const lang of ['', '/de', '/fr', '/pl']) {
    for (const w of [320, 360]) {
      const page = await suite.open(`${lang}/grid/${EVENT}`, {
        viewport: { width: w, height: 640 },
      });
      await page.locator('.grid-set').first().waitFor();
      const rows = await page
        .locator('.grid-tools > *')
        .evaluateAll(
          (els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size,
        );
      const nav = await page
        .locator('.grid-nights')
        .evaluate((el) => [el.scrollWidth, el.clientWidth]);
      console.log('ROWS', lang || '/en', w, rows, 'nav', nav);
      await page.screenshot({
        path: `/tmp/shot33-tb-${w}${lang.replace('/', '-')}.png`,
        clip: { x: 0, y: 0, width: w, height: 200 },
      });
    }
  }
});
