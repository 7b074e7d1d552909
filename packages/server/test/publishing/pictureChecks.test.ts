// Uploaded pictures (issue 25): checked by their first bytes only, a 109 KB PNG declaring
// 30000×30000 pixels (3.6 GB on a fan's phone) was accepted, and a photo's EXIF with the GPS
// position was served to every fan as uploaded. Now: at most 16 megapixels, read from the
// header of each format, and the metadata cut out without touching the pixels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';
import { OPERATOR } from './helpers.ts';
import {
  avif,
  CHROMIUM_JPEG,
  CHROMIUM_WEBP,
  gif,
  jpegWithMetadata,
  png,
  pngWithMetadata,
  SECRETS,
  webpWithMetadata,
} from './pictures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { ORGANISER_TOKEN: OPERATOR } });
});
afterAll(() => server.dispose());

async function upload(bytes: Buffer, type = 'application/octet-stream') {
  const response = await fetch(`${server.url}/api/organiser/events/sunrise-2026/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': type },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function served(bytes: Buffer): Promise<Buffer> {
  const { status, body } = await upload(bytes);
  // 200: the same bytes were uploaded before (stored once)
  expect([200, 201], JSON.stringify(body)).toContain(status);
  const response = await fetch(`${server.url}${body.url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('a picture larger than 16 megapixels', () => {
  it('a 109 KB PNG declaring 30000×30000 is refused, saying its size', async () => {
    const bomb = png(30000, 30000, [], 109 * 1024);
    expect(bomb.length).toBeGreaterThan(109 * 1024);
    const { status, body } = await upload(bomb, 'image/png');
    expect(status).toBe(413);
    expect(body.error).toMatch(/30000×30000 pixels \(900\.0 megapixels\); at most 16 megapixels/);
  });

  it.each([
    ['GIF', gif(30000, 30000)],
    ['JPEG', patchJpegSize(30000, 30000)],
    ['WebP', patchWebpCanvas(8000, 8000)],
  ])('a %s declaring more is refused', async (_kind, bytes) => {
    const { status, body } = await upload(bytes);
    expect(status).toBe(413);
    expect(body.error).toMatch(/megapixels/);
  });

  it('4096×4096 still goes', async () => {
    expect((await upload(png(4096, 4096, [], 1000))).status).toBe(201);
  });
});

describe('metadata', () => {
  it('a JPEG loses its EXIF (camera, GPS) and XMP, keeps its orientation, colour profile and pixels', async () => {
    const original = jpegWithMetadata(6);
    for (const secret of SECRETS) expect(has(original, secret)).toBe(true);
    const out = await served(original);
    for (const secret of SECRETS) expect(has(out, secret), secret).toBe(false);
    expect(has(out, 'ICC_PROFILE')).toBe(true);
    // the scan (from the start-of-scan marker to the end) is byte for byte the browser's
    const scan = (b: Buffer) => b.subarray(b.indexOf(Buffer.from([0xff, 0xda])));
    expect(scan(out).equals(scan(CHROMIUM_JPEG))).toBe(true);
    // orientation 6 (turned 90°) survives alone, or a portrait photo would lie on its side
    const exif = out.indexOf(Buffer.from('Exif\0\0', 'latin1'));
    expect(exif).toBeGreaterThan(0);
    expect(
      out.subarray(exif, exif + 40).includes(Buffer.from([0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6])),
    ).toBe(true);
  });

  it('a JPEG without a turn keeps no EXIF at all', async () => {
    const out = await served(jpegWithMetadata(1));
    expect(has(out, 'Exif')).toBe(false);
  });

  it('a PNG loses its text and eXIf chunks, nothing else', async () => {
    const original = pngWithMetadata();
    const out = await served(original);
    for (const secret of SECRETS) expect(has(out, secret), secret).toBe(false);
    for (const chunk of ['tEXt', 'iTXt', 'eXIf']) expect(has(out, chunk)).toBe(false);
    expect(out.equals(png(64, 48))).toBe(true);
  });

  it('a WebP loses its EXIF and XMP chunks and their flags', async () => {
    const out = await served(webpWithMetadata());
    for (const secret of SECRETS) expect(has(out, secret), secret).toBe(false);
    expect(out.equals(CHROMIUM_WEBP)).toBe(true);
  });

  it('an AVIF with an Exif item is refused, saying why; one without is stored as it came', async () => {
    const withExif = await upload(avif(64, 48, true));
    expect(withExif.status).toBe(415);
    expect(withExif.body.error).toMatch(/carries camera data/);
    const plain = avif(64, 48);
    expect((await served(plain)).equals(plain)).toBe(true);
    expect((await upload(avif(8000, 8000))).status).toBe(413);
  });

  it('a picture without metadata is stored as it came', async () => {
    expect((await served(CHROMIUM_JPEG)).equals(CHROMIUM_JPEG)).toBe(true);
  });
});

/** the browser's JPEG with its frame header declaring another size */
function patchJpegSize(width: number, height: number): Buffer {
  const out = Buffer.from(CHROMIUM_JPEG);
  const sof = out.indexOf(Buffer.from([0xff, 0xc0]));
  out.writeUInt16BE(height, sof + 5);
  out.writeUInt16BE(width, sof + 7);
  return out;
}

/** the browser's WebP with its canvas (VP8X) declaring another size */
function patchWebpCanvas(width: number, height: number): Buffer {
  const out = Buffer.from(CHROMIUM_WEBP);
  out.writeUIntLE(width - 1, 24, 3);
  out.writeUIntLE(height - 1, 27, 3);
  return out;
}
