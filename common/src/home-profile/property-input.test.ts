import { EMAIL_MESSAGES } from '../email.js';
import { POSTCODE_MESSAGES } from '../postcode.js';
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
        rentalRole: 'unknown',
        solarPVPanels: false,
        solarWaterHeating: false,
        annualGasKwh: null,
        annualElectricityKwh: null,
        annualFuelUse: null,
        annualFuelUnit: null,
        heatingFuel: null,
        wallInsulation: 'unknown',
        loftInsulationMm: null,
        glazing: 'unknown',
        boilerType: 'unknown',
        heatingControls: 'unknown',
        flatPosition: 'unknown',
      },
    });
  });

  it('asks the fuel only of an Other heating, and reads "Not sure" and empty as unknown', () => {
    const fuelOf = (input: object) => {
      const check = checkPropertyInput({ ...valid, ...input });
      return check.ok ? check.value.heatingFuel : check.message;
    };
    expect(fuelOf({ heatingSystem: 'Other', heatingFuel: 'LPG' })).toBe('lpg');
    expect(fuelOf({ heatingSystem: 'Other' })).toBe('unknown');
    expect(fuelOf({ heatingSystem: 'Other', heatingFuel: '' })).toBe('unknown');
    expect(fuelOf({ heatingSystem: 'Gas boiler', heatingFuel: 'coal' })).toBeNull();
    expect(fuelOf({ heatingSystem: 'Other', heatingFuel: 'peat' })).toBe('heatingFuel must be one of: lpg, coal, wood, electric_room_heaters, unknown');
  });

  it('keeps the stated facts, each defaulting to unknown, and a loft depth of 0-400 mm', () => {
    const check = checkPropertyInput({ ...valid, wallInsulation: 'cavity_empty', loftInsulationMm: '150 mm', glazing: 'Single', boilerType: 'non_condensing', heatingControls: 'none', flatPosition: 'top' });
    expect(check.ok && check.value).toMatchObject({ wallInsulation: 'cavity_empty', loftInsulationMm: 150, glazing: 'single', boilerType: 'non_condensing', heatingControls: 'none', flatPosition: 'top' });
    const zero = checkPropertyInput({ ...valid, loftInsulationMm: 0 });
    expect(zero.ok && zero.value.loftInsulationMm).toBe(0);
    for (const wrong of [-1, 401, 'thick']) {
      expect(checkPropertyInput({ ...valid, loftInsulationMm: wrong })).toEqual({
        ok: false, field: 'loftInsulationMm', message: 'Loft insulation must be a depth in mm from 0 to 400, or left empty if you are not sure',
      });
    }
    expect(checkPropertyInput({ ...valid, glazing: 'quadruple' })).toMatchObject({ ok: false, field: 'glazing', message: 'glazing must be one of: single, double, triple, unknown' });
  });

  it('takes yearly use as bills print it, rounded to whole kWh; empty or 0 is not given', () => {
    const check = checkPropertyInput({ ...valid, annualGasKwh: '12,345.6', annualElectricityKwh: 2_700 });
    expect(check.ok && [check.value.annualGasKwh, check.value.annualElectricityKwh]).toEqual([12_346, 2_700]);
    for (const notGiven of ['', 0, '0', null]) {
      const blank = checkPropertyInput({ ...valid, annualGasKwh: notGiven });
      expect(blank.ok && blank.value.annualGasKwh).toBeNull();
    }
  });

  it("takes the heating fuel's own yearly use in one of its units, within that unit's ceiling", () => {
    const fuelUse = (input: object) => {
      const check = checkPropertyInput({ ...valid, ...input });
      return check.ok ? [check.value.annualFuelUse, check.value.annualFuelUnit] : check;
    };
    expect(fuelUse({ heatingSystem: 'Oil boiler', annualFuelUse: '1,450.4', annualFuelUnit: 'oil_litres' })).toEqual([1_450, 'oil_litres']);
    expect(fuelUse({ heatingSystem: 'Other', heatingFuel: 'coal', annualFuelUse: 60, annualFuelUnit: 'coal_bags' })).toEqual([60, 'coal_bags']);
    expect(fuelUse({ heatingSystem: 'Other', heatingFuel: 'wood', annualFuelUse: '', annualFuelUnit: 'wood_logs_kg' })).toEqual([null, null]);
    expect(fuelUse({ heatingSystem: 'Other', heatingFuel: 'lpg', annualFuelUse: 2_000, annualFuelUnit: 'oil_litres' })).toEqual({
      ok: false, field: 'annualFuelUnit', message: 'Say which unit your yearly LPG use is in: litres (tank), kg (bottles), kWh',
    });
    expect(fuelUse({ heatingSystem: 'Oil boiler', annualFuelUse: 2_000 })).toMatchObject({ field: 'annualFuelUnit', message: 'Say which unit your yearly oil use is in: litres, kWh' });
    expect(fuelUse({ heatingSystem: 'Oil boiler', annualFuelUse: 12_000, annualFuelUnit: 'oil_litres' })).toEqual({
      ok: false, field: 'annualFuelUse', message: 'Yearly oil use must be a number of litres from 1 to 9,600, or left empty',
    });
    expect(fuelUse({ heatingSystem: 'Other', heatingFuel: 'coal', annualFuelUse: 500, annualFuelUnit: 'coal_bags' })).toMatchObject({
      field: 'annualFuelUse', message: 'Yearly coal or smokeless fuel use must be a number of 25 kg bags from 1 to 460, or left empty',
    });
    for (const heating of [{ heatingSystem: 'Gas boiler' }, { heatingSystem: 'Other', heatingFuel: 'unknown' }]) {
      expect(fuelUse({ ...heating, annualFuelUse: 900, annualFuelUnit: 'oil_litres' })).toMatchObject({
        field: 'annualFuelUse', message: 'Yearly fuel use is asked only of oil, LPG, coal or wood heating: leave it empty for this heating',
      });
    }
    expect(fuelUse({ heatingSystem: 'Oil boiler', annualFuelUse: 'a tankful', annualFuelUnit: 'oil_litres' })).toMatchObject({ field: 'annualFuelUse' });
  });

  it.each([
    ['annualGasKwh', 'lots', 'Yearly gas use must be a number of kWh from 1 to 100,000, or left empty'],
    ['annualGasKwh', 250_000, 'Yearly gas use must be a number of kWh from 1 to 100,000, or left empty'],
    ['annualElectricityKwh', -5, 'Yearly electricity use must be a number of kWh from 1 to 50,000, or left empty'],
    ['annualElectricityKwh', Number.NaN, 'Yearly electricity use must be a number of kWh from 1 to 50,000, or left empty'],
  ])('refuses %s = %p, naming the field', (field, value, message) => {
    expect(checkPropertyInput({ ...valid, [field]: value })).toEqual({ ok: false, message, field });
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

  it('bounds floor area and bedrooms to what homes are, 0 or empty meaning not known', () => {
    const check = (input: object) => checkPropertyInput({ ...valid, ...input });
    expect(check({ floorArea: 10_000 })).toEqual({ ok: false, field: 'floorArea', message: 'Floor area must be a whole number of square metres from 10 to 1,000, or left empty if you are not sure' });
    expect(check({ floorArea: 5 })).toMatchObject({ ok: false, field: 'floorArea' });
    expect(check({ numBedrooms: 60 })).toEqual({ ok: false, field: 'numBedrooms', message: 'Bedrooms must be a whole number from 1 to 50, or left empty' });
    const unknown = check({ floorArea: 0, numBedrooms: '' });
    expect(unknown.ok && [unknown.value.floorArea, unknown.value.numBedrooms]).toEqual([0, 0]);
    const largest = check({ floorArea: 1_000 });
    expect(largest.ok && largest.value.floorArea).toBe(1_000);
  });

  it('accepts contactApproval as well as the REST payload’s contact_approval', () => {
    const check = checkPropertyInput({ ...valid, contactApproval: true });
    expect(check.ok && check.value.contactApproval).toBe(true);
  });

  it('names the REST payload’s contact_approval for a wrong approval, whichever name carried it', () => {
    for (const approval of [{ contact_approval: 'yes' }, { contactApproval: 'yes' }, { contact_approval: null, contactApproval: 1 }]) {
      expect(checkPropertyInput({ ...valid, ...approval })).toEqual({ ok: false, message: 'contact_approval must be true or false', field: 'contact_approval' });
    }
  });

  it('answers a wrong postcode or e-mail with their own rules’ messages', () => {
    expect(checkPropertyInput({ ...valid, postcode: 'LS1' })).toEqual({ ok: false, message: POSTCODE_MESSAGES.invalid, field: 'postcode' });
    expect(checkPropertyInput({ ...valid, email: 'me@home' })).toEqual({ ok: false, message: EMAIL_MESSAGES.invalid, field: 'email' });
    const check = checkPropertyInput({ ...valid, email: ' Me@Home.example ' });
    expect(check.ok && check.value.email).toBe('me@home.example');
  });

  it('reports the first field that breaks a rule: postcode, heating, then the rest in the profile’s order', () => {
    const firstField = (input: object) => {
      const check = checkPropertyInput({ ...valid, ...input });
      return check.ok ? null : check.field;
    };
    expect(firstField({ address: 'x'.repeat(256), heatingSystem: 'Coal fire', postcode: 'LS1' })).toBe('postcode');
    expect(firstField({ address: 'x'.repeat(256), heatingSystem: 'Coal fire' })).toBe('heatingSystem');
    expect(firstField({ flatPosition: 'attic', epcRating: 'Z', heatingSystem: 'other', heatingFuel: 'peat' })).toBe('heatingFuel');
    expect(firstField({ flatPosition: 'attic', loftInsulationMm: 'deep', epcValidUntil: 'x'.repeat(41) })).toBe('epcValidUntil');
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

describe('strict values at the edge', () => {
  const valid = { address: '1 Mill Lane', postcode: 'B33 8TH', propertyType: 'Detached', yearBuilt: 'Pre-1919' };

  it.each([
    ['glazing', true, 'glazing must be one of: single, double, triple, unknown'],
    ['wallInsulation', 401, 'wallInsulation must be one of: cavity_filled, cavity_empty, solid_insulated, solid_uninsulated, unknown'],
    ['boilerType', false, 'boilerType must be one of: condensing, non_condensing, unknown'],
    ['flatPosition', ['top'], 'flatPosition must be one of: ground, mid, top, unknown'],
    ['tenure', 3, 'tenure must be one of: Owner-occupied, Rented - Private, Rented - Social'],
  ])('refuses %s: %p, naming the field and its options', (field, value, message) => {
    expect(checkPropertyInput({ ...valid, [field]: value })).toEqual({ ok: false, field, message });
  });

  it('refuses a fuel that is no fuel, whether or not the heating asks for one', () => {
    const message = 'heatingFuel must be one of: lpg, coal, wood, electric_room_heaters, unknown';
    expect(checkPropertyInput({ ...valid, heatingSystem: 'Other', heatingFuel: {} })).toEqual({ ok: false, field: 'heatingFuel', message });
    expect(checkPropertyInput({ ...valid, heatingSystem: 'Gas boiler', heatingFuel: {} })).toEqual({ ok: false, field: 'heatingFuel', message });
    const gas = checkPropertyInput({ ...valid, heatingSystem: 'Gas boiler', heatingFuel: 'coal' });
    expect(gas.ok && gas.value.heatingFuel).toBeNull();
    const other = checkPropertyInput({ ...valid, heatingSystem: 'Other' });
    expect(other.ok && other.value.heatingFuel).toBe('unknown');
  });

  it.each([
    ['floorArea', '0x50'],
    ['floorArea', ['90']],
    ['numBedrooms', '3e0'],
    ['annualGasKwh', '0x1F40'],
    ['annualElectricityKwh', [2700]],
    ['loftInsulationMm', '0x64'],
    ['loftInsulationMm', true],
  ])('refuses %s written as %p: numbers are decimal digits', (field, value) => {
    expect(checkPropertyInput({ ...valid, [field]: value })).toMatchObject({ ok: false, field });
  });

  it('refuses an e-mail that is not text', () => {
    expect(checkPropertyInput({ ...valid, email: 42 })).toEqual({ ok: false, field: 'email', message: 'Please enter a valid email address' });
  });
});
