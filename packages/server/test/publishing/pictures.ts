// Pictures for the upload tests. The JPEG and the WebP are 64×48 gradients encoded by
// Chromium's canvas (toDataURL), as a browser-made picture is; the metadata a phone or camera
// adds (EXIF with the camera and GPS position, XMP, PNG text) is added here, block by block.
import { crc32, deflateSync } from 'node:zlib';

export const CHROMIUM_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
    'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
    'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
    'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
    'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
    'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
    'BlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsj' +
    'HBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKC' +
    'goKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAwAEADASIAAhEBAxEB/8QAGAABAQEBAQAAAAAAAAAAAAAAAwEC' +
    'BQb/xAAWEAADAAAAAAAAAAAAAAAAAAAAAQL/xAAWAQEBAQAAAAAAAAAAAAAAAAAFBgf/xAAWEQADAAAAAAAAAAAAAA' +
    'AAAAAAAwT/2gAMAwEAAhEDEQA/AOXTCplphUyPmQazQ4lMKmWmFTKCZAJQ4lMKmWmFTH5kAlDiUwqZaYVMfmQCUOO/' +
    'TCpmqYNMzmZBe0OJTCplphUx+ZAJQ4lMKmWmFTH5kAlDiUwqZaYVMfmQCUOPQUwqZaYVMzmZBe0OJTCplphUx+ZAJQ' +
    '4lMKmWmFTKCZAJQ4lMGmaphUx+ZAHQ4//Z',
  'base64',
);

export const CHROMIUM_WEBP = Buffer.from(
  'UklGRowCAABXRUJQVlA4WAoAAAAgAAAAPwAALwAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAA' +
    'EAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAA' +
    'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKA' +
    'AAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0' +
    'AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWi' +
    'AAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQA' +
    'AAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbA' +
    'BlACAASQBuAGMALgAgADIAMAAxADZWUDggngAAAFAFAJ0BKkAAMAA+bTaXSSQioiEiqACADYlmAL/flfpvHLcmGAAB' +
    'uAS5kfMl9//gD//3YAD+5xDHQ5//m1K7nAaTqzAf/tnK/oLz+lMs8/wPVU/b14m3Xb2JmlL/CSZOtIMlRYykcTHOKk' +
    'jvEJxis41hXt1twv1BK0KFG4Xu6wgZsZFvQuZdXX55ZYQKI0s+2LAYE3AFY3QJVdUYAAAA',
  'base64',
);

/** what must not reach fans: a camera, a position, a person */
export const SECRETS = ['NIKON D70', 'GPS 52.5200N 13.4050E', 'Ada Lovelace, Kreuzberg'];

const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const ascii = (s: string) => Buffer.from(s, 'latin1');

/** a big-endian EXIF block: Make, Orientation and a pointer to a GPS IFD holding a date stamp */
export function exifBlock(orientation: number): Buffer {
  const make = ascii(`${SECRETS[0]}\0`);
  const gpsText = ascii(`${SECRETS[1]}\0`);
  // TIFF header (8) + IFD0 with 3 entries (2 + 36 + 4) = 50; then Make, then the GPS IFD
  const makeAt = 50;
  const gpsIfdAt = makeAt + make.length;
  const gpsTextAt = gpsIfdAt + 2 + 12 + 4;
  const tiff = Buffer.concat([
    ascii('MM'),
    u16(42),
    u32(8),
    u16(3),
    u16(0x010f),
    u16(2),
    u32(make.length),
    u32(makeAt),
    u16(0x0112),
    u16(3),
    u32(1),
    u16(orientation),
    u16(0),
    u16(0x8825),
    u16(4),
    u32(1),
    u32(gpsIfdAt),
    u32(0),
    make,
    u16(1),
    u16(0x001d),
    u16(2),
    u32(gpsText.length),
    u32(gpsTextAt),
    u32(0),
    gpsText,
  ]);
  return Buffer.concat([ascii('Exif\0\0'), tiff]);
}

