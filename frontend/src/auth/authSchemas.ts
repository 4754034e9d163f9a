import { accountEmail, AUTH_MESSAGES, EMAIL_MESSAGES, newPassword, requiredText, resetCode, verificationCode } from '@warmwise/common';
import * as z from 'zod/mini';

/*
 * The auth forms' rules and words (docs/product.md, "Accounts"). The rules the server enforces too (e-mail shape, password length)
 * and the codes' lengths come from @warmwise/common; the rest (agreements, typing the password twice) are the forms' own.
 */
const mustAccept = (message: string) => z.literal(true, { error: message });

/** The confirmation must repeat `field`; checked even while other fields have problems, so every message shows at once. */
const confirming = <Field extends string>(field: Field) =>
  z.refine<Record<Field | 'confirmPassword', string>>((values) => values.confirmPassword !== '' && values.confirmPassword === values[field], {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: () => true,
  });

export const loginSchema = z.object({ email: accountEmail, password: newPassword });

export const registerSchema = z
  .object({
    email: accountEmail,
    password: newPassword,
    confirmPassword: z.string(),
    acceptPrivacy: mustAccept(AUTH_MESSAGES.acceptPrivacy),
    acceptTerms: mustAccept(AUTH_MESSAGES.acceptTerms),
  })
  .check(confirming('password'));

export const verifyCodeSchema = z.object({ code: verificationCode });

export const resetEmailSchema = z.object({ email: accountEmail });

export const resetPasswordSchema = z
  .object({
    code: resetCode,
    newPassword,
    confirmPassword: z.string(),
  })
  .check(confirming('newPassword'));

/** Opened from a reset mail's link: the link stands for the code, so only the new password, twice. */
export const resetLinkPasswordSchema = z
  .object({
    newPassword,
    confirmPassword: z.string(),
  })
  .check(confirming('newPassword'));

const QUICK_SIGN_IN_MESSAGES = { passwordRequired: 'Password is required' } as const;

export const quickSignInSchema = z.object({
  email: requiredText(EMAIL_MESSAGES.required),
  password: z.string().check(z.minLength(1, { error: QUICK_SIGN_IN_MESSAGES.passwordRequired })),
});
