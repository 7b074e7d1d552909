// The organiser's header on a small phone (issue 32): an event with a long name and a long id
// was cut inside the header's event list at 320-390 px ("Internationales Festival für
// elektr"), a select showing one line only. The chosen event is written out in full, on as
// many lines as it needs, inside the screen; the list itself still takes the taps (44 px or
// more) and chooses another event.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.ts';
import { openOrganiser, type PageLanguage, publishVersion } from './support/organiser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const TOKEN = 'operator-header-e2e-0123456789abcdefghijk';
const NAME = 'Internationales Festival für elektronische Musik am Seeufer';
const ID = 'seeufer-elektronik-festival-sommer-2026';

const EVENT = `id: ${ID}
listedFrom: 2026-07-01
meta:
  partyName: ${NAME}
  timeZone: Europe/Berlin
  rooms: ["🌊 Seeufer", "🌿 Garten"]
sets:
  - {dj: Ada Lovelace, room: 0, start: 2026-07-31T22:00, end: 2026-08-01T00:00}
`;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ now: NOW, env: { ORGANISER_TOKEN: TOKEN } }),
    launchBrowser(),
  ]);
  await publishVersion(server.url, TOKEN, EVENT);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the header’s event list on a small phone', () => {
  for (const [lang, width] of [
    ['en', 320],
    ['de', 320],
    ['pl', 360],
  ] as [PageLanguage, number][]) {
    it(`shows a long “name (id)” in full inside a ${width} px screen (${lang})`, async () => {
      const { context, page } = await openOrganiser({
        browser,
        url: server.url,
        token: TOKEN,
        viewport: { width, height: 740 },
        lang,
        now: NOW,
        event: new RegExp(NAME.slice(0, 20)),
      });
      const header = page.locator('.org-header');
      const name = header.getByText(NAME, { exact: true });
      const id = header.getByText(`(${ID})`, { exact: true });
      await name.waitFor();
      // the whole name and the whole id, each inside the screen (on as many lines as needed)
      for (const text of [name, id]) {
        const box = (await text.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // nothing wider than the screen: no sideways scrolling
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      // a tap on the shown name opens the list of events (the select lies on it), 44 px or more
      const select = header.getByRole('combobox').first();
      const box = (await select.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      const nameBox = (await name.boundingBox())!;
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
          [nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2],
        ),
      ).toBe('SELECT');
      // and it still chooses: the start page's list of events
      await select.selectOption('');
      await page.locator('.org-events').waitFor();
      await context.close();
    }, 60_000);
  }
});
