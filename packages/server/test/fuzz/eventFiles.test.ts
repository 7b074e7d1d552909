// Random documents at the event-file loader, and hostile act names served through the app
// (issue 6 §4): the loader never throws and names every problem with a line; a loaded event
// always builds a lineup whose links are http(s) only; an act name of any unicode gives a short
// link whose redirect stays on the site, on one header line, and leads back to that act.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildLineup,
  isSafeUrl,
  type LineupResponse,
  parseEventFile,
  shortCode,
} from '@lineup/core';
import { cleanText } from '@lineup/core/event/cleanText';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeProvider } from '../helpers/fakeProvider.ts';
import { FIXTURES, TEST_NOW } from '../helpers/server.ts';
import { anyJson, NASTY_STRINGS, nastyString, unicodeText, wellFormed } from './arbitraries.ts';
import { expectSafe, type FuzzApp, startFuzzApp } from './fuzzApp.ts';

const now = new Date(TEST_NOW);
const YAML_TEXT = readFileSync(path.join(FIXTURES, 'events', 'sunrise-2026.yaml'), 'utf8');
const LINK_KEYS =
  /^(soundcloud|spotify|instagram|bandcamp|www|youtube|ra|linktree|beatport|discogs|facebook|tiktok|track|avatar|avatarDefault)(\.|$)/;

const VALID = {
  id: 'fuzz-fest',
  aliases: ['fuzz'],
  series: 'fuzz',
  listedFrom: '2026-07-01',
  meta: {
    partyName: 'Fuzz Fest',
    partyUrl: 'https://fuzz.example',
    prefix: 'festival',
    kind: 'bunny',
    timeZone: 'Europe/Berlin',
    rooms: ['Main', 'Tent'],
    start: ['2026-07-30T12:00'],
    end: ['2026-08-02T12:00'],
  },
  sets: [
    {
      dj: 'Ada',
      room: 0,
      start: '2026-07-30T22:00',
      end: '2026-07-31T00:00',
      meta: [
        { soundcloud: 'https://soundcloud.com/ada' },
        { 'avatar.soundcloud': '/media/a.webp' },
      ],
    },
    { dj: 'Grace', room: 'tent', start: '2026-07-31T00:00', end: '2026-07-31T02:00' },
  ],
  tracks: [
    {
      key: 'Live',
      value: 'https://soundcloud.com/ada/live',
      dj: 'Ada',
      room: 0,
      start: '2026-07-30T22:00',
      end: '2026-07-31T00:00',
    },
  ],
};

const PATHS: (string | number)[][] = [
  ['id'],
  ['aliases'],
  ['series'],
  ['main'],
  ['listedFrom'],
  ['meta'],
  ['meta', 'timeZone'],
  ['meta', 'rooms'],
  ['meta', 'rooms', 0],
  ['meta', 'prefix'],
  ['meta', 'partyUrl'],
  ['meta', 'start'],
  ['meta', 'nowText1Map'],
  ['sets'],
  ['sets', 0],
  ['sets', 0, 'dj'],
  ['sets', 0, 'room'],
  ['sets', 0, 'start'],
  ['sets', 0, 'end'],
  ['sets', 0, 'meta'],
  ['sets', 0, 'meta', 0],
  ['sets', 0, 'meta', 0, 'soundcloud'],
  ['sets', 1, 'change'],
  ['tracks'],
  ['tracks', 0, 'value'],
  ['tracks', 0, 'start'],
];

function mutate(base: unknown, changes: [(string | number)[], unknown][]): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  for (const [where, value] of changes) {
    let node: Record<string | number, unknown> | undefined = copy;
    for (const key of where.slice(0, -1)) {
      const next: unknown = node?.[key];
      node =
        next && typeof next === 'object' ? (next as Record<string | number, unknown>) : undefined;
    }
    if (node) node[where.at(-1)!] = value;
  }
  return copy;
}

const hostileUrl = fc.constantFrom(
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/x',
  ' https://ok.example',
  'https://ok.example/\n',
  'file:///etc/passwd',
  'https://ok.example/"><script>',
);

