import { AUTH_MESSAGES } from '@warmwise/common';

/** The answers of docs/accounts.md; the successes are the toasts' words (docs/product.md, "Accounts"). */
export const ACCOUNT_MESSAGES = {
  verificationSent: 'Verification email sent!',
  verified: 'Email verified successfully!',
  codeResent: 'Verification code sent',
  invalidVerificationCode: 'Invalid verification code',
  codeExpired: AUTH_MESSAGES.codeExpired,
  invalidLogin: 'Invalid email or password.',
  resetSent: 'Check your email for the password reset code.',
  resetDone: 'Password Reset Successful',
  invalidResetCode: 'Invalid or expired reset code.',
} as const;
