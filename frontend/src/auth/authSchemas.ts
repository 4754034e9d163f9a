import { AUTH_CODE_LENGTH, AUTH_MESSAGES, EMAIL_MESSAGES, isValidEmail, PASSWORD_MIN_LENGTH } from '@warmwise/common';
import { boolean, object, ref, string } from 'yup';

/*
 * The auth forms' rules and words (docs/product.md, "Accounts"). The rules the server enforces too (e-mail shape, password length,
 * code length) and their messages come from @warmwise/common.
 */
const email = () => string().trim().test('email', AUTH_MESSAGES.invalidEmail, (value) => isValidEmail(value));
const password = () => string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort).required(AUTH_MESSAGES.passwordTooShort);
const confirmationOf = (field: string) =>
  string()
    .required(AUTH_MESSAGES.passwordsDontMatch)
    .oneOf([ref(field)], AUTH_MESSAGES.passwordsDontMatch);
const mustAccept = (message: string) => boolean().required(message).oneOf([true], message);

export const loginSchema = object({ email: email(), password: password() });

export const registerSchema = object({
  email: email(),
  password: password(),
  confirmPassword: confirmationOf('password'),
  acceptPrivacy: mustAccept(AUTH_MESSAGES.acceptPrivacy),
  acceptTerms: mustAccept(AUTH_MESSAGES.acceptTerms),
});

export const verifyCodeSchema = object({
  code: string()
    .trim()
    .required(AUTH_MESSAGES.verificationCodeLength)
    .matches(new RegExp(`^\\d{${AUTH_CODE_LENGTH}}$`), AUTH_MESSAGES.verificationCodeLength),
});

export const resetEmailSchema = object({ email: email() });

export const resetPasswordSchema = object({
  code: string().trim().required(AUTH_MESSAGES.resetCodeLength).length(AUTH_CODE_LENGTH, AUTH_MESSAGES.resetCodeLength),
  newPassword: password(),
  confirmPassword: confirmationOf('newPassword'),
});

const QUICK_SIGN_IN_MESSAGES = { passwordRequired: 'Password is required' } as const;

export const quickSignInSchema = object({
  email: string().trim().required(EMAIL_MESSAGES.required),
  password: string().required(QUICK_SIGN_IN_MESSAGES.passwordRequired),
});
