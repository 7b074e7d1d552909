// GET /api/lineup/{event}?night=YYYY-MM-DD (DESIGN §11): one night of the festival, the same
// sets as the whole answer holds for that night, with an ETag of its own that answers 304 as
// cheaply as the whole; the whole answer stays as the spec has it.
import { type LineupResponse, lineupNights } from '@lineup/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startServer, type TestServer } from '../helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.dispose());

const WHOLE = '/api/lineup/sunrise-2026';

async function whole(): Promise<LineupResponse> {
  return (await getJson(server.url + WHOLE)).body as unknown as LineupResponse;
}

describe('GET /api/lineup/{event}?night=', () => {
  it("answers each night with that night's sets, and all nights together with every set", async () => {
    const all = await whole();
    expect(all.part).toBeUndefined();
    const nights = lineupNights(all);
    expect(nights.length).toBeGreaterThan(0);
    const seen: string[][] = all.sets.map(() => []);
    for (const night of nights) {
      const { response, body } = await getJson(`${server.url}${WHOLE}?night=${night.key}`);
      const part = body as unknown as LineupResponse;
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe(`W/"${part.hash}"`);
      expect(part.part?.night).toBe(night.key);
      expect(part.part?.nights.map((n) => n.key)).toEqual(nights.map((n) => n.key));
      expect(part.meta).toEqual(all.meta);
      expect(part.sets).toEqual(night.sets);
      part.sets.forEach((sets, room) => {
        seen[room]!.push(...sets.map((s) => s.start + s.dj));
      });
    }
    expect(seen).toEqual(all.sets.map((sets) => sets.map((s) => s.start + s.dj)));
  });

  it("answers 304 to the night's own ETag, and never to the whole's", async () => {
    const all = await whole();
    const key = lineupNights(all)[0]!.key;
    const url = `${server.url}${WHOLE}?night=${key}`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // a client holding only the night asks for the whole with the night's tag: the whole comes
    const wholeAnswer = await fetch(server.url + WHOLE, { headers: { 'if-none-match': etag } });
    expect(wholeAnswer.status).toBe(200);
    const withWholeTag = await fetch(url, { headers: { 'if-none-match': `"${all.hash}"` } });
    expect(withWholeTag.status).toBe(200);
  });

  it.each([
    ['a night without sets', '1999-01-01', 404],
    ['no date', 'friday', 400],
  ])('%s: %s → %i', async (_, night, status) => {
    const res = await fetch(`${server.url}${WHOLE}?night=${night}`);
    expect(res.status).toBe(status);
  });

  it('keeps the night through an old name of the event (308)', async () => {
    const res = await fetch(`${server.url}/api/lineup/sunrise?night=2026-07-30`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/api/lineup/sunrise-2026?night=2026-07-30');
  });
});