const documents: fc.Arbitrary<string> = fc.oneof(
  // a valid event with random parts replaced by anything, hostile links included
  fc
    .array(fc.tuple(fc.constantFrom(...PATHS), fc.oneof(anyJson, hostileUrl, nastyString)), {
      minLength: 1,
      maxLength: 4,
    })
    .map((changes) => JSON.stringify(mutate(VALID, changes))),
  // the YAML fixture cut anywhere, or with garbage spliced in
  fc
    .tuple(fc.nat({ max: YAML_TEXT.length }), fc.string({ unit: 'binary', maxLength: 20 }))
    .map(([at, junk]) => YAML_TEXT.slice(0, at) + junk + YAML_TEXT.slice(at + junk.length)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  anyJson.map((value) => JSON.stringify(value) ?? ''),
  fc.constantFrom(
    '',
    '---\n---\n',
    '*a',
    '&a [*a]',
    'a: &x [*x, *x]',
    '!!binary AAAA',
    `${'- '.repeat(2000)}x`,
    `${'['.repeat(3000)}`,
    'id: x\nid: y\n',
    '\ufeffid: bom',
    '\u0000\u0001\u0002',
  ),
);

describe('parseEventFile with random documents', () => {
  it('never throws, names every problem with a line, and loads only safe links', () => {
    fc.assert(
      fc.property(documents, (text) => {
        const result = parseEventFile(text, 'events/fuzz.yaml', { now });
        expect(result.event === null).toBe(result.errors.length > 0);
        for (const d of [...result.errors, ...result.warnings]) {
          expect(d.line ?? 1).toBeGreaterThanOrEqual(1);
          expect(typeof d.message).toBe('string');
        }
        if (!result.event) return;
        const lineup: LineupResponse = buildLineup(result.event, [result.event], now);
        expect(() => JSON.stringify(lineup)).not.toThrow();
        for (const set of lineup.sets.flat()) {
          for (const entry of set.meta) {
            if (LINK_KEYS.test(entry.key)) expect(isSafeUrl(entry.value), entry.value).toBe(true);
          }
        }
      }),
      { numRuns: 600 },
    );
  });
});

/** a local time of the fuzz event, `minutes` after its opening */
const local = (minutes: number) =>
  new Date(Date.parse('2026-07-30T12:00:00Z') + minutes * 60_000).toISOString().slice(0, 16);

describe('hostile act names in an event file', () => {
  const names = [
    ...NASTY_STRINGS.filter((name) => name.trim() !== '' && name.length < 200),
    'Lone \ud800 surrogate',
    ...fc.sample(
      unicodeText.filter((s) => s.trim() !== ''),
      { numRuns: 40, seed: 6 },
    ),
  ];
  let provider: FakeProvider;
  let fuzz: FuzzApp;
  let lineup: LineupResponse;
  beforeAll(async () => {
    provider = await startFakeProvider();
    fuzz = await startFuzzApp('sqlite', provider, (eventsDir) => {
      const event = {
        ...VALID,
        id: 'hostile-fest',
        aliases: [],
        sets: names.map((dj, i) => ({
          dj,
          room: i % 2,
          start: local(i * 20),
          end: local(i * 20 + 20),
        })),
        tracks: [],
      };
      writeFileSync(path.join(eventsDir, 'hostile-fest.json'), JSON.stringify(event));
    });
    const response = await fuzz.app.inject({ method: 'GET', url: '/api/lineup/hostile-fest' });
    expect(response.statusCode).toBe(200);
    lineup = response.json() as LineupResponse;
  });
  afterAll(async () => {
    await fuzz?.close();
    await provider?.close();
  });

  it('serves them all, without the characters no like can hold (a JSON "\\u0000")', () => {
    const served = names.map((name) => cleanText(name).text.trim()).filter((name) => name !== '');
    expect(
      lineup.sets
        .flat()
        .map((set) => set.dj)
        .sort(),
    ).toEqual(served.sort());
  });

  it.each([
    ['a browser', { accept: 'text/html' }, 302],
    ['a link-preview bot', { 'user-agent': 'WhatsApp/2.0', accept: '*/*' }, 200],
    ['a fetch', { accept: 'application/json' }, 200],
  ])(
    'gives %s a short link answer that stays on the site and names the act',
    async (_who, headers, status) => {
      for (const set of lineup.sets.flat()) {
        const code = shortCode('hostile-fest', set.dj);
        const response = await fuzz.app.inject({ method: 'GET', url: `/s/${code}`, headers });
        expect([set.dj, response.statusCode]).toEqual([set.dj, status]);
        expectSafe(response);
        const target =
          status === 302
            ? String(response.headers.location)
            : headers.accept === 'application/json'
              ? String((response.json() as { url: string }).url)
              : null;
        if (target !== null) {
          expect(target).toMatch(/^\/lineup\/hostile-fest\?s=[\x21-\x7e]+$/);
          const url = new URL(target, 'https://lineup.test');
          expect(url.origin).toBe('https://lineup.test');
          expect(url.searchParams.get('s')).toBe(wellFormed(set.dj));
        }
        if (response.headers['content-type']?.toString().includes('html')) {
          // the name is escaped: no tag of it survives, and no attribute of it breaks out
          const tags = response.body.match(/<[^>]*>/g) ?? [];
          for (const tag of tags) {
            expect(tag).toMatch(/^<(\/?[a-z]+|!doctype html)(\s+[a-z-:]+="[^"<>]*")*>$/);
            expect(tag).not.toMatch(/^<\/?(script|img|iframe|svg)/);
          }
        }
      }
    },
  );
});
