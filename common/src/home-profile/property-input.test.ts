import { checkPropertyInput } from './property-input.js';

const valid = { address: '1 Mill Lane', postcode: 'ls1 4ap', propertyType: 'Terraced', yearBuilt: 'Pre-1919' };

describe('checkPropertyInput', () => {
  it('fills defaults for everything optional', () => {
    expect(checkPropertyInput(valid)).toEqual({
      ok: true,
      value: {
        address: '1 Mill Lane',
        fullAddress: null,
        postcode: 'LS1 4AP',
        email: null,
        contactApproval: false,
        priority: 'reduce_bills',
        propertyType: 'Terraced',
        yearBuilt: 'Pre-1919',
        floorArea: 0,
        numBedrooms: 0,
        heatingSystem: null,
        epcRating: null,
        epcValidUntil: null,
        tenure: null,
        solarPVPanels: false,
        solarWaterHeating: false,
      },
    });
  });

  it.each([null, 'text', [], 42])('names every required field when given %p', (input) => {
    expect(checkPropertyInput(input)).toEqual({
      ok: false,
      message: 'Missing required property fields: address, postcode, propertyType, yearBuilt',
    });
  });

  it('accepts options in any case and returns their canonical spelling', () => {
    const check = checkPropertyInput({ ...valid, propertyType: 'flat/apartment', epcRating: 'c', tenure: 'rented - social' });
    expect(check.ok && [check.value.propertyType, check.value.epcRating, check.value.tenure]).toEqual([
      'Flat/Apartment',
      'C',
      'Rented - Social',
    ]);
  });

  it('parses floor area and bedrooms as integers', () => {
    const check = checkPropertyInput({ ...valid, floorArea: '87.6', numBedrooms: 6.9 });
    expect(check.ok && [check.value.floorArea, check.value.numBedrooms]).toEqual([87, 6]);
  });

  it('accepts contactApproval as well as the spec’s contact_approval', () => {
    const check = checkPropertyInput({ ...valid, contactApproval: true });
    expect(check.ok && check.value.contactApproval).toBe(true);
  });

  it.each([
    [{ priority: 'speed' }, 'priority'],
    [{ heatingSystem: 'Coal fire' }, 'heatingSystem'],
    [{ epcRating: 'Z' }, 'epcRating'],
    [{ address: 'x'.repeat(256) }, 'address'],
    [{ numBedrooms: 'many' }, 'numBedrooms'],
  ])('rejects %j naming %s', (change, field) => {
    const check = checkPropertyInput({ ...valid, ...change });
    expect(check).toMatchObject({ ok: false, field });
  });
});
