import * as z from 'zod/mini';

/** E-mail rules shared by the contact step, the auth forms and the server. */
export const EMAIL_MESSAGES = {
  required: 'Email address is required',
  invalid: 'Please enter a valid email address',
  /** For something that holds an address but is not one alone: the rule, so a person can fix it. */
  notPlain: 'Please enter a valid email address: just the address, like name@example.com, with no angle brackets, quotes, spaces or dot at the end',
} as const;

/**
 * RFC 5321 caps a path at 256 octets; an address longer than 254 cannot be delivered.
 * @internal exported for its tests, which try addresses at and past it
 */
export const EMAIL_MAX_LENGTH = 254;

// Something@something.something with no spaces: anything else is no address at all.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// A plain address: a dot-atom local part (RFC 5322 3.2.3, letters of any script allowed as RFC 6531
// does) and a host name of dot-separated labels, no trailing dot. What this refuses and the shape
// accepts (`<x@example.com>`, `x@example.com>`, `x@example.com.`, `"x"@example.com`) is a form a
// mailer folds into some inbox, so it would let one inbox count as several.
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
const PLAIN_ADDRESS = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})*\\.\\p{L}[\\p{L}\\p{N}-]*[\\p{L}\\p{N}]$`, 'u');

const looksLikeAddress = (input: string) => input.toLowerCase().length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(input);

/**
 * A plain address within the length limit. Every caller keeps the address in lower case, and a few
 * capitals grow when lowered ('İ' becomes two characters), so the limit holds for the lowered form:
 * an address accepted here always fits where it is stored.
 */
export function isValidEmail(input: unknown): input is string {
  return typeof input === 'string' && looksLikeAddress(input) && PLAIN_ADDRESS.test(input);
}

/**
 * An address as every caller keeps it: trimmed, in lower case, and valid, or `message` (the auth
 * forms' sentence ends with a full stop, the others' does not); something that holds an address
 * but is not one alone is refused with the plain-address rule. What is not text reads as empty,
 * which is `blankMessage` where a form asks for the address in its own words.
 */
export const emailAddress = (message: string = EMAIL_MESSAGES.invalid, blankMessage: string = message) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')),
    z
      .string()
      .check(
        z.minLength(1, { error: blankMessage, abort: true }),
        z.refine(looksLikeAddress, { error: message, abort: true }),
        z.refine(isValidEmail, { error: EMAIL_MESSAGES.notPlain }),
      ),
  );

// Providers known to ignore dots in the local part, and the name each goes by.
const DOTLESS_PROVIDERS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, as far as we can tell: lower case, the `+tag` cut off the local
 * part (every large provider delivers `name+anything@` to `name@`), and for Gmail the dots dropped
 * and googlemail.com read as gmail.com. Per-recipient allowances count by it, so the forms of one
 * address share one allowance; mail still goes to the address as given.
 */
export function canonicalMailbox(email: string): string {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at < 0) return lowered;
  const [local, domain] = [lowered.slice(0, at).split('+')[0], lowered.slice(at + 1)];
  const dotless = DOTLESS_PROVIDERS[domain];
  return dotless ? `${local.replaceAll('.', '')}@${dotless}` : `${local}@${domain}`;
}
