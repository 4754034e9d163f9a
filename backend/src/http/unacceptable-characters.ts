// A high surrogate not followed by a low one, or a low one not preceded by a high one. Without
// the `u` flag the pattern sees UTF-16 code units, which is what a lone surrogate is.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters PostgreSQL cannot store in a text column: U+0000 (it ends a C string) and a lone
 * UTF-16 surrogate (half of an emoji, which has no UTF-8 encoding). Both turned a harmless form
 * into a database error, so they are refused where text enters the server, with a plain answer.
 */
export function findUnacceptableCharacter(value: string): string | null {
  if (value.includes('\u0000')) return 'a null character';
  if (LONE_SURROGATE.test(value)) return 'a broken character (lone surrogate)';
  return null;
}

/** What a person is told when their text holds one of those characters. */
export const UNACCEPTABLE_CHARACTER_MESSAGE =
  "Text contains a character we can't accept (a null character or a broken emoji). Remove it and try again.";
