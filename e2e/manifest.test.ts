// Installable (issue 5): a web app manifest per variant with names, colours, 192/512 and
// maskable icons, start_url and the Now and Stages shortcuts; each page links its variant's
// manifest; Chromium finds the festival variant installable.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, launchBrowser, newPage, openContext } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

const NOW = '2026-07-30T22:30:00.000Z';

const DUCK_EVENT = `id: duck-night
meta:
  partyName: Duck Night
  partyUrl: https://duck.example
  prefix: duck
  kind: duck
  timeZone: Europe/Berlin
  rooms: ["Main"]
  start: ["2026-07-30T22:00"]
  end: ["2026-07-31T06:00"]
sets:
  - dj: Mallard Mode
    room: 0
    start: 2026-07-30T23:00
    end: 2026-07-31T02:00
`;

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  shortcuts: { name: string; url: string }[];
}

const VARIANTS = [
  { prefix: 'festival', name: 'Festival Lineup', color: '#14121f' },
  { prefix: 'duck', name: 'Duck Club Lineup', color: '#101a1c' },
] as const;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ now: NOW }), launchBrowser()]);
  writeFileSync(join(server.dataDir, 'events', 'duck-night.yaml'), DUCK_EVENT);
  // the server picks up new event files while running
  const deadline = Date.now() + 15_000;
  while ((await fetch(`${server.url}/api/lineup/duck-night`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('the duck event was not loaded');
    await new Promise((r) => setTimeout(r, 200));
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** width and height from a PNG's IHDR chunk */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function manifestOf(prefix: string): Promise<{ res: Response; manifest: Manifest }> {
  const res = await fetch(`${server.url}/${prefix}.webmanifest`);
  return { res, manifest: (await res.clone().json()) as Manifest };
}

describe.each(VARIANTS)('the $prefix manifest', ({ prefix, name, color }) => {
  it('is served as a manifest, revalidated on every use', async () => {
    const { res } = await manifestOf(prefix);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('names the app, opens standalone on the Now page, in the variant colours', async () => {
    const { manifest } = await manifestOf(prefix);
    expect(manifest).toMatchObject({
      id: `/?app=${prefix}`,
      name,
      start_url: '/?open=now',
      scope: '/',
      display: 'standalone',
      theme_color: color,
      background_color: color,
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('offers the Now and Stages shortcuts', async () => {
    const { manifest } = await manifestOf(prefix);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Now', '/?open=now'],
      ['Stages', '/?open=stages'],
    ]);
  });

  it.each([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ])('has a %s %s PNG icon of that size', async (size, purpose) => {
    const { manifest } = await manifestOf(prefix);
    const icon = manifest.icons.find(
      (i) => i.sizes === size && i.type === 'image/png' && (i.purpose ?? 'any') === purpose,
    );
    expect(icon).toBeDefined();
    const res = await fetch(server.url + icon!.src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toBe(size);
  });

  it('has every icon it lists reachable', async () => {
    const { manifest } = await manifestOf(prefix);
    for (const icon of manifest.icons) {
      const res = await fetch(server.url + icon.src);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type'), icon.src).toBe(icon.type);
    }
  });
});

describe('each page links its variant', () => {
  it.each([
    ['/event/testfest-2026', 'festival', '#14121f'],
    ['/event/duck-night', 'duck', '#101a1c'],
  ])('%s links the %s manifest and theme colour', async (path, prefix, color) => {
    const context = await openContext(browser);
    const page = await newPage(context, { now: NOW });
    await page.goto(server.url + path);
    await page.waitForFunction(
      (href) => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === href,
      `/${prefix}.webmanifest`,
    );
    expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe(color);
    await context.close();
  });
});

describe('each language has its manifest (issue 33)', () => {
  it.each([
    ['de', 'festival', 'Festival-Programm', ['Jetzt', 'Bühnen']],
    ['fr', 'festival', 'Programme du festival', ['Maintenant', 'Scènes']],
    ['pl', 'festival', 'Program festiwalu', ['Teraz', 'Sceny']],
    ['de', 'duck', 'Duck-Club-Programm', ['Jetzt', 'Bühnen']],
    ['fr', 'duck', 'Programme du Duck Club', ['Maintenant', 'Scènes']],
    ['pl', 'duck', 'Program Duck Club', ['Teraz', 'Sceny']],
  ])('/%s: the %s app is named %s', async (locale, prefix, name, shortcuts) => {
    const res = await fetch(`${server.url}/${prefix}.${locale}.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await res.json()) as Manifest & { lang: string };
    expect(manifest).toMatchObject({ id: `/?app=${prefix}`, name, lang: locale });
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(shortcuts);
  });

  it.each([
    ['/de/event/testfest-2026', '/festival.de.webmanifest', 'Festival-Programm'],
    ['/pl/event/duck-night', '/duck.pl.webmanifest', 'Program Duck Club'],
  ])('%s links %s and names the app %s', async (path, href, name) => {
    const context = await openContext(browser);
    const page = await newPage(context, { now: NOW });
    await page.goto(server.url + path);
    await page.waitForFunction(
      (want) => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === want,
      href,
    );
    await expect.poll(() => page.title()).toContain(name);
    await context.close();
  });
});

describe('installability', () => {
  let profile: string;
  let context: BrowserContext;

  beforeAll(async () => {
    // Chromium never offers to install from an off-the-record context: use a real profile
    profile = mkdtempSync(join(tmpdir(), 'lineup-e2e-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  async function installabilityErrors(page: Page): Promise<unknown[]> {
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    return installabilityErrors;
  }

  it('Chromium finds the festival variant installable (no installability errors)', async () => {
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date(NOW));
    await page.goto(`${server.url}/event/testfest-2026`);
    await page.getByText('Charlie Tempo').first().waitFor();
    // the manifest and its icons load after the page: ask until the answer settles
    let errors: unknown[] = ['not asked yet'];
    const deadline = Date.now() + 15_000;
    while (errors.length > 0 && Date.now() < deadline) {
      errors = await installabilityErrors(page);
      if (errors.length > 0) await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);
  });
});
