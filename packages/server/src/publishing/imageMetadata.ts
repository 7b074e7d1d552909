// What a picture tells besides its pixels: a phone's photo carries where and when it was taken
// (EXIF GPS), the camera, often the photographer's name. Served to every fan as uploaded, that
// is the organiser's home address. The metadata blocks are cut out without re-encoding (the
// pixels stay byte for byte); a JPEG keeps only its orientation, or a portrait photo would turn
// sideways. GIF is kept as it is (it has no place for a position); an AVIF that carries an
// Exif or XMP item is refused (cutting an item out means rewriting its offsets), one without is
// kept. null: the structure cannot be walked, or metadata could not be cut out (refused).
import { fourcc, u32be, u32le } from './imageSize.ts';

const concat = (parts: Uint8Array[]) => Buffer.concat(parts);

/** the EXIF orientation (1–8) of an APP1 payload, or 1 */
function orientationOf(app1: Uint8Array): number {
  if (fourcc(app1, 0) !== 'Exif') return 1;
  const tiff = 6;
  const little = app1[tiff] === 0x49;
  const u16 = (at: number) =>
    little
      ? (app1[at] ?? 0) | ((app1[at + 1] ?? 0) << 8)
      : ((app1[at] ?? 0) << 8) | (app1[at + 1] ?? 0);
  const u32 = (at: number) => (little ? u32le(app1, at) : u32be(app1, at));
  const ifd = tiff + u32(tiff + 4);
  const count = u16(ifd);
  for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= app1.length; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** an APP1 segment holding nothing but the orientation */
function orientationSegment(orientation: number): Uint8Array {
  const exif = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // big-endian TIFF, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ];
  const length = exif.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...exif]);
}

/** APP1 (EXIF, XMP), APP13 (IPTC, Photoshop) and comments go; JFIF, ICC colour and Adobe stay */
const DROPPED_JPEG = new Set([0xe1, 0xed, 0xfe]);

function jpeg(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let orientation = 1;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > b.length) return null;
    const segment = b.subarray(at, at + 2 + length);
    if (marker === 0xda) {
      // start of scan: the image data to the end stays as it is
      if (orientation !== 1) parts.splice(1, 0, orientationSegment(orientation));
      parts.push(b.subarray(at));
      return concat(parts);
    }
    if (DROPPED_JPEG.has(marker)) {
      if (marker === 0xe1 && orientation === 1) orientation = orientationOf(segment.subarray(4));
    } else {
      parts.push(segment);
    }
    at += 2 + length;
  }
  return null;
}

const DROPPED_PNG = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf']);

function png(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32be(b, at);
    const type = fourcc(b, at + 4);
    const end = at + 12 + length;
    if (end > b.length) return null;
    if (!DROPPED_PNG.has(type)) parts.push(b.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(parts);
  }
  return null;
}

/** VP8X flags: bit 3 EXIF, bit 2 XMP */
const VP8X_METADATA = 0x08 | 0x04;

function webp(b: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let at = 12;
  const end = Math.min(b.length, 8 + u32le(b, 4));
  while (at + 8 <= end) {
    const type = fourcc(b, at);
    const size = u32le(b, at + 4);
    const next = at + 8 + size + (size % 2);
    if (at + 8 + size > end) return null;
    if (type === 'VP8X') {
      const chunk = Uint8Array.from(b.subarray(at, Math.min(next, end)));
      chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA;
      parts.push(chunk);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      parts.push(b.subarray(at, Math.min(next, end)));
    }
    at = next;
  }
  const body = concat(parts);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return concat([header, body]);
}

/** the item types an AVIF's meta box lists (`Exif`, `mime` for XMP, `av01`…) */
function avifItemTypes(b: Uint8Array): string[] | null {
  const types: string[] = [];
  const walk = (from: number, to: number, depth: number): boolean => {
    let at = from;
    while (at + 8 <= to) {
      const size = u32be(b, at);
      const type = fourcc(b, at + 4);
      if (size < 8 || at + size > to) return false;
      if (type === 'meta' && depth === 0 && !walk(at + 12, at + size, 1)) return false;
      if (type === 'iinf' && depth === 1) {
        const version = b[at + 8] ?? 0;
        const entries = at + 12 + (version === 0 ? 2 : 4);
        if (!walk(entries, at + size, 2)) return false;
      }
      if (type === 'infe' && depth === 2) {
        const version = b[at + 8] ?? 0;
        // version 2 or 3: item id (2 or 4 bytes), protection index (2), then the item type
        if (version >= 2) types.push(fourcc(b, at + 12 + (version === 2 ? 2 : 4) + 2));
      }
      at += size;
    }
    return true;
  };
  return walk(0, b.length, 0) ? types : null;
}

function avif(b: Uint8Array): Uint8Array | null {
  const types = avifItemTypes(b);
  if (!types || types.includes('Exif') || types.includes('mime')) return null;
  return b;
}

export function withoutMetadata(bytes: Uint8Array, contentType: string): Uint8Array | null {
  switch (contentType) {
    case 'image/jpeg':
      return jpeg(bytes);
    case 'image/png':
      return png(bytes);
    case 'image/webp':
      return webp(bytes);
    case 'image/avif':
      return avif(bytes);
    default:
      return bytes;
  }
}
