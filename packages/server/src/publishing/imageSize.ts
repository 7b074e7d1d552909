// A picture's size in pixels, read from its header without decoding it. A 109 KB PNG can
// declare 30000×30000 pixels (3.6 GB once a phone decodes it): the size, not the bytes, is
// what a fan's device pays for.

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
export const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
export const u32le = (b: Uint8Array, at: number) => u16le(b, at) + u16le(b, at + 2) * 0x10000;
export const fourcc = (b: Uint8Array, at: number) =>
  String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0);

function png(b: Uint8Array): ImageSize | null {
  // the first chunk must be IHDR
  if (b.length < 24 || fourcc(b, 12) !== 'IHDR') return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames */
const isFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    if (isFrame(marker)) {
      if (at + 9 > b.length) return null;
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webp(b: Uint8Array): ImageSize | null {
  const chunk = fourcc(b, 12);
  const data = 20;
  if (chunk === 'VP8X' && b.length >= data + 10) {
    return { width: u24le(b, data + 4) + 1, height: u24le(b, data + 7) + 1 };
  }
  if (chunk === 'VP8L' && b.length >= data + 5 && b[data] === 0x2f) {
    const bits = u32le(b, data + 1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && b.length >= data + 10) {
    // frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null;
    return { width: u16le(b, data + 6) & 0x3fff, height: u16le(b, data + 8) & 0x3fff };
  }
  return null;
}

/** the logical screen and every frame: a frame may be larger than the screen it sits on */
function gif(b: Uint8Array): ImageSize | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const flags = b[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const skipBlocks = () => {
    while (at < b.length) {
      const size = b[at] ?? 0;
      at += 1 + size;
      if (size === 0) return;
    }
  };
  while (at < b.length) {
    const kind = b[at];
    if (kind === 0x3b) break; // trailer
    if (kind === 0x21) {
      at += 2;
      skipBlocks();
    } else if (kind === 0x2c) {
      if (at + 10 > b.length) return null;
      width = Math.max(width, u16le(b, at + 1) + u16le(b, at + 5));
      height = Math.max(height, u16le(b, at + 3) + u16le(b, at + 7));
      const local = b[at + 9] ?? 0;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // + LZW minimum code size
      skipBlocks();
    } else {
      return null;
    }
  }
  return { width, height };
}

/** AVIF (ISO BMFF): the largest `ispe` (image spatial extents) property of meta/iprp/ipco */
function avif(b: Uint8Array): ImageSize | null {
  let best: ImageSize | null = null;
  const walk = (from: number, to: number, depth: number) => {
    let at = from;
    while (at + 8 <= to && depth < 6) {
      let size = u32be(b, at);
      const type = fourcc(b, at + 4);
      let header = 8;
      if (size === 1) return; // 64-bit sizes: no picture of ours needs them
      if (size === 0) size = to - at;
      if (size < header || at + size > to) return;
      if (type === 'meta') header += 4; // a full box: version and flags
      if (type === 'meta' || type === 'iprp' || type === 'ipco')
        walk(at + header, at + size, depth + 1);
      if (type === 'ispe' && size >= 20) {
        const found = { width: u32be(b, at + 12), height: u32be(b, at + 16) };
        if (!best || found.width * found.height > best.width * best.height) best = found;
      }
      at += size;
    }
  };
  walk(0, b.length, 0);
  return best;
}

/** the size a picture declares; null when its header cannot be read */
export function imageSizeOf(bytes: Uint8Array, contentType: string): ImageSize | null {
  switch (contentType) {
    case 'image/png':
      return png(bytes);
    case 'image/jpeg':
      return jpeg(bytes);
    case 'image/webp':
      return webp(bytes);
    case 'image/gif':
      return gif(bytes);
    case 'image/avif':
      return avif(bytes);
    default:
      return null;
  }
}
