import * as z from 'zod/mini';
import { isRecord } from '../energy-plan/values.js';
import { emailAddress } from '../email.js';
import { payloadObject, type InputSchema } from '../validation/schema-check.js';
import { AUTH_CODE_LENGTH, AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules.js';

/** The address an account is known by: trimmed, lower-case and valid, in the auth forms' words. */
export const accountEmail = emailAddress(AUTH_MESSAGES.invalidEmail);

/** Text exactly as typed (a password keeps its spaces); what is not text reads as empty. */
const asTyped = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' ? value : '')),
  z.string(),
);

/** A password being chosen (registering or resetting); any character is welcome, only the length counts. */
export const newPassword = z.pipe(
  asTyped,
  z.string().check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
  ),
);

/** A mailed code as it is compared: without spaces, and in capitals (reset codes are typed in any case). */
const enteredCode = z.pipe(
  asTyped,
  z.transform((code) => code.replace(/\s/g, '').toUpperCase()),
);

/*
 * The forms check a code's length before sending it. The server does not: any code it is sent is
 * compared, and a wrong one of any length is answered as invalid, using up one of its tries.
 */
const typedCode = (pattern: RegExp, message: string) =>
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(z.regex(pattern, { error: message })),
  );

/** The registration code as typed in the form: 6 digits. */
export const verificationCode = typedCode(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), AUTH_MESSAGES.verificationCodeLength);

/** The reset code as typed in the form: 6 characters. */
export const resetCode = typedCode(new RegExp(`^.{${AUTH_CODE_LENGTH}}$`, 'su'), AUTH_MESSAGES.resetCodeLength);

export interface RegistrationInput {
  email: string;
  password: string;
}

/** POST /api/send-verification and `sendVerification`: the address and the password chosen. */
export const registrationInputSchema: InputSchema<RegistrationInput> = payloadObject({ email: accountEmail, password: newPassword });

export interface VerifyEmailInput {
  email: string;
  code: string;
}

/** POST /api/verify-email and `verifyEmail`: the address and the code mailed to it. */
export const verifyEmailInputSchema: InputSchema<VerifyEmailInput> = payloadObject({ email: accountEmail, code: enteredCode });

export interface AccountEmailInput {
  email: string;
}

/** An address alone: resending a verification code, or asking for a reset code. */
export const accountEmailInputSchema: InputSchema<AccountEmailInput> = payloadObject({ email: accountEmail });

export interface ResetPasswordInput {
  email: string;
  newPassword: string;
  code: string;
}

/** POST /api/reset-password and `resetPassword`: the password is checked before the code, so a refused one does not use the code up. */
export const resetPasswordInputSchema: InputSchema<ResetPasswordInput> = payloadObject({ email: accountEmail, newPassword, code: enteredCode });

export interface ResetPasswordLinkInput {
  token: string;
  newPassword: string;
}

/** A reset link's token as mailed: 43 URL-safe base64 characters (256 bits). */
const resetLinkToken = z.pipe(
  asTyped,
  z.string().check(z.regex(/^[\w-]{43}$/, { error: AUTH_MESSAGES.resetLinkInvalid })),
);

/** POST /api/reset-password/link and `resetPasswordWithLink`: the token from a reset mail's link and the new password. */
export const resetPasswordLinkInputSchema: InputSchema<ResetPasswordLinkInput> = payloadObject({ token: resetLinkToken, newPassword });

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /api/login and `login`: the address may come as `email` or as `username`; both name an e-mail. */
export const loginInputSchema: InputSchema<LoginInput> = z.pipe(
  z.transform((input: unknown): unknown => (isRecord(input) ? { email: input.email || input.username, password: input.password } : input)),
  payloadObject({ email: accountEmail, password: asTyped }),
);
