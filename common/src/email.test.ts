import { canonicalMailbox, EMAIL_MAX_LENGTH, EMAIL_MESSAGES, emailAddress, isValidEmail } from './email.js';
import { checkWith } from './validation/schema-check.js';
import { welcomeEmailInputSchema } from './welcome.js';
import { checkPropertyInput } from './home-profile/index.js';

const DOMAIN = '@warmwise.example';
const addressOfLength = (length: number, capital = 'A') => capital + 'a'.repeat(length - 1 - DOMAIN.length) + DOMAIN;

describe('isValidEmail', () => {
  it('accepts an address up to the length limit and refuses one past it', () => {
    expect(isValidEmail(addressOfLength(EMAIL_MAX_LENGTH))).toBe(true);
    expect(isValidEmail(addressOfLength(EMAIL_MAX_LENGTH + 1))).toBe(false);
  });

  it('counts the length of the address as it is stored, in lower case', () => {
    // 'İ' lowers to 'i' and a combining dot: 254 characters typed, 255 stored.
    const growing = addressOfLength(EMAIL_MAX_LENGTH, 'İ');
    expect(growing).toHaveLength(EMAIL_MAX_LENGTH);
    expect(growing.toLowerCase()).toHaveLength(EMAIL_MAX_LENGTH + 1);
    expect(isValidEmail(growing)).toBe(false);
  });

  it('keeps a home profile with such an address from being saved longer than the limit', () => {
    const check = checkPropertyInput({
      address: '1 Mill Lane',
      postcode: 'B33 8TH',
      propertyType: 'Detached',
      yearBuilt: 'Pre-1919',
      email: addressOfLength(EMAIL_MAX_LENGTH, 'İ'),
    });
    expect(check).toEqual({ ok: false, message: 'Please enter a valid email address', field: 'email' });
  });
});

describe('emailAddress', () => {
  it('keeps an address trimmed and in lower case, and refuses a malformed one in the words given', () => {
    expect(checkWith(emailAddress(), ' Ada@Example.COM ')).toEqual({ ok: true, value: 'ada@example.com' });
    expect(checkWith(emailAddress(), 'ada@example')).toEqual({ ok: false, message: EMAIL_MESSAGES.invalid });
    expect(checkWith(emailAddress('Please enter a valid email address.'), 42)).toEqual({ ok: false, message: 'Please enter a valid email address.' });
  });

  it('says a blank address is missing where a form asks for it', () => {
    expect(checkWith(emailAddress(EMAIL_MESSAGES.invalid, EMAIL_MESSAGES.required), '  ')).toEqual({ ok: false, message: EMAIL_MESSAGES.required });
    expect(checkWith(welcomeEmailInputSchema, { email: '  ' })).toEqual({ ok: false, message: EMAIL_MESSAGES.invalid, field: 'email' });
  });
});

describe('a plain address', () => {
  it('refuses forms that hold an address but are not one alone, naming the rule', () => {
    for (const form of ['<x@example.com>', 'x@example.com>', '<x@example.com', 'x@example.com.', '"x"@example.com', 'x.@example.com', 'x..y@example.com', 'x@example..com', 'x@-example.com']) {
      expect(isValidEmail(form)).toBe(false);
      expect(checkWith(welcomeEmailInputSchema, { email: form })).toEqual({ ok: false, message: EMAIL_MESSAGES.notPlain, field: 'email' });
    }
  });

  it('accepts ordinary addresses, tags and letters of any script', () => {
    for (const address of ['ada@example.com', 'ada.lovelace+plans@mail.example.co.uk', "o'brien@example.ie", 'zoë@exämple.de', 'a_b-c@sub-domain.example.org']) {
      expect(isValidEmail(address)).toBe(true);
    }
  });
});

describe('canonicalMailbox', () => {
  it('reads the forms of one inbox as one: case, a +tag, and Gmail’s dots and second name', () => {
    expect(canonicalMailbox(' X+1@Example.COM ')).toBe('x@example.com');
    expect(canonicalMailbox('x+a+b@example.com')).toBe('x@example.com');
    expect(canonicalMailbox('Ada.Love.Lace+plans@googlemail.com')).toBe('adalovelace@gmail.com');
    expect(canonicalMailbox('ada.lovelace@example.com')).toBe('ada.lovelace@example.com');
  });
});
