// Phone screenshots of every main screen at the tests' instant, for a human look:
//   npm run build && node e2e/screenshots.ts [out-dir]   (default /tmp/lineup-shots)
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newPage, openContext } from './support/browser.ts';
import { startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z';
const out = process.argv[2] ?? '/tmp/lineup-shots';
mkdirSync(out, { recursive: true });

const SHOTS: { name: string; path: string; action?: 'about' | 'copy' }[] = [
  { name: 'now', path: '/event/testfest-2026' },
  { name: 'now-copied', path: '/event/testfest-2026', action: 'copy' },
  { name: 'stage', path: '/lineup/testfest-2026/beach' },
  { name: 'search', path: '/lineup/testfest-2026?q=charly' },
  { name: 'search-empty', path: '/lineup/testfest-2026' },
  { name: 'tracks', path: '/tracks/testfest-2026' },
  { name: 'past-events', path: '/past-events' },
  { name: 'about-drawer', path: '/event/testfest-2026', action: 'about' },
  { name: 'privacy', path: '/datenschutzerklaerung' },
  { name: 'not-found', path: '/nope/here?x=1' },
  { name: 'now-de', path: '/de/event/testfest-2026' },
];

const [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
try {
  for (const shot of SHOTS) {
    const context = await openContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await newPage(context, { now: NOW });
    await page.goto(server.url + shot.path);
    await page.waitForLoadState('networkidle');
    if (shot.action === 'about') {
      await page.getByRole('button', { name: 'About' }).click();
      await page.getByRole('dialog').getByText('Legal notice').waitFor();
    }
    if (shot.action === 'copy') {
      await page.getByRole('button', { name: /Copy the link to the set of Charlie Tempo/ }).click();
      await page.getByText('Copied to clipboard!', { exact: true }).waitFor();
    }
    await page.waitForTimeout(700);
    await page.screenshot({
      path: join(out, `${shot.name}.png`),
      fullPage: shot.action !== 'about',
    });
    await context.close();
  }
  console.log(`screenshots in ${out}`);
} finally {
  await browser.close();
  await server.stop();
}
