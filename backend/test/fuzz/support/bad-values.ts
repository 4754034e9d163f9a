import fc from 'fast-check';

/**
 * Values a client should not send, grouped by what they test. Each one is a plain JSON value, so
 * the same generators feed REST bodies, GraphQL variables and GraphQL literals.
 */

// The request body limit is 100 kB: strings just under and just over it reach both the
// validation and the body parser's refusal.
const HUGE_LENGTHS = [256, 1_000, 10_000, 60_000, 99_000, 101_000];

/** Characters that have broken storage, headers or display before. */
export const AWKWARD_CHARACTERS = [
  '\u0000', // ends a C string: PostgreSQL text refuses it
  '\uD800', // lone high surrogate: no UTF-8 encoding
  '\uDFFF', // lone low surrogate
  '\u0001',
  '\u0007',
  '\u0008',
  '\u001B',
  '\u007F',
  '\r\n',
  '\t',
  '\u0085', // next line
  '\u2028', // line separator: ends a line in some JavaScript parsers
  '\u200F', // right-to-left mark
  '\u202E', // right-to-left override: reverses how text is shown
  '\u200B', // zero-width space
  '\uFEFF', // byte order mark
  '\uFFFD',
  '🔥',
  '👩‍👩‍👧',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
];

const INJECTIONS = [
  "'; DROP TABLE property; --",
  "1' OR '1'='1",
  '" OR ""="',
  "') ; SELECT pg_sleep(0); --",
  '$1',
  '%s%s%s%n',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '../../../../etc/passwd',
  '\\',
  '\\u0000',
];

const NUMBER_LIKE_STRINGS = ['NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x10', ' 12 ', '١٢', '12abc', '9'.repeat(400), '-1', '0.5'];

const PROTOTYPE_WORDS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e-308,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e21,
];

/** A string made of a short piece repeated to a large size (cheap to build, unlike a random 99 kB). */
const hugeString = fc
  .tuple(fc.constantFrom(...HUGE_LENGTHS), fc.constantFrom('a', 'é', '🔥', ' ', '\u0000', '<', "'", '\uD800'))
  .map(([length, piece]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** A string holding one or a few awkward characters among ordinary ones. */
export const awkwardString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.array(fc.constantFrom(...AWKWARD_CHARACTERS), { minLength: 1, maxLength: 3 }), fc.string({ maxLength: 12 }))
  .map(([before, characters, after]) => before + characters.join('') + after);

/** Any string a client should not be trusted to send. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: awkwardString, weight: 4 },
  { arbitrary: fc.constantFrom(...INJECTIONS), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMBER_LIKE_STRINGS), weight: 1 },
  { arbitrary: fc.constantFrom(...PROTOTYPE_WORDS), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.constantFrom('', ' ', '\n\t '), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
);

const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object whose own keys include the prototype words (JSON.parse makes them own properties). */
const prototypeObject = fc
  .tuple(fc.constantFrom(...PROTOTYPE_WORDS), fc.oneof(fc.constant({ polluted: true }), fc.constant(null), badString))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as Record<string, unknown>);

/** Any JSON value of the wrong shape: where a string is wanted, a number, an array, an object… */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxKeys: 3 }),
  prototypeObject,
  fc.constant({ a: { b: { c: { d: [1, [2, [3, { e: 'deep' }]]] } } } }),
);

/** Any value a field should refuse (or, for free text, may accept as it is). */
export const badValue: fc.Arbitrary<unknown> = fc.oneof({ arbitrary: badString, weight: 3 }, { arbitrary: wrongTypeValue, weight: 2 });

/** Keys a client might add that the server does not expect. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTOTYPE_WORDS, 'id', 'ownerVisitorId', 'isAdmin', 'userId'), fc.string({ maxLength: 10 }));

/** Path segments that are not the ids a route expects, already percent-encoded where they must be. */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123',
    '-1',
    '1e309',
    'NaN',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%00',
    '%ED%A0%80', // a lone surrogate's bytes: not UTF-8
    '%F0%9F%94%A5',
    '%E2%80%AE',
    '%',
    '%zz',
    '%C0%AE%C0%AE',
    '..',
    '%2e%2e%2f%2e%2e',
    "1'%20OR%20'1'%3D'1",
    '%3Cscript%3E',
    'a'.repeat(5_000),
  ),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.toUpperCase().replace(/-/g, '')),
  badString.filter((value) => value.length < 2_000).map(encodePathSegment),
);

/**
 * Percent-encodes a segment. `encodeURIComponent` throws on a lone surrogate; a client can still
 * send its three bytes (they are not valid UTF-8), so those are written out by hand.
 */
export function encodePathSegment(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    const isHigh = unit >= 0xd800 && unit <= 0xdbff;
    const next = value.charCodeAt(index + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      encoded += encodeURIComponent(value[index]);
    }
  }
  return encoded;
}
