// The grid's first screen is drawn by the server too (issue 37): over the app's root, with the
// grid's stylesheet inline and its placing script allowed by the pages' CSP. The renderer here
// is a stand-in (stubPrerender.ts; the browser tests, e2e/gridFirstScreen.test.ts, run the real
// one): these tests are about what the server does with it — which pages, which minute, one
// copy per kind of page, and the policy.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LineupResponse } from '@lineup/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/server.ts';
import { STUB_CSS as CSS, useStubPrerender } from '../helpers/stubPrerender.ts';

const GRID_CSS = '.grid-scroll{overflow:auto}';
const SCRIPT = 'document.title+="!"';
const RENDERER = `
export let calls = 0;
export function renderFirstScreen(input) {
  return '<p class="first">' + input.lineup.meta.id + '</p>';
}
export function renderFirstGrid(input) {
  calls++;
  return '<div id="first-grid" data-now="' + new Date(input.now).toISOString() + '" data-calls="' +
    calls + '" data-sets="' + input.lineup.sets.flat().length + '"></div><script>${SCRIPT}</script>';
}
export function firstScreenScripts() {
  return [${JSON.stringify(SCRIPT)}];
}
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'src/grid/GridScreen.tsx': {
    file: 'assets/GridScreen-abc.js',
    css: ['assets/GridScreen-abc.css'],
  },
};

const GRID = /<div id="first-grid" data-now="([^"]*)" data-calls="(\d+)" data-sets="(\d+)"><\/div>/;

describe("the grid's page with its first screen", () => {
  const stub = useStubPrerender(RENDERER, {
    files: {
      'assets/GridScreen-abc.css': GRID_CSS,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
    },
  });

  const grid = async (url = '/grid/sunrise-2026') => {
    const res = await fetch(`${stub.server.url}${url}`);
    const html = await res.text();
    const m = GRID.exec(html);
    return { res, html, first: m ? { now: m[1], calls: Number(m[2]), sets: Number(m[3]) } : null };
  };

  it('draws it over the app root at the server clock, with both stylesheets inline', async () => {
    const { res, html, first } = await grid();
    expect(res.status).toBe(200);
    expect(first?.now).toBe(new Date(stub.now).toISOString());
    expect(first?.sets).toBeGreaterThan(0);
    // the app starts on an empty root of its own, beneath the server's grid
    expect(html).toContain(`<script>${SCRIPT}</script><div id="root"></div>`);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain(`<style>${GRID_CSS}</style>`);
    expect(html).toContain('<script id="lineup-data"');
  });

  it('paints nothing before the drawn grid is parsed up to the app root', async () => {
    // a phone painted the header alone, then the grid's first rows, a frame each, before the
    // sets at now: the head now holds rendering until the element after the drawn grid
    const expectRoot = '<link rel="expect" href="#root" blocking="render">';
    const { html } = await grid();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(expectRoot);
    expect(html.indexOf('<div id="root">')).toBeGreaterThan(html.search(GRID));
    // a page without a drawn grid does not wait for one
    const night = await grid('/grid/sunrise-2026?night=2026-07-31');
    expect(night.html).not.toContain('rel="expect"');
    const nowPage = await fetch(`${stub.server.url}/event/sunrise-2026`).then((r) => r.text());
    expect(nowPage).not.toContain('rel="expect"');
  });

  it('allows its placing script by its hash, and no other inline script', async () => {
    const { res } = await grid();
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const policy = res.headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scripts).toContain(`'sha256-${hash}'`);
    expect(scripts).not.toContain('unsafe-inline');
  });

  it('is drawn once a minute and kept beside the now page (one copy per kind of page)', async () => {
    stub.now = Date.parse('2026-07-30T21:20:00.000Z');
    const first = (await grid()).first;
    await fetch(`${stub.server.url}/event/sunrise-2026`).then((r) => r.text());
    stub.now += 30_000;
    const again = (await grid()).first;
    expect(again?.calls).toBe(first?.calls);
    stub.now += 30_000;
    const next = (await grid()).first;
    expect(next?.now).toBe('2026-07-30T21:21:00.000Z');
    expect(next?.calls).toBeGreaterThan(first?.calls ?? 0);
  });

  it('draws none for a night the address asks for, which the grid opens on instead of now', async () => {
    const { html, first } = await grid('/grid/sunrise-2026?night=2026-07-31');
    expect(first).toBeNull();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/assets/index-abc.css"');
    // and the grid's own page keeps its copy meanwhile
    const again = await grid();
    expect(again.first).not.toBeNull();
  });
});

/** a festival too large to go inline (core's INLINE_LINEUP_MAX): 30 stages, a set an hour */
function bigFestival(): string {
  const rooms = Array.from({ length: 30 }, (_, i) => `Stage ${i + 1}`);
  const sets: string[] = [];
  for (let day = 29; day <= 31; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const at = (h: number) =>
        `2026-07-${h < 24 ? day : day + 1}T${String(h % 24).padStart(2, '0')}:00`;
      rooms.forEach((_, room) => {
        sets.push(
          `  - dj: Act ${day}-${hour}-${room} with a name of some length\n    room: ${room}\n` +
            `    start: ${at(hour)}\n    end: ${at(hour + 1)}\n` +
            `    meta:\n      - soundcloud: https://soundcloud.com/act-${day}-${hour}-${room}-of-the-festival\n`,
        );
      });
    }
  }
  return (
    'id: big-2026\nmeta:\n  partyName: Big\n  prefix: festival\n  kind: bunny\n' +
    `  timeZone: Europe/Berlin\n  rooms: ${JSON.stringify(rooms)}\n` +
    '  start: ["2026-07-29T00:00"]\n  end: ["2026-08-01T01:00"]\n' +
    `sets:\n${sets.join('')}`
  );
}

