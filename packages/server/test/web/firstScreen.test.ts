// The now page's first screen is rendered by the server into the page (issue 15), so a phone
// paints who plays now before the app's script has arrived. The renderer here is a stand-in
// (stubPrerender.ts; the browser tests run the real one): these tests are about what the
// server does with it — which pages (one for every layout), which minute, what it costs per
// request, and that nothing breaks when it fails or is absent.
import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from '../../src/web/firstScreen.ts';
import { startServer, type TestServer } from '../helpers/server.ts';
import {
  STUB_CSS as CSS,
  STUB_INDEX as INDEX,
  stubWebBuild,
  useStubPrerender,
} from '../helpers/stubPrerender.ts';
import { tempDir } from '../helpers/tmp.ts';

/** renders what it was given, so the tests can read it back; duck-night's lineup fails */
const RENDERER = `
export let calls = 0;
export function renderFirstScreen(input) {
  calls++;
  if (input.lineup.meta.id === 'duck-night') throw new Error('cannot render this one');
  return '<p class="first" data-now="' + new Date(input.now).toISOString() +
    '" data-path="' + input.path + '" data-calls="' + calls + '">' + input.lineup.meta.id + '</p>';
}
`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const FIRST = /<div id="root" data-prerendered=""><p class="first" ([^>]*)>([^<]*)<\/p><\/div>/;

function attributes(html: string): Record<string, string> | null {
  const m = FIRST.exec(html);
  if (!m) return null;
  const attrs = Object.fromEntries(
    [...m[1]!.matchAll(/data-(\w+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!]),
  );
  return { ...attrs, text: m[2]! };
}

async function page(server: TestServer, url: string, ua = PHONE_UA) {
  const res = await fetch(`${server.url}${url}`, { headers: { 'user-agent': ua } });
  return { res, html: await res.text() };
}

describe('the now page with its first screen', () => {
  const stub = useStubPrerender(RENDERER);

  it.each([
    ['/event/sunrise-2026', 'sunrise-2026'],
    ['/de/event/sunrise-2026', 'sunrise-2026'],
    ['/pl/event/sunrise-2026/', 'sunrise-2026'],
  ])(
    '%s carries the first screen of %s at the server clock, the stylesheet inline',
    async (url, id) => {
      const { res, html } = await page(stub.server, url);
      expect(res.status).toBe(200);
      const first = attributes(html);
      expect(first?.text).toBe(id);
      expect(first?.path).toBe(url);
      expect(first?.now).toBe(new Date(stub.now).toISOString());
      // the lineup the app starts from is still there
      expect(html).toContain('<script id="lineup-data"');
      // no request for the stylesheet before the first paint
      expect(html).toContain(`<style>${CSS}</style>`);
      expect(html).not.toContain('index-abc.css');
    },
  );

  // the browser picks its layout in the page's head (web's kit/layoutRule.ts): a user agent
  // can mislead the server (a tablet saying it is a Mac, a service worker's own request), so
  // the server's page carries no layout and the app has none to correct
  it('sends a phone and a desktop the same page, and says it varies by encoding only', async () => {
    const phone = await page(stub.server, '/event/sunrise-2026', PHONE_UA);
    const desktop = await page(stub.server, '/event/sunrise-2026', DESKTOP_UA);
    const hinted = await fetch(`${stub.server.url}/event/sunrise-2026`, {
      headers: { 'user-agent': DESKTOP_UA, 'sec-ch-ua-mobile': '?1' },
    });
    expect(desktop.html).toBe(phone.html);
    expect(await hinted.text()).toBe(phone.html);
    expect(desktop.res.headers.get('etag')).toBe(phone.res.headers.get('etag'));
    expect(phone.res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('renders once per minute, not once per request, and again in the next minute', async () => {
    stub.now = Date.parse('2026-07-30T21:10:00.000Z');
    const first = attributes((await page(stub.server, '/event/sunrise-2026')).html);
    stub.now += 30_000;
    const again = attributes((await page(stub.server, '/event/sunrise-2026')).html);
    expect(again?.calls).toBe(first?.calls);
    expect(again?.now).toBe('2026-07-30T21:10:00.000Z');
    const etag = (await page(stub.server, '/event/sunrise-2026')).res.headers.get('etag');
    stub.now += 30_000;
    const next = await page(stub.server, '/event/sunrise-2026');
    expect(attributes(next.html)?.now).toBe('2026-07-30T21:11:00.000Z');
    expect(Number(attributes(next.html)?.calls)).toBeGreaterThan(Number(first?.calls));
    // a page revalidated in another minute is a new page
    expect(next.res.headers.get('etag')).not.toBe(etag);
  });

  it("keeps its copy while the same festival's other pages are asked for between", async () => {
    const first = attributes((await page(stub.server, '/event/sunrise-2026')).html);
    await page(stub.server, '/grid/sunrise-2026');
    await page(stub.server, '/lineup/sunrise-2026');
    const again = attributes((await page(stub.server, '/event/sunrise-2026')).html);
    expect(again?.calls).toBe(first?.calls);
  });

  it.each(['/lineup/sunrise-2026', '/tracks/sunrise-2026', '/'])(
    '%s keeps its plain root and stylesheet link (the app renders it)',
    async (url) => {
      const { res, html } = await page(stub.server, url);
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script id="lineup-data"');
      expect(html).toContain('href="/assets/index-abc.css"');
    },
  );

  it('sends the page without a first screen when the renderer fails, and keeps serving', async () => {
    const failed = await page(stub.server, '/event/duck-night');
    expect(failed.res.status).toBe(200);
    expect(failed.html).toContain('<div id="root"></div>');
    expect(failed.html).toContain(
      '<script id="lineup-data" type="application/json" data-festival="duck-night"',
    );
    expect(attributes((await page(stub.server, '/event/sunrise-2026')).html)?.text).toBe(
      'sunrise-2026',
    );
  });
});

describe('without a first screen', () => {
  it.each([
    ['no prerender bundle was built', false, {}],
    ['PRERENDER=off', true, { PRERENDER: 'off' }],
  ])('%s: the now page carries the lineup only', async (_name, withRenderer, env) => {
    const web = stubWebBuild(withRenderer ? RENDERER : null);
    const server = await startServer({ env: { WEB_DIST: web.dist, ...env } });
    try {
      const { res, html } = await page(server, '/event/sunrise-2026');
      expect(res.status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script id="lineup-data"');
      expect(html).toContain('href="/assets/index-abc.css"');
    } finally {
      await server.dispose();
      web.remove();
    }
  });

  it('refuses a PRERENDER value that is neither on nor off', async () => {
    await expect(startServer({ env: { PRERENDER: 'yes' } })).rejects.toThrow(
      'PRERENDER must be on or off',
    );
  });
});

describe('inlineStylesheet', () => {
  it('leaves the page alone when the stylesheet is missing', () => {
    const web = tempDir('lineup-build-');
    try {
      expect(inlineStylesheet(INDEX, web.dir)).toBe(INDEX);
    } finally {
      web.remove();
    }
  });
});
