import { checkWith } from '../validation/schema-check.js';
import { typedAddressLine, typedAddressSchema } from './typed-address.js';

const check = (input: unknown) => checkWith(typedAddressSchema, input);

describe('typedAddressSchema', () => {
  it('asks for the house number or name first, then the street', () => {
    expect(check({ houseNameOrNumber: '  ', street: '' })).toEqual({ ok: false, message: 'Please enter your house number or name', field: 'houseNameOrNumber' });
    expect(check({ houseNameOrNumber: '12' })).toEqual({ ok: false, message: 'Please enter your street', field: 'street' });
    expect(check(null)).toMatchObject({ ok: false, field: 'houseNameOrNumber' });
  });

  it('refuses a part past its limit in plain words', () => {
    expect(check({ houseNameOrNumber: '1', street: 's'.repeat(121) })).toEqual({
      ok: false,
      message: 'Street is too long: please keep it to 120 characters.',
      field: 'street',
    });
  });

  it('trims both parts', () => {
    expect(check({ houseNameOrNumber: ' 12 ', street: ' Acacia Avenue ' })).toEqual({ ok: true, value: { houseNameOrNumber: '12', street: 'Acacia Avenue' } });
  });
});

describe('typedAddressLine', () => {
  it.each([
    ['12', 'Acacia Avenue', '12 Acacia Avenue'],
    ['12a', 'Acacia Avenue', '12a Acacia Avenue'],
    ['Flat 3, 12', 'Mill Lane', 'Flat 3, 12 Mill Lane'],
    ['Rose Cottage', 'Mill Lane', 'Rose Cottage, Mill Lane'],
    ['Rose Cottage,', ' Mill Lane', 'Rose Cottage, Mill Lane'],
  ])('%p and %p read %p', (houseNameOrNumber, street, line) => {
    expect(typedAddressLine({ houseNameOrNumber, street })).toBe(line);
  });
});
