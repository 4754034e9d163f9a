import { checkWith } from '../validation/schema-check.js';
import { loginInputSchema, registrationInputSchema, resetCode, resetPasswordInputSchema, verificationCode, verifyEmailInputSchema } from './inputs.js';
import { AUTH_MESSAGES } from './rules.js';

describe('account inputs', () => {
  it.each([
    [{ email: 'nope', password: 'long enough' }, AUTH_MESSAGES.invalidEmail, 'email'],
    [{ email: 'ada@example.com', password: '12345' }, 'Password must be at least 6 characters.', 'password'],
    [{ email: 'ada@example.com', password: 'p'.repeat(257) }, 'Password must be at most 256 characters.', 'password'],
    [{ email: 'ada@example.com' }, 'Password must be at least 6 characters.', 'password'],
    ['not an object', AUTH_MESSAGES.invalidEmail, 'email'],
  ])('registration refuses %j: %s', (input, message, field) => {
    expect(checkWith(registrationInputSchema, input)).toEqual({ ok: false, message, field });
  });

  it('keeps the address trimmed and lower-case, and the password exactly as typed', () => {
    expect(checkWith(registrationInputSchema, { email: ' Ada@Example.com ', password: '  spaced  ' })).toEqual({ ok: true, value: { email: 'ada@example.com', password: '  spaced  ' } });
  });

  it('signs in by `email` or `username`, without the password rules (an empty password is just wrong)', () => {
    expect(checkWith(loginInputSchema, { username: 'ada@example.com', password: 'x' })).toEqual({ ok: true, value: { email: 'ada@example.com', password: 'x' } });
    expect(checkWith(loginInputSchema, { email: 'ada@example.com', password: 42 })).toEqual({ ok: true, value: { email: 'ada@example.com', password: '' } });
    expect(checkWith(loginInputSchema, { password: 'x' })).toEqual({ ok: false, message: AUTH_MESSAGES.invalidEmail, field: 'email' });
  });

  it('reads a mailed code without spaces and in capitals, whatever its length', () => {
    expect(checkWith(verifyEmailInputSchema, { email: 'ada@example.com', code: ' 12 34 5 ' })).toEqual({ ok: true, value: { email: 'ada@example.com', code: '12345' } });
    expect(checkWith(resetPasswordInputSchema, { email: 'ada@example.com', newPassword: 'secret!', code: 'ab c d2e' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', newPassword: 'secret!', code: 'ABCD2E' },
    });
  });

  it('checks the new password before the code', () => {
    expect(checkWith(resetPasswordInputSchema, { email: 'ada@example.com', newPassword: 'short', code: 42 })).toEqual({
      ok: false,
      message: 'Password must be at least 6 characters.',
      field: 'newPassword',
    });
  });

  it("gives the forms' code rules their own words", () => {
    expect(checkWith(verificationCode, ' 123456 ')).toEqual({ ok: true, value: '123456' });
    expect(checkWith(verificationCode, '12345a')).toEqual({ ok: false, message: AUTH_MESSAGES.verificationCodeLength });
    expect(checkWith(resetCode, 'ABC23')).toEqual({ ok: false, message: AUTH_MESSAGES.resetCodeLength });
    expect(checkWith(resetCode, 'ABC234')).toEqual({ ok: true, value: 'ABC234' });
  });
});
