import { readFileSync } from 'node:fs';
import { AUTH_MESSAGES, BRAND, PASSWORD_MIN_LENGTH } from '@warmwise/common';
import { resolveFromRoot } from '../config/paths.js';
import { badInput } from '../errors/domain-error.js';

/**
 * Long enough for any passphrase or password manager (OWASP ASVS asks for 64+), short enough
 * that hashing a pasted novel cannot tie up the server.
 */
const PASSWORD_MAX_LENGTH = 256;

const PASSWORD_MESSAGES = {
  tooShort: AUTH_MESSAGES.passwordTooShort,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  tooCommon: 'This password is too common. Please choose a less common one.',
} as const;

// The 10,000 most common passwords of 6+ characters, lower-case; how the file is made is told in
// backend/scripts/build-common-passwords.mjs. Read from the source tree so src and dist share it.
const COMMON_PASSWORDS_FILE = resolveFromRoot('backend/src/accounts/common-passwords.txt');
let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split('\n').filter(Boolean));
  return commonPasswords.has(password.trim().toLowerCase());
}

const PRODUCT_NAME_LETTERS = BRAND.productName.toLowerCase();

/**
 * Guessed first whatever the list says: one character over and over (all whitespace included),
 * and our own name with only digits, symbols or spaces around or inside it ('Warmwise123!').
 */
function isTrivial(password: string): boolean {
  // Trimmed first, so '  aaaaaa ' counts as repeated and all-whitespace leaves no character at all.
  if (new Set(password.trim()).size <= 1) return true;
  return password.toLowerCase().replace(/[^\p{L}]/gu, '') === PRODUCT_NAME_LETTERS;
}

/**
 * The password rules (OWASP ASVS v5 6.2): a minimum length, no well-known or trivial password, and nothing
 * else — no composition rules; spaces and any character are welcome. Returns the password as typed.
 */
export function checkPassword(input: unknown, field = 'password'): string {
  const password = typeof input === 'string' ? input : '';
  if (password.length < PASSWORD_MIN_LENGTH) throw badInput(PASSWORD_MESSAGES.tooShort, { field });
  if (password.length > PASSWORD_MAX_LENGTH) throw badInput(PASSWORD_MESSAGES.tooLong, { field });
  if (isCommon(password) || isTrivial(password)) throw badInput(PASSWORD_MESSAGES.tooCommon, { field });
  return password;
}
