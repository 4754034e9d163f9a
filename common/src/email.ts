import * as z from 'zod/mini';

/** E-mail rules shared by the contact step, the auth forms and the server. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
} as const;

/**
 * RFC 5321 caps a path at 256 octets; an address longer than 254 cannot be delivered.
 * @internal exported for its tests, which try addresses at and past it
 */
export const EMAIL_MAX_LENGTH = 254;

// Something@something.something with no spaces, deliberately lenient
// (the only real check of an address is a message delivered to it).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every caller keeps the address in lower case, and a few capitals grow when lowered ('İ' becomes
 * two characters), so the length limit holds for the lowered form: an address accepted here always
 * fits where it is stored.
 */
export function isValidEmail(input: unknown): input is string {
  return typeof input === 'string' && input.toLowerCase().length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(input);
}

/**
 * An address as every caller keeps it: trimmed, in lower case, and valid, or `message` (the auth
 * forms' sentence ends with a full stop, the others' does not). What is not text reads as empty,
 * which is `blankMessage` where a form asks for the address in its own words.
 */
export const emailAddress = (message: string = EMAIL_MESSAGES.invalid, blankMessage: string = message) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')),
    z.string().check(z.minLength(1, { error: blankMessage, abort: true }), z.refine(isValidEmail, { error: message })),
  );
