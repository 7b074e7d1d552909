// FNV-1a 64-bit over the UTF-8 bytes of a text, in plain JS (no Node crypto in core).
// The 64-bit state is kept in four 16-bit limbs so every step stays exact in doubles.

/** FNV-1a 64 of the UTF-8 bytes of `text`, as 16 lowercase hex digits. */
export function contentHash(text: string): string {
  // offset basis 0xcbf29ce484222325
  let h0 = 0x2325;
  let h1 = 0x8422;
  let h2 = 0x9ce4;
  let h3 = 0xcbf2;
  const step = (byte: number) => {
    h0 ^= byte;
    // multiply by the prime 0x100000001b3 = 2^40 + 0x1b3
    const t0 = h0 * 0x1b3;
    let t1 = h1 * 0x1b3;
    let t2 = h2 * 0x1b3 + (h0 << 8);
    let t3 = h3 * 0x1b3 + (h1 << 8);
    t1 += t0 >>> 16;
    t2 += t1 >>> 16;
    t3 += t2 >>> 16;
    h0 = t0 & 0xffff;
    h1 = t1 & 0xffff;
    h2 = t2 & 0xffff;
    h3 = t3 & 0xffff;
  };
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (cp < 0x80) {
      step(cp);
    } else if (cp < 0x800) {
      step(0xc0 | (cp >> 6));
      step(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
      step(0xe0 | (cp >> 12));
      step(0x80 | ((cp >> 6) & 0x3f));
      step(0x80 | (cp & 0x3f));
    } else {
      step(0xf0 | (cp >> 18));
      step(0x80 | ((cp >> 12) & 0x3f));
      step(0x80 | ((cp >> 6) & 0x3f));
      step(0x80 | (cp & 0x3f));
    }
  }
  const hex = (n: number) => n.toString(16).padStart(4, '0');
  return hex(h3) + hex(h2) + hex(h1) + hex(h0);
}

/**
 * JSON with object keys sorted at every level (undefined fields dropped), so that equal
 * content always gives the same text and so the same hash.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