const xmp = () =>
  ascii(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${SECRETS[2]}</dc:creator></x:xmpmeta>`);

/** the browser's JPEG with an EXIF and an XMP segment after its JFIF header, as a camera writes */
export function jpegWithMetadata(orientation = 6): Buffer {
  const segment = (payload: Buffer) =>
    Buffer.concat([Buffer.from([0xff, 0xe1]), u16(payload.length + 2), payload]);
  const xmpPayload = Buffer.concat([ascii('http://ns.adobe.com/xap/1.0/\0'), xmp()]);
  const app0End = 4 + CHROMIUM_JPEG.readUInt16BE(4);
  return Buffer.concat([
    CHROMIUM_JPEG.subarray(0, app0End),
    segment(exifBlock(orientation)),
    segment(xmpPayload),
    CHROMIUM_JPEG.subarray(app0End),
  ]);
}

function riffChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([
    ascii(type),
    size,
    data,
    data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0),
  ]);
}

/** the browser's WebP with EXIF and XMP chunks and their flags set, as an editor writes */
export function webpWithMetadata(): Buffer {
  const body = Buffer.from(CHROMIUM_WEBP.subarray(12));
  body[8] = (body[8] ?? 0) | 0x08 | 0x04;
  const all = Buffer.concat([
    body,
    riffChunk('EXIF', exifBlock(1).subarray(6)),
    riffChunk('XMP ', xmp()),
  ]);
  const header = Buffer.concat([ascii('RIFF'), Buffer.alloc(4), ascii('WEBP')]);
  header.writeUInt32LE(all.length + 4, 4);
  return Buffer.concat([header, all]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([ascii(type), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc32(typed))]);
}

/**
 * a PNG of the given size: real pixel rows when small; when `idatBytes` is given, that many
 * bytes of image data that no decoder gets to (only its header is read)
 */
export function png(
  width: number,
  height: number,
  extra: Buffer[] = [],
  idatBytes?: number,
): Buffer {
  const ihdr = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  const data =
    idatBytes === undefined
      ? deflateSync(Buffer.alloc((width * 3 + 1) * height, 0x40))
      : Buffer.alloc(idatBytes, 0x5a);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...extra,
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export function pngWithMetadata(): Buffer {
  return png(64, 48, [
    pngChunk('tEXt', ascii(`Author\0${SECRETS[2]}`)),
    pngChunk('iTXt', ascii(`Comment\0\0\0\0\0${SECRETS[1]}`)),
    pngChunk('eXIf', exifBlock(1).subarray(6)),
  ]);
}

/** a GIF whose header declares the given screen, with one 1×1 frame */
export function gif(width: number, height: number): Buffer {
  const le = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  return Buffer.concat([
    ascii('GIF89a'),
    le(width),
    le(height),
    Buffer.from([0, 0, 0]),
    Buffer.from([0x2c]),
    le(0),
    le(0),
    le(1),
    le(1),
    Buffer.from([0]),
    Buffer.from([2, 2, 0x44, 0x01, 0]),
    Buffer.from([0x3b]),
  ]);
}

/** an ISO BMFF box; `full`: a version (and zero flags) first */
function box(type: string, payload: Buffer, version?: number): Buffer {
  const head = version === undefined ? Buffer.alloc(0) : Buffer.from([version, 0, 0, 0]);
  return Buffer.concat([u32(8 + head.length + payload.length), ascii(type), head, payload]);
}

/**
 * The boxes of an AVIF still picture as phones and editors write them: its items (the image,
 * and with `exif` an Exif item holding the camera and position) and its size; no pixel data.
 */
export function avif(width: number, height: number, exif = false): Buffer {
  const infe = (id: number, type: string) =>
    box('infe', Buffer.concat([u16(id), u16(0), ascii(type), Buffer.from([0])]), 2);
  const items = [infe(1, 'av01'), ...(exif ? [infe(2, 'Exif')] : [])];
  const meta = box(
    'meta',
    Buffer.concat([
      box('hdlr', Buffer.concat([u32(0), ascii('pict'), Buffer.alloc(12), Buffer.from([0])]), 0),
      box('iinf', Buffer.concat([u16(items.length), ...items]), 0),
      box('iprp', box('ipco', box('ispe', Buffer.concat([u32(width), u32(height)]), 0))),
    ]),
    0,
  );
  const ftyp = box('ftyp', Buffer.concat([ascii('avif'), u32(0), ascii('avifmif1')]));
  const data = box('mdat', exif ? exifBlock(1) : Buffer.alloc(16));
  return Buffer.concat([ftyp, meta, data]);
}
