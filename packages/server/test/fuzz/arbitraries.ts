// Hostile values for fast-check: unicode edge cases, wrong types, deep nesting, traversal.
import fc from 'fast-check';

/** strings a careless server trips over */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil',
  'e\u0301',
  '🇩🇪🏳️‍🌈',
  '\ufeff',
  '\uffff',
  '\r\nSet-Cookie: a=b',
  '\nLocation: //evil.example',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f%2e%2e%2f',
  '%00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE likes; --",
  // a log4j-style lookup, meant literally
  '$' + '{jndi:ldap://x}',
  '__proto__',
  'constructor',
  'x'.repeat(5000),
  '٣٤٥',
  'ﷺ',
  '\u0085\u2028\u2029',
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
  fc
    .array(fc.constantFrom(...NASTY_STRINGS, 'a', 'ö', '😀'), { maxLength: 5 })
    .map((parts) => parts.join('')),
);

/** any JSON value, some of them wrong in type wherever they are put */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nastyString,
  fc.constantFrom(null, true, 0, -1, 1e308, -0, 2 ** 53 + 1, 0.5, [], {}),
);

/** a like that is sometimes right, sometimes wrong in every field */
export const likeish: fc.Arbitrary<unknown> = fc.record(
  {
    dj: fc.oneof(nastyString, anyJson),
    room: fc.oneof(fc.integer({ min: -5, max: 2000 }), anyJson),
    partyName: fc.oneof(nastyString, anyJson),
    title: fc.oneof(nastyString, anyJson),
    beginningSchedule: fc.oneof(fc.constant('2026-07-30T10:00:00.000Z'), nastyString, anyJson),
    started: fc.oneof(fc.constant('2026-07-30T22:00:00.000Z'), nastyString),
    meta: fc.oneof(
      fc.array(fc.record({ key: nastyString, value: nastyString, orange: fc.boolean() }), {
        maxLength: 3,
      }),
      anyJson,
    ),
    likedAt: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      nastyString,
    ),
    extra: anyJson,
  },
  { requiredKeys: [] },
);

const deep = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });

/** request bodies as raw text: JSON of any shape, likes-shaped JSON, garbage, deep nesting */
export const rawBody: fc.Arbitrary<string | Buffer> = fc.oneof(
  { weight: 3, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 4,
    arbitrary: fc
      .record(
        {
          token: fc.oneof(fc.constant(''), nastyString, anyJson),
          likes: fc.oneof(fc.array(likeish, { maxLength: 4 }), anyJson),
          removed: fc.oneof(fc.array(likeish, { maxLength: 2 }), anyJson),
          code: fc.oneof(nastyString, anyJson),
          codeVerifier: fc.oneof(nastyString, fc.constant('a'.repeat(43))),
          bunny_token: fc.oneof(nastyString, anyJson),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)) },
  { weight: 1, arbitrary: deep },
);

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=latin-9000',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json, text/html',
    '',
  ),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
);

/** text a fan's browser may really hold: any unicode, mostly whole, sometimes broken */
export const unicodeText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 1, arbitrary: nastyString },
);

/** a path segment: encoded unicode, or a traversal / encoding trick sent as it is */
export const segment: fc.Arbitrary<string> = fc.oneof(
  nastyString.map(encodeURIComponentSafe),
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2fsecret.txt',
    '%2e%2e%2f%2e%2e%2fsecret.txt',
    '..%5c..%5csecret.txt',
    '%252e%252e%252f',
    '%c0%ae%c0%ae%c0%af',
    '%00',
    '%E0%A4%A',
    '%ZZ',
    'sunrise-2026',
    'sunrise',
    'duck-night',
    'en',
    'de',
    'linus.webp',
    '.secret.yaml.bak',
  ),
);

/** lone surrogates replaced by U+FFFD, as String.prototype.toWellFormed does */
export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd');
}

/** encodeURIComponent throws on lone surrogates; a client would send U+FFFD's bytes */
export function encodeURIComponentSafe(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** header values a client can actually send (HTTP forbids CR, LF and NUL in them) */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }).map((s) => s.replace(/[\r\n\0]/g, '')),
  fc.constantFrom(
    '*',
    '"abc"',
    'W/"abc"',
    '"a", "b", *',
    'br;q=0, gzip;q=1',
    'identity;q=0',
    'gzip;q=nope, br;q=2',
    'text/html',
    'text/html;q=0',
    'desktop',
    'mobileApp',
    'facebookexternalhit/1.1',
    'x'.repeat(8000),
    'null',
    'https://evil.example',
  ),
);
