// GET /api/lineup/{event} and /api/current over real HTTP (DESIGN §5, spec §7–§8).
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LineupResponse } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

describe('GET /api/lineup/{event}', () => {
  it('answers the lineup with sets per room, cursors, tracks and computed meta', async () => {
    const { response, body } = await getJson(`${server.url}/api/lineup/sunrise-2026`);
    const lineup = body as unknown as LineupResponse;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('etag')).toBe(`W/"${lineup.hash}"`);
    expect(lineup.meta.rooms).toEqual(['🌅 Beach', '🌲 Forest']);
    expect(lineup.sets.map((room) => room.map((s) => s.dj))).toEqual([
      ['Ada Lovelace', 'Grace Hopper'],
      ['Linus & Ken', 'Margaret'],
    ]);
    // 23:00 in Berlin: Ada (22–00) has not ended, nor has anything on the forest stage
    expect(lineup.setCursors).toEqual([0, 0]);
    expect(lineup.tracks[0]?.map((t) => t.key)).toEqual(['Live at Sunrise']);
    expect(lineup.latestTracks).toHaveLength(1);
    expect(lineup.meta.previousEvents.map((e) => e.value)).toEqual(['sunrise-2025']);
    expect(lineup.meta.currentEvents.map((e) => e.key)).toEqual([
      '/event/sunrise-2026',
      '/event/duck-night',
    ]);
    expect(lineup.meta.otherEvents.map((e) => e.key).sort()).toEqual([
      '/event/duck-night',
      '/event/sunrise-2025',
    ]);
  });

  it('answers 304 without a body when If-None-Match holds the hash', async () => {
    const first = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/api/lineup/sunrise-2026`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${server.url}/api/lineup/sunrise-2026`, {
      headers: { 'if-none-match': '"0000000000000000"' },
    });
    expect(stale.status).toBe(200);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ])('sends the precompressed %s body when asked', async (encoding, decompress) => {
    const plain = await (await fetch(`${server.url}/api/lineup/sunrise-2026`)).text();
    // node's fetch would decode on its own: read the raw bytes with a plain request
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${server.url}/api/lineup/sunrise-2026`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      },
    );
    expect(raw.headers['content-encoding']).toBe(encoding);
    expect(raw.headers.vary).toContain('Accept-Encoding');
    expect(raw.body.length).toBeLessThan(Buffer.byteLength(plain));
    expect(decompress(raw.body).toString('utf8')).toBe(plain);
  });

  it('gives br, gzip and plain bodies one weak ETag, and the app\'s "hash" still gets its 304', async () => {
    const rawHead = (headers: Record<string, string>) =>
      new Promise<{ status: number; etag: string }>((resolve, reject) => {
        request(`${server.url}/api/lineup/sunrise-2026`, { headers }, (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag) }),
          );
        })
          .on('error', reject)
          .end();
      });
    const tags = await Promise.all(
      ['br', 'gzip', 'identity'].map(
        async (coding) => (await rawHead({ 'accept-encoding': coding })).etag,
      ),
    );
    // a strong ETag names exact bytes: the same one for different bytes lets a cache mix them up
    for (const tag of tags) expect(tag).toMatch(/^W\/"[0-9a-z]+"$/);
    expect(new Set(tags).size).toBe(1);
    const hash = tags[0]!.slice(2);
    for (const coding of ['br', 'gzip', 'identity']) {
      const again = await rawHead({ 'accept-encoding': coding, 'if-none-match': hash });
      expect(again).toEqual({ status: 304, etag: tags[0] });
    }
  });

  it('answers 404 with the spec message for an unknown event', async () => {
    const { response, body } = await getJson(`${server.url}/api/lineup/no-such-party`);
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: '404: This page does not exist' });
  });

  it('answers 308 {error: target} with a Location for an alias', async () => {
    const response = await fetch(`${server.url}/api/lineup/sunrise`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/lineup/sunrise-2026');
    expect(await response.json()).toEqual({ error: 'sunrise-2026' });
  });

  it('echoes the asked stage as room in the 308 body', async () => {
    const response = await fetch(`${server.url}/api/lineup/sunrise?room=forest`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/lineup/sunrise-2026?room=forest');
    expect(await response.json()).toEqual({ error: 'sunrise-2026', room: 'forest' });
  });

  it.each(['desktop', 'mobileWeb', 'mobileApp'])(
    'accepts X-Client-Mode %s and answers the same body',
    async (mode) => {
      const plain = await fetch(`${server.url}/api/lineup/sunrise-2026`);
      const withMode = await fetch(`${server.url}/api/lineup/sunrise-2026`, {
        headers: { 'x-client-mode': mode },
      });
      expect(withMode.status).toBe(200);
      expect(withMode.headers.get('etag')).toBe(plain.headers.get('etag'));
    },
  );

  it('rejects an unknown X-Client-Mode with 400 JSON', async () => {
    const { response, body } = await getJson(`${server.url}/api/lineup/sunrise-2026`, {
      headers: { 'x-client-mode': 'toaster' },
    });
    expect(response.status).toBe(400);
    expect(String(body.error)).toMatch(/^400: /);
  });
});

describe('GET /api/current', () => {
  it('answers the main current event', async () => {
    const { response, body } = await getJson(`${server.url}/api/current`);
    expect(response.status).toBe(200);
    expect((body as unknown as LineupResponse).meta.id).toBe('sunrise-2026');
    const direct = await fetch(`${server.url}/api/lineup/sunrise-2026`);
    expect(response.headers.get('etag')).toBe(direct.headers.get('etag'));
  });

  it('answers 404 when no event is current', async () => {
    const later = await startServer({ env: { LINEUP_NOW: '2030-01-01T00:00:00Z' } });
    try {
      const { response, body } = await getJson(`${later.url}/api/current`);
      expect(response.status).toBe(404);
      expect(body).toEqual({ error: '404: This page does not exist' });
    } finally {
      await later.dispose();
    }
  });
});
