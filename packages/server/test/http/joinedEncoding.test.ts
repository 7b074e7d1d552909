// A body compressed as a large part once and a small part per answer (issue 38) decodes, in
// every coding, to the two texts one after the other: whatever the sizes (a small part beyond
// one stored brotli meta-block, characters of several bytes, an empty one).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closeBody, openBody } from '../../src/http/joinedEncoding.ts';

const head = `{"sets":[${Array.from({ length: 3000 }, (_, i) => `{"dj":"Act ${i} ✨","room":${i % 7}}`).join(',')}]`;

describe('a joined body', () => {
  it.each([
    ['a short tail', ',"meta":{"otherEvents":[{"key":"/event/a","value":"Café Ünter"}]}}'],
    ['a tail of several stored meta-blocks', `,"x":"${'ab🎧'.repeat(70_000)}"}`],
    ['an empty tail', ''],
  ])('decodes to both parts with %s', async (_, tail) => {
    const open = await openBody(head);
    const body = await closeBody('h1', open, tail);
    const text = Buffer.from(head + tail, 'utf8');
    expect(body.identity.equals(text)).toBe(true);
    expect(gunzipSync(body.gzip).equals(text)).toBe(true);
    expect(brotliDecompressSync(body.br).equals(text)).toBe(true);
    expect(body.etag).toBe('W/"h1"');
  });

  it('compresses the large part: a short tail adds about its own size', async () => {
    const open = await openBody(head);
    const a = await closeBody('a', open, ',"n":"A"}');
    const b = await closeBody('b', open, ',"n":"Renamed event with a longer name"}');
    expect(a.br.length).toBeLessThan(Buffer.byteLength(head) / 5);
    expect(b.br.length - a.br.length).toBeLessThan(40);
    expect(b.gzip.length - a.gzip.length).toBeLessThan(40);
  });
});
