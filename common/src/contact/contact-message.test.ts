import { checkWith } from '../validation/schema-check.js';
import { contactMessageSchema } from './contact-message.js';

const filled = { name: 'Ada', email: 'ada@example.com', subject: 'Solar', message: 'Hello' };
const check = (input: unknown) => checkWith(contactMessageSchema, input);

describe('contactMessageSchema', () => {
  it('names every blank field at once, in one sentence', () => {
    expect(check({ ...filled, name: '  ', subject: undefined })).toEqual({ ok: false, message: 'Please fill in all fields.', fields: ['name', 'subject'] });
    expect(check([])).toEqual({ ok: false, message: 'Please fill in all fields.', fields: ['name', 'email', 'subject', 'message'] });
  });

  it('refuses a field past its length in plain words, before a malformed address', () => {
    expect(check({ ...filled, email: 'not an address', subject: 's'.repeat(201) })).toEqual({
      ok: false,
      message: 'Subject is too long: please keep it to 200 characters.',
      field: 'subject',
    });
    expect(check({ ...filled, message: 'm'.repeat(5_001) })).toMatchObject({ message: 'Message is too long: please keep it to 5,000 characters.', field: 'message' });
  });

  it('refuses a malformed address', () => {
    expect(check({ ...filled, email: 'ada@' })).toEqual({ ok: false, message: 'Please enter a valid email address', field: 'email' });
  });

  it('trims every field, lowers the address and keeps name and subject to one line', () => {
    expect(check({ name: ' Ada\r\nLovelace ', email: ' Ada@Example.COM ', subject: 'Solar\u0007panels', message: ' Line one\nline two ' })).toEqual({
      ok: true,
      value: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Solar panels', message: 'Line one\nline two' },
    });
  });
});
