// Content negotiation of the precompressed lineup and If-None-Match matching.
import { describe, expect, it } from 'vitest';
import { matchesEtag, pickEncoding } from '../../src/http/encoding.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('Accept-Encoding %j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abd"', false],
    ['abc', false],
    [undefined, false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });
});
