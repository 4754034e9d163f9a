import { readFileSync } from 'node:fs';
import { BRAND, registrationInputSchema, resetPasswordInputSchema, resetPasswordLinkInputSchema, type InputSchema } from '@warmwise/common';
import * as z from 'zod/mini';
import { resolveFromRoot } from '../config/paths.js';

const TOO_COMMON = 'This password is too common. Please choose a less common one.';

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
 * The password rules (OWASP ASVS v5 6.2): the length the shared schema checks (the forms check it
 * too), then, here alone, since the list is too big to send to a browser, no well-known or trivial
 * password; and nothing else — no composition rules; spaces and any character are welcome.
 */
function refusingCommonPasswords<Field extends string, T extends Record<Field, string>>(schema: InputSchema<T>, field: Field): InputSchema<T> {
  return z.pipe(
    schema,
    z.custom<T>().check(
      z.refine(
        (input) => {
          const password = input[field];
          return !isCommon(password) && !isTrivial(password);
        },
        { error: TOO_COMMON, path: [field] },
      ),
    ),
  );
}

/** POST /api/send-verification and `sendVerification`, with the server's own password rule. */
export const registrationSchema = refusingCommonPasswords(registrationInputSchema, 'password');

/** POST /api/reset-password and `resetPassword`, with the server's own password rule. */
export const passwordResetSchema = refusingCommonPasswords(resetPasswordInputSchema, 'newPassword');

/** POST /api/reset-password/link and `resetPasswordWithLink`, with the server's own password rule. */
export const passwordResetLinkSchema = refusingCommonPasswords(resetPasswordLinkInputSchema, 'newPassword');
