import * as z from 'zod/mini';

/**
 * UK postcode rules shared by the browser form and the server edge, so both
 * reject the same input with the same words.
 * @internal exported for its tests, which expect these messages
 */
export const POSTCODE_MESSAGES = {
  required: 'Please enter a postcode',
  invalid: 'Please enter a valid UK postcode',
} as const;

/** Longest input worth looking at; anything longer cannot be a postcode. */
const POSTCODE_MAX_INPUT_LENGTH = 16;

// 1-2 letters, a digit, an optional letter or digit, then the inward code: a digit and 2 letters.
// Whitespace is removed before matching, so 'SW1A1AA', 'sw1a 1aa' and ' SW1A  1AA ' all pass.
const COMPACT_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;

export type PostcodeCheck =
  | { ok: true; postcode: string }
  | { ok: false; message: string };

/** Validates a postcode typed by a person and returns it normalised ('SW1A 1AA'). */
export function checkPostcode(input: unknown): PostcodeCheck {
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, message: POSTCODE_MESSAGES.required };
  }
  if (input.length > POSTCODE_MAX_INPUT_LENGTH) {
    return { ok: false, message: POSTCODE_MESSAGES.invalid };
  }
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!COMPACT_POSTCODE.test(compact)) {
    return { ok: false, message: POSTCODE_MESSAGES.invalid };
  }
  return { ok: true, postcode: `${compact.slice(0, -3)} ${compact.slice(-3)}` };
}

/** Normalised form of a postcode, or null when it is not a valid UK postcode. */
export function normalisePostcode(input: unknown): string | null {
  const check = checkPostcode(input);
  return check.ok ? check.postcode : null;
}

/** A postcode as a schema: normalised ('SW1A 1AA'), or the postcode rule's own message. */
export const ukPostcode = z.transform((value: unknown, context) => {
  const check = checkPostcode(value);
  if (check.ok) return check.postcode;
  context.issues.push({ code: 'custom', message: check.message, input: value });
  return z.NEVER;
});
