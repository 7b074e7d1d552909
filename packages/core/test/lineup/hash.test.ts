/// <reference types="node" />
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash } from '../../src/lineup/hash.ts';

/** FNV-1a 64 done the slow, obvious way, as the yardstick. */
function referenceFnv(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of Buffer.from(text, 'utf8')) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

describe('contentHash', () => {
  it.each([
    ['', 'cbf29ce484222325'],
    ['a', 'af63dc4c8601ec8c'],
    ['foobar', '85944171f73967e8'],
  ])('FNV-1a 64 of %j = %s', (text, hex) => {
    expect(contentHash(text)).toBe(hex);
  });

  it.each([['Bühne Süd'], ['🌅 Beach @ 22:00'], ['{"dj":"Ada","room":0}'], ['x'.repeat(5000)]])(
    'matches the reference over UTF-8 bytes for %#',
    (text) => {
      expect(contentHash(text)).toBe(referenceFnv(text));
    },
  );

  it('is 16 hex digits and changes with one character', () => {
    expect(contentHash('Ada Lovelace')).toMatch(/^[0-9a-f]{16}$/);
    expect(contentHash('Ada Lovelace')).not.toBe(contentHash('Ada Lovelacf'));
  });
});

describe('canonicalJson', () => {
  it('does not depend on the order object keys were written in', () => {
    const a = { b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } };
    const b = { a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}');
  });

  it('keeps array order and drops undefined fields', () => {
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});