describe("a big festival's grid", () => {
  const stub = useStubPrerender(RENDERER, {
    files: {
      'assets/GridScreen-abc.css': GRID_CSS,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
    },
  });
  let url = '';

  beforeAll(async () => {
    url = stub.server.url;
    writeFileSync(path.join(stub.server.eventsDir, 'big-2026.yaml'), bigFestival());
    await eventually(async () => {
      const res = await fetch(`${url}/api/lineup/big-2026`);
      return res.ok ? true : undefined;
    }, 10_000);
  });

  it('sends the night it opens on as a request of its own, started after the drawn grid', async () => {
    // on a phone's link the drawn grid painted only once the whole page was in, the night's
    // JSON (most of its bytes) included: the page now ends with the app's root and a preload
    const whole = (await (await fetch(`${url}/api/lineup/big-2026`)).json()) as LineupResponse;
    const res = await fetch(`${url}/grid/big-2026`);
    const html = await res.text();
    const src = '/api/lineup/big-2026?night=2026-07-30';
    const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="${src}">`;
    expect(html).toContain(
      `<div id="root"></div>${preload}<script id="lineup-data" type="application/json" data-festival="big-2026" data-src="${src}"></script></body>`,
    );
    expect(html.search(GRID)).toBeGreaterThan(0);
    expect(html.length).toBeLessThan(JSON.stringify(whole).length / 20);
    // the grid was drawn from the very sets that request answers with
    const part = (await (await fetch(url + src)).json()) as LineupResponse;
    expect(part.part?.night).toBe('2026-07-30');
    expect(Number(GRID.exec(html)?.[3])).toBe(part.sets.flat().length);
    // a page without a drawn grid to paint first carries its night, as before
    const asked = await (await fetch(`${url}/grid/big-2026?night=2026-07-31`)).text();
    expect(asked).not.toContain('data-src');
    expect(asked.includes('"part":{"night":"2026-07-30"')).toBe(true);
  });
});
