// My plan taken along (issue 27): a night as a lock-screen picture made in the page (offline
// too), and on paper without the app around it; on a phone and a desktop.
import { readFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './support/browser.ts';
import { liked } from './support/likes.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite();

const LIKES = JSON.stringify([
  liked('Echo Park', 1, '2026-07-30T20:00:00.000Z'), // Thu 22:00
  liked('Delta Wave', 0, '2026-07-31T00:00:00.000Z'), // Fri 02:00: still Thursday night
  liked('Juliet Bravo', 0, '2026-07-31T20:00:00.000Z'), // Fri 22:00
]);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_, viewport) => {
  it('saves a night as a lock-screen PNG, made in the page while offline', async () => {
    const page = await suite.open(`/my-plan/${EVENT}`, {
      viewport,
      localStorage: { likedDJs: LIKES },
    });
    // no share sheet for files here: the picture is downloaded
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    });
    const save = page.getByRole('button', { name: 'Save Thursday 30 July as an image' });
    await save.waitFor();
    await page.context().setOffline(true);
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe(`${EVENT}-2026-07-30.png`);
    await page.getByText('The picture of Thursday 30 July is in your downloads.').waitFor();
    const png = PNG.sync.read(await readFile((await download.path()) as string));
    expect([png.width, png.height]).toEqual([1080, 2340]);
    // not blank: the text in the middle third differs from the background colour
    const bg = png.data.readUInt32BE(0);
    let inked = 0;
    for (let y = 700; y < 1600; y += 2) {
      for (let x = 0; x < png.width; x += 2) {
        if (png.data.readUInt32BE((y * png.width + x) * 4) !== bg) inked++;
      }
    }
    expect(inked).toBeGreaterThan(2000);
    // Friday night has its own picture
    await page.getByRole('button', { name: 'Save Friday 31 July as an image' }).waitFor();
  });

  it('prints the list alone: no header, no tab bar, no buttons', async () => {
    const page = await suite.open(`/my-plan/${EVENT}`, {
      viewport,
      localStorage: { likedDJs: LIKES },
    });
    await page.getByRole('region', { name: 'My plan' }).locator('.plan__item').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((els) =>
          els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.className),
        );
    expect(await shown('.bottom-bar, .header, .plan__buttons, .plan__take')).toEqual([]);
    expect(await page.locator('.plan__dj').allInnerTexts()).toEqual([
      'Echo Park',
      'Delta Wave',
      'Juliet Bravo',
    ]);
    // paper keeps longer than a day: "Today" is printed as its date
    expect(await page.locator('.plan__day-heading').allInnerTexts()).toEqual([
      'Thursday 30 July',
      'Friday 31 July',
    ]);
    const pdf = await page.pdf({ format: 'A4' });
    // one A4 page for three sets
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
  });
});
