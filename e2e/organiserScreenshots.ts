// Screenshots of the organiser page for a human look and for docs/organisers.md:
//   npm run build && node e2e/organiserScreenshots.ts [out-dir] [--all]
// Without --all: the docs' pictures (phone and desktop, English). With --all: every view at
// 320, 360, 390 and 1280 px in en, de, fr and pl, and on phones the first card up close.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.ts';
import { openOrganiser, type PageLanguage, publishVersion } from './support/organiser.ts';
import { startServer } from './support/server.ts';

const NOW = '2026-07-30T18:00:00.000Z';
const TOKEN = 'operator-screenshots-0123456789abcdefghij';
const out =
  process.argv[2] && !process.argv[2].startsWith('--') ? process.argv[2] : '/tmp/organiser-shots';
const all = process.argv.includes('--all');
// --cards: only the lineup's cards at phone widths, in every language (a quick look)
const cards = process.argv.includes('--cards');
mkdirSync(out, { recursive: true });

const EVENT = `id: techno-tuesday
listedFrom: 2026-07-01
meta:
  partyName: Techno Tuesday
  prefix: duck
  timeZone: Europe/Lisbon
  rooms: ["🔊 Main", "🌿 Garden"]
  start: [2026-07-30T12:00]
  end: [2026-08-01T12:00]
sets:
  - {dj: Ada Lovelace, room: 0, start: 2026-07-30T22:00, end: 2026-07-31T00:00, meta: [{soundcloud: "https://soundcloud.com/ada"}]}
  - {dj: Grace Hopper, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00}
  - {dj: Margaret Hamilton, room: 1, start: 2026-07-30T23:00, end: 2026-07-31T01:00, change: b2b Katherine}
  - {dj: Radia Perlman, room: 1, start: 2026-07-31T01:00, end: 2026-07-31T03:00}
`;

const [server, browser] = await Promise.all([
  startServer({ now: NOW, env: { ORGANISER_TOKEN: TOKEN } }),
  launchBrowser(),
]);

async function open(width: number, locale: PageLanguage): Promise<Page> {
  const { page } = await openOrganiser({
    browser,
    url: server.url,
    token: TOKEN,
    viewport: { width, height: 900 },
    lang: locale,
    browserLocale: 'en-GB',
    now: NOW,
  });
  await page.locator('.org-header select').selectOption('techno-tuesday');
  await page.locator('.org-sets').waitFor();
  return page;
}

async function view(page: Page, index: number) {
  await page.locator('.org-views__button').nth(index).click();
  await page.waitForTimeout(300);
  await overflow(page, index);
}

/** says which elements stick out sideways (nothing should at 320 px) */
async function overflow(page: Page, index: number) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .filter((el) => !el.closest('.org-timeline__scroller, .org-sets-scroll'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
  });
  if (wide.length > 0)
    console.log(`view ${index} at ${page.viewportSize()?.width}px: ${wide.join(', ')}`);
}

try {
  await publishVersion(server.url, TOKEN, EVENT);
  const sizes = cards ? [320, 360, 390] : all ? [320, 360, 390, 1280] : [390, 1280];
  const locales: PageLanguage[] = all || cards ? ['en', 'de', 'fr', 'pl'] : ['en'];
  for (const locale of locales) {
    for (const width of sizes) {
      const page = await open(width, locale);
      const name = (what: string) => join(out, `organiser-${what}-${locale}-${width}.png`);
      // a night-of edit: Grace Hopper 30 minutes later, with an error to show in a cell
      await page.locator('.org-sets input.org-time').nth(2).fill('00:30');
      await page
        .locator('.org-sets input.org-time')
        .nth(3)
        .fill('25:00')
        .catch(() => undefined);
      await overflow(page, 0);
      await page.screenshot({ path: name('table'), fullPage: !all });
      if ((all || cards) && width < 700) {
        await page
          .locator('tr.org-set')
          .first()
          .screenshot({ path: name('card') });
      }
      if (cards) {
        await page.context().close();
        continue;
      }
      await view(page, 1);
      await page.screenshot({ path: name('timeline') });
      await view(page, 2);
      await page.screenshot({ path: name('event'), fullPage: true });
      await view(page, 4);
      await page.screenshot({ path: name('import') });
      await view(page, 5);
      await page.screenshot({ path: name('history') });
      await page.context().close();
    }
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
