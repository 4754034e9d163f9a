import { checkWith } from '../validation/schema-check.js';
import { QUOTE_EMAIL_REQUIRED, quoteRequestSchema } from './quote-request.js';

const check = (input: unknown) => checkWith(quoteRequestSchema, input);

describe('quoteRequestSchema', () => {
  it.each([
    [{ productName: 'Loft insulation' }, QUOTE_EMAIL_REQUIRED, 'userEmail'],
    [{ userEmail: '  ', productName: 'Loft insulation' }, QUOTE_EMAIL_REQUIRED, 'userEmail'],
    [{ userEmail: 'ada@', productName: 'Loft insulation' }, 'Please enter a valid email address', 'userEmail'],
    [{ userEmail: 'ada@example.com' }, 'productName is required', 'productName'],
    [null, QUOTE_EMAIL_REQUIRED, 'userEmail'],
  ])('refuses %j: %s', (input, message, field) => {
    expect(check(input)).toEqual({ ok: false, message, field });
  });

  it('keeps the address in lower case, cuts long text and reads numbers and blanks in the details', () => {
    expect(check({ userEmail: ' Ada@Example.com ', productName: ` ${'P'.repeat(130)} `, productDetails: { cost: 4500, savings: ' ', description: 'd'.repeat(2_100) } })).toEqual({
      ok: true,
      value: { userEmail: 'ada@example.com', productName: 'P'.repeat(120), productDetails: { cost: '4500', savings: null, description: 'd'.repeat(2_000) } },
    });
    expect(check({ userEmail: 'ada@example.com', productName: 'Heat pump', productDetails: 'none' })).toMatchObject({
      ok: true,
      value: { productDetails: { cost: null, savings: null, description: null } },
    });
  });
});
