/**
 * Account rules both sides enforce (docs/product.md, "Accounts"): the server refuses what the forms
 * would refuse, with the same words, so a person sees one message whichever side caught it.
 */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * Long enough for any passphrase or password manager (OWASP ASVS asks for 64+), short enough
 * that hashing a pasted novel cannot tie up the server.
 */
export const PASSWORD_MAX_LENGTH = 256;

/** Verification codes are 6 digits; reset codes are 6 characters. */
export const AUTH_CODE_LENGTH = 6;

/** A code is valid for 600 s, and a new one may be asked for 60 s after the last. */
export const AUTH_CODE_TTL_SECONDS = 600;
export const AUTH_CODE_RESEND_AFTER_SECONDS = 60;

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDontMatch: "Passwords don't match",
  /** The reset form's toast says it with a full stop; the message beside the field has none. */
  passwordsDontMatchToast: "Passwords don't match.",
  acceptTerms: 'You must accept the Terms and Conditions',
  acceptPrivacy: 'You must accept the Privacy Policy',
  verificationCodeLength: `Verification code must be ${AUTH_CODE_LENGTH} digits`,
  resetCodeLength: `Verification code must be exactly ${AUTH_CODE_LENGTH} characters.`,
  codeExpired: 'Verification code has expired',
  resetLinkInvalid: 'This reset link has expired or has been used. Ask for a new reset code below.',
} as const;

/** Where a reset mail's link carries its token: `#link=…`, a fragment, so it never reaches a server. */
export const RESET_LINK_FRAGMENT = 'link';
