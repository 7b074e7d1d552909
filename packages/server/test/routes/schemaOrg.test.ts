// schema.org JSON-LD: /api/schemaAll, /api/schemaParty, /api/schemaStage in every locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, ORIGIN, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

type Node = Record<string, unknown>;

/** the description of the sunrise-2026 festival in each locale (2 stages, 4 sets) */
const PARTY_TEXT: Record<string, RegExp> = {
  // en-GB sets the range dash between thin spaces
  en: /^Sunrise: lineup and timetable, 4 sets on 2 stages, 30\u2009–\u200931 July 2026\.$/,
  de: /^Sunrise: Line-up und Timetable, 4 Sets auf 2 Bühnen, 30\.–31\. Juli 2026\.$/,
  fr: /^Sunrise : programmation et horaires, 4 sets sur 2 scènes, 30–31 juillet 2026\.$/,
  pl: /^Sunrise: line-up i harmonogram, 4 sety na 2 scenach, 30–31 lipca 2026\.$/,
};

describe('GET /api/schemaParty/{locale}/{party}', () => {
  it.each(Object.entries(PARTY_TEXT))('describes the festival in %s', async (locale, text) => {
    const { response, body } = await getJson(
      `${server.url}/api/schemaParty/${locale}/sunrise-2026`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/ld+json; charset=utf-8');
    expect(body['@context']).toBe('https://schema.org');
    expect(body['@type']).toBe('Festival');
    expect(body.name).toBe('Sunrise');
    expect(body.description).toMatch(text);
    expect(body.inLanguage).toBe(locale);
    expect(body.url).toBe(`${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/event/sunrise-2026`);
    expect(body.startDate).toBe('2026-07-30T20:00:00.000Z');
    expect(body.endDate).toBe('2026-07-31T01:00:00.000Z');
    expect(body.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(body.offers).toMatchObject({ '@type': 'Offer', price: 0, priceCurrency: 'EUR' });
    expect(body.location).toEqual([
      { '@type': 'Place', name: '🌅 Beach' },
      { '@type': 'Place', name: '🌲 Forest' },
    ]);
  });

  it('lists every set as a subEvent with performer, stage and times', async () => {
    const { body } = await getJson(`${server.url}/api/schemaParty/de/sunrise-2026`);
    const sets = body.subEvent as Node[];
    expect(sets.map((s) => s.name)).toEqual([
      'Ada Lovelace @ 🌅 Beach',
      'Linus & Ken @ 🌲 Forest',
      'Grace Hopper @ 🌅 Beach',
      'Margaret @ 🌲 Forest',
    ]);
    const ada = sets[0]!;
    expect(ada).toMatchObject({
      '@type': 'MusicEvent',
      startDate: '2026-07-30T20:00:00.000Z',
      endDate: '2026-07-30T22:00:00.000Z',
      location: { '@type': 'Place', name: '🌅 Beach' },
      performer: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        sameAs: ['https://soundcloud.com/ada', 'https://instagram.com/ada'],
        image: 'https://i1.sndcdn.com/avatars-ada-large.jpg',
      },
      offers: { price: 0, priceCurrency: 'EUR' },
    });
    expect(ada.description).toBe(
      'Ada Lovelace spielt auf 🌅 Beach bei Sunrise, Donnerstag, 30. Juli, 22:00–00:00.',
    );
    expect((sets[1]!.performer as Node)['@type']).toBe('MusicGroup');
    expect((sets[1]!.performer as Node).image).toBe(`${ORIGIN}/media/linus.webp`);
  });

  it('answers a club night as a MusicEvent and an alias as its event', async () => {
    expect((await getJson(`${server.url}/api/schemaParty/en/duck-night`)).body['@type']).toBe(
      'MusicEvent',
    );
    expect((await getJson(`${server.url}/api/schemaParty/en/sunrise`)).body.name).toBe('Sunrise');
  });

  it('falls back to English for an unknown locale and answers 404 for an unknown party', async () => {
    const { body } = await getJson(`${server.url}/api/schemaParty/xx/sunrise-2026`);
    expect(body.description).toMatch(PARTY_TEXT.en!);
    const missing = await getJson(`${server.url}/api/schemaParty/en/nope`);
    expect(missing.response.status).toBe(404);
    expect(missing.body).toEqual({ error: '404: This page does not exist' });
  });
});

describe('GET /api/schemaStage/{locale}/{party}/{stage}', () => {
  it.each([
    ['1', 'en', '🌲 Forest at Sunrise: timetable of 2 sets, 30\u2009–\u200931 July 2026.'],
    ['forest', 'fr', '🌲 Forest à Sunrise : horaires de 2 sets, 30–31 juillet 2026.'],
  ])('describes stage %s in %s', async (stage, locale, text) => {
    const { response, body } = await getJson(
      `${server.url}/api/schemaStage/${locale}/sunrise-2026/${stage}`,
    );
    expect(response.status).toBe(200);
    expect(body['@type']).toBe('MusicEvent');
    expect(body.name).toBe('🌲 Forest – Sunrise');
    expect(body.location).toEqual({ '@type': 'Place', name: '🌲 Forest' });
    expect(body.superEvent).toMatchObject({ '@type': 'Festival', name: 'Sunrise' });
    expect((body.subEvent as Node[]).map((s) => (s.performer as Node).name)).toEqual([
      'Linus & Ken',
      'Margaret',
    ]);
    expect(body.description).toBe(text);
  });

  it('answers 404 for an unknown stage', async () => {
    for (const stage of ['7', 'cellar']) {
      const { response } = await getJson(`${server.url}/api/schemaStage/en/sunrise-2026/${stage}`);
      expect(response.status).toBe(404);
    }
  });
});

describe('GET /api/schemaAll/{locale}', () => {
  it.each([
    ['en', 'Lineups and timetables of 3 festivals and parties'],
    ['de', 'Line-ups und Timetables von 3 Festivals und Partys'],
    ['fr', 'Programmations et horaires de 3 festivals et soirées'],
    ['pl', 'Line-upy i harmonogramy 3 festiwali i imprez'],
  ])('lists every event, newest first, in %s', async (locale, text) => {
    const { response, body } = await getJson(`${server.url}/api/schemaAll/${locale}`);
    expect(response.status).toBe(200);
    expect(body['@type']).toBe('ItemList');
    expect(String(body.description)).toContain(text);
    const items = (body.itemListElement as Node[]).map((i) => i.item as Node);
    expect(items.map((i) => i.url)).toEqual(
      ['duck-night', 'sunrise-2026', 'sunrise-2025'].map(
        (id) => `${ORIGIN}${locale === 'en' ? '' : `/${locale}`}/event/${id}`,
      ),
    );
    expect(items.every((i) => (i.offers as Node).priceCurrency === 'EUR')).toBe(true);
  });
});

describe('JSON-LD on the wire', () => {
  // it rides along with every first page load: it must come compressed and revalidate cheaply
  async function raw(path: string, headers: Record<string, string>) {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (ok, fail) => {
        const req = request(`${server.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', fail);
        req.end();
      },
    );
  }

  it.each([
    ['br', 'brotliDecompressSync'],
    ['gzip', 'gunzipSync'],
  ] as const)('is sent %s-compressed and decodes to the same document', async (enc, fn) => {
    const zlib = await import('node:zlib');
    const path = '/api/schemaParty/en/sunrise-2026';
    const plain = await raw(path, {});
    const packed = await raw(path, { 'accept-encoding': enc });
    expect(packed.headers['content-encoding']).toBe(enc);
    expect(packed.body.length).toBeLessThan(plain.body.length);
    expect(zlib[fn](packed.body).toString()).toBe(plain.body.toString());
  });

  it('answers a repeat with 304 on its ETag', async () => {
    const path = '/api/schemaStage/de/sunrise-2026/forest';
    const first = await raw(path, {});
    expect(first.status).toBe(200);
    const again = await raw(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
