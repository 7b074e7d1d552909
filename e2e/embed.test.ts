// The lineup on an organiser's own website (issue 36): a host page on another origin, with
// CSS that would break any widget living in its light DOM, in a 320 px column, loads
// /embed/v1.js and shows <lineup-schedule> in German: every stage's now/next, the night's
// sets, links into the app; offline after one load it shows its copy with the copy's time;
// without script or with a failing script the plain link is there; the iframe variant
// renders, and the app's own pages still refuse to be framed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LineupResponse, roomState } from '@lineup/core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerHolds } from './support/browser.ts';
import { EVENT, useSuite } from './support/suite.ts';

const suite = useSuite({
  extraFixtures: { 'events/zehnfest.yaml': 'fixtures-extra/zehnfest.yaml' },
});
const ROOMS = ['🌅 Beach', '🌲 Forest', '🏭 Warehouse', '🪩 Disco'];
/** the host site's CSS at its worst (issue 36) */
const HOSTILE = `* { all: revert !important; font-size: 40px } div { display: none }
#column { display: block !important; width: 320px !important }`;

let host: Server;
let hostUrl = '';

function snippet(app: string, attrs: string, script = `${app}/embed/v1.js`): string {
  return `<script src="${script}" type="module"></script>
<lineup-schedule event="${EVENT}" ${attrs}><a href="${app}/de/lineup/${EVENT}">Testfest Line-up</a></lineup-schedule>
<noscript><a href="${app}/de/lineup/${EVENT}">Testfest Line-up (ohne Skript)</a></noscript>`;
}

