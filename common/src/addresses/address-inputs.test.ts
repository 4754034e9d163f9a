import { checkWith } from '../validation/schema-check.js';
import { addressLookupSchema, epcDetailsSchema } from './address-inputs.js';

describe('the address look-up inputs', () => {
  it('normalise the postcode, or refuse it in its own words', () => {
    expect(checkWith(addressLookupSchema, { postcode: ' sw1a1aa ' })).toEqual({ ok: true, value: { postcode: 'SW1A 1AA' } });
    expect(checkWith(addressLookupSchema, {})).toEqual({ ok: false, message: 'Please enter a postcode', field: 'postcode' });
    expect(checkWith(addressLookupSchema, { postcode: 'nowhere' })).toEqual({ ok: false, message: 'Please enter a valid UK postcode', field: 'postcode' });
  });

  it('check the postcode before the address, which must be chosen', () => {
    expect(checkWith(epcDetailsSchema, { postcode: 'nowhere' })).toMatchObject({ ok: false, field: 'postcode' });
    expect(checkWith(epcDetailsSchema, { postcode: 'SW1A 1AA', address: '  ' })).toEqual({ ok: false, message: 'Please choose an address', field: 'address' });
    expect(checkWith(epcDetailsSchema, { postcode: 'SW1A 1AA', address: ` ${'a'.repeat(300)} ` })).toEqual({ ok: true, value: { postcode: 'SW1A 1AA', address: 'a'.repeat(255) } });
  });
});