function page(body: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${HOSTILE}</style></head>
<body><main id="column">${body}</main></body></html>`;
}

beforeAll(async () => {
  const app = suite.server.url;
  const pages: Record<string, string> = {
    '/hostile.html': page(snippet(app, 'lang="de" view="list"')),
    '/wide.html': page(snippet(app, 'lang="de"')).replace('width: 320px', 'width: auto'),
    '/ten.html': page(
      snippet(app, 'lang="de"').replaceAll(`event="${EVENT}"`, 'event="zehnfest-2026"'),
    ).replace('width: 320px', 'width: auto'),
    ...Object.fromEntries(
      ['en', 'fr', 'pl'].map((lang) => [
        `/lang-${lang}.html`,
        page(snippet(app, `lang="${lang}" view="list"`)),
      ]),
    ),
    '/broken.html': page(snippet(app, 'lang="de"', `${app}/embed/missing.js`)),
    '/iframe.html': `<!doctype html><html><body><iframe id="f" src="${app}/embed/${EVENT}?lang=de" style="width:360px;height:900px"></iframe></body></html>`,
    '/app-frame.html': `<!doctype html><html><body><iframe id="f" src="${app}/lineup/${EVENT}" style="width:360px;height:600px"></iframe></body></html>`,
  };
  host = createServer((req, res) => {
    const body = pages[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((ok) => host.listen(0, '127.0.0.1', ok));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => host.close(() => ok())));

async function lineup(): Promise<LineupResponse> {
  return (await (await fetch(`${suite.server.url}/api/lineup/${EVENT}`)).json()) as LineupResponse;
}

async function openHost(path: string, p?: Page): Promise<Page> {
  const target =
    p ?? (await suite.page(await suite.context({ viewport: { width: 390, height: 844 } })));
  await target.goto(`${hostUrl}${path}`);
  return target;
}

/** what each stage plays now and next, from the lineup by core's rule */
function nowNext(l: LineupResponse): { room: string; now: string | null; next: string | null }[] {
  return ROOMS.map((room, i) => {
    const state = roomState(l.sets[i] ?? [], l.meta, new Date(suite.now));
    const now = state.kind === 'playing' ? state.current.djAndChange : null;
    const next =
      state.kind === 'playing' || state.kind === 'pause' || state.kind === 'closedUntil'
        ? (state.next?.djAndChange ?? null)
        : state.kind === 'break'
          ? (state.next?.djAndChange ?? null)
          : null;
    return { room, now, next };
  });
}

describe('the embed on a hostile host page', () => {
  it('renders every stage’s now/next and the night’s sets in German in a 320 px column, linking into the app', async () => {
    const p = await openHost('/hostile.html');
    const widget = p.locator('lineup-schedule');
    await expect.poll(() => widget.locator('.nn li').count(), { timeout: 20_000 }).toBe(4);
    const l = await lineup();
    for (const [i, expected] of nowNext(l).entries()) {
      const item = widget.locator('.nn li').nth(i);
      const text = await item.innerText();
      expect(text).toContain(expected.room);
      if (expected.now) expect(text).toContain(expected.now);
      else expect(text).toMatch(/Gerade nichts|Geschlossen/);
      if (expected.next) expect(text).toContain(expected.next);
      expect(text).toContain('Jetzt');
    }
    // the night of now: every set of it, on every stage, in order
    const night = l.sets
      .flat()
      .filter(
        (s) =>
          Date.parse(s.start) >= Date.parse('2026-07-30T12:00:00Z') &&
          Date.parse(s.start) < Date.parse('2026-07-31T10:00:00Z'),
      );
    const rows = widget.locator('.list li:not(.nl)');
    expect(await rows.count()).toBe(night.length);
    const listed = await rows.allInnerTexts();
    for (const set of night) expect(listed.join('\n')).toContain(set.djAndChange);
    // German, 24 h times in Berlin
    expect(await widget.locator('.w').innerText()).toContain('Alle Bühnen');
    expect(await widget.locator('.w').innerText()).not.toContain('Next');
    expect(listed.join('\n')).toMatch(/\b00:00–02:00\b/);
    // a set opens its act sheet in the app, in German
    const ada = widget.locator('.list a', { hasText: 'Ada Lovelace' });
    expect(await ada.getAttribute('href')).toBe(
      `${suite.server.url}/de/lineup/${EVENT}?s=Ada%20Lovelace`,
    );
    // the host's CSS did not reach in: readable size, inside its column, nothing sticking out
    const fontSize = await ada.evaluate((a) => getComputedStyle(a).fontSize);
    expect(fontSize).toBe('15px');
    await p.screenshot({ path: '/tmp/embed-hostile-320.png', fullPage: true });
    const box = await widget.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(320.5);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.screenshot({ path: '/tmp/embed-hostile-320.png', fullPage: true });
  });

  it('filters by stage and moves its now line', async () => {
    const context = await suite.context({ viewport: { width: 390, height: 844 } });
    const p = await context.newPage();
    await p.clock.install({ time: new Date(suite.now) });
    await openHost('/hostile.html', p);
    const widget = p.locator('lineup-schedule');
    await expect
      .poll(() => widget.locator('.list li').count(), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await widget.getByRole('button', { name: '🌲 Forest' }).click();
    await expect.poll(() => widget.locator('.nn li').count()).toBe(1);
    const rows = await widget.locator('.list li:not(.nl)').allInnerTexts();
    expect(rows.join('\n')).toContain('Echo Park');
    expect(rows.join('\n')).not.toContain('Ada Lovelace');
    const line = widget.locator('.list li.nl');
    expect(await line.innerText()).toContain('00:30');
    // ten minutes later the line says so, without a reload
    await p.clock.runFor(10 * 60_000);
    await expect.poll(() => line.innerText()).toContain('00:40');
  });

  it('shows a grid of the stages side by side on a wide page, with the now line', async () => {
    const p = await openHost('/wide.html');
    await p.setViewportSize({ width: 1280, height: 900 });
    const widget = p.locator('lineup-schedule');
    await expect.poll(() => widget.locator('.col').count(), { timeout: 20_000 }).toBe(4);
    const l = await lineup();
    const blocks = await widget.locator('.blk').allInnerTexts();
    for (const set of l.sets
      .flat()
      .filter((x) => Date.parse(x.start) < Date.parse('2026-07-31T10:00:00Z'))) {
      expect(blocks.join('\n')).toContain(set.djAndChange);
    }
    expect(await widget.locator('.gnl').count()).toBe(1);
    await p.screenshot({ path: '/tmp/embed-grid-1280.png' });
  });

  it('puts six stages side by side and scrolls sideways to the others', async () => {
    const p = await openHost('/ten.html');
    await p.setViewportSize({ width: 1280, height: 900 });
    const widget = p.locator('lineup-schedule');
    await expect.poll(() => widget.locator('.col').count(), { timeout: 20_000 }).toBe(10);
    expect(await widget.locator('.nn li').count()).toBe(10);
    const wrap = widget.locator('.gridwrap');
    const { client, scroll } = await wrap.evaluate((el) => ({
      client: el.clientWidth,
      scroll: el.scrollWidth,
    }));
    expect(scroll).toBeGreaterThan(client);
    const column = (await widget.locator('.col').first().boundingBox())!.width;
    // six columns and the time axis fill the width; the page itself does not scroll sideways
    expect(Math.floor((client - 44) / column)).toBe(6);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await p.screenshot({ path: '/tmp/embed-ten-1280.png' });
  });

  it('asks again with the lineup’s ETag and gets a 304 when nothing changed', async () => {
    const p = await openHost('/hostile.html');
    const widget = p.locator('lineup-schedule');
    await expect
      .poll(() => widget.locator('.list li').count(), { timeout: 20_000 })
      .toBeGreaterThan(1);
    // what went over the wire (the page itself sees the cached body with 200)
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('Network.enable');
    const lineupRequests = new Set<string>();
    const tags = new Map<string, string | undefined>();
    const answers: { status: number; tag: string | undefined }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.includes('/api/lineup/')) lineupRequests.add(e.requestId);
    });
    // the raw request and answer, as the HTTP cache sent and received them
    cdp.on('Network.requestWillBeSentExtraInfo', (e) => {
      const header = Object.entries(e.headers).find(([k]) => k.toLowerCase() === 'if-none-match');
      tags.set(e.requestId, header?.[1] as string | undefined);
    });
    const statuses = new Map<string, number>();
    cdp.on('Network.responseReceivedExtraInfo', (e) => statuses.set(e.requestId, e.statusCode));
    const answered = () => {
      answers.length = 0;
      for (const id of lineupRequests) {
        const status = statuses.get(id);
        if (status !== undefined) answers.push({ status, tag: tags.get(id) });
      }
      return answers.length;
    };
    const etag = (await fetch(`${suite.server.url}/api/lineup/${EVENT}`)).headers.get('etag');
    // the network is back: the widget asks again (so it does every 2 minutes)
    await p.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(answered, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(answers[0]).toEqual({ status: 304, tag: etag });
  });

  it('keeps showing the last copy, marked with its time, when the network is gone', async () => {
    const context = await suite.context({ viewport: { width: 390, height: 844 } });
    const p = await suite.page(context);
    await openHost('/hostile.html', p);
    const widget = p.locator('lineup-schedule');
    await expect
      .poll(() => widget.locator('.list li').count(), { timeout: 20_000 })
      .toBeGreaterThan(1);
    // the app's server is gone; the host page still loads
    await context.route(`${suite.server.url}/api/**`, (route) =>
      route.abort('internetdisconnected'),
    );
    const again = await suite.page(context);
    await openHost('/hostile.html', again);
    const offline = again.locator('lineup-schedule');
    await expect
      .poll(
        () =>
          offline
            .locator('.status')
            .innerText()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toContain('Offline: das Line-up von 00:30 Uhr');
    expect(await offline.locator('.list').innerText()).toContain('Ada Lovelace');
    await again.screenshot({ path: '/tmp/embed-offline-320.png', fullPage: true });
  });

  it.each([
    ['en', 'Now', 'All stages'],
    ['fr', 'En ce moment', 'Toutes les scènes'],
    ['pl', 'Teraz', 'Wszystkie sceny'],
  ])('speaks %s too, within the 320 px column', async (lang, now, all) => {
    const p = await openHost(`/lang-${lang}.html`);
    const widget = p.locator('lineup-schedule');
    await expect.poll(() => widget.locator('.nn li').count(), { timeout: 20_000 }).toBe(4);
    const text = await widget.locator('.w').innerText();
    expect(text).toContain(now);
    expect(text).toContain(all);
    expect(text).not.toContain('Jetzt');
    expect((await widget.boundingBox())?.width).toBeLessThanOrEqual(320.5);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await p.screenshot({ path: `/tmp/embed-${lang}-320.png`, fullPage: true });
  });

  it('falls back to the plain link without script or when the script fails', async () => {
    const broken = await openHost('/broken.html');
    await expect
      .poll(() => broken.getByRole('link', { name: 'Testfest Line-up' }).isVisible())
      .toBe(true);
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const noScript = await context.newPage();
      await noScript.goto(`${hostUrl}/hostile.html`);
      await expect
        .poll(() => noScript.getByRole('link', { name: 'Testfest Line-up' }).first().isVisible())
        .toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the iframe variant', () => {
  it('renders the widget in a frame on another site', async () => {
    const p = await openHost('/iframe.html');
    const frame = p.frameLocator('#f');
    await expect.poll(() => frame.locator('.nn li').count(), { timeout: 20_000 }).toBe(4);
    expect(await frame.locator('lineup-schedule .w').innerText()).toContain('Jetzt');
  });

  it('renders for a fan whose browser already runs the app’s service worker', async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
    });
    try {
      const app = await context.newPage();
      await app.goto(`${suite.server.url}/lineup/${EVENT}`);
      await workerHolds(app, `/api/lineup/${EVENT}`);
      const p = await context.newPage();
      await p.goto(`${hostUrl}/iframe.html`);
      const frame = p.frameLocator('#f');
      await expect.poll(() => frame.locator('.nn li').count(), { timeout: 20_000 }).toBe(4);
    } finally {
      await context.close();
    }
  });

  it('the app’s own pages still refuse to be framed', async () => {
    const response = await fetch(`${suite.server.url}/lineup/${EVENT}`);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const p = await openHost('/app-frame.html');
    await expect
      .poll(
        () =>
          p
            .frames()
            .find((f) => f !== p.mainFrame())
            ?.url() ?? '',
        { timeout: 20_000 },
      )
      .toMatch(/^chrome-error:/);
  });
});
