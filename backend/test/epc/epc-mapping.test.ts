import {
  bedroomsOf,
  epcValidUntilOf,
  heatingSystemOf,
  propertyTypeOf,
  tenureOf,
  yearBuiltOf,
} from '../../src/epc/epc-mapping.js';

describe('mapping EPC text to the wizard options', () => {
  it.each([
    ['Flat', 'Mid-Terrace', 'Flat/Apartment'],
    ['Maisonette', 'End-Terrace', 'Flat/Apartment'],
    ['Bungalow', 'Detached', 'Bungalow'],
    ['House', 'Semi-Detached', 'Semi-detached'],
    ['House', 'Detached', 'Detached'],
    ['House', 'Enclosed Mid-Terrace', 'Terraced'],
    ['House', 'NO DATA!', 'Semi-detached'],
    [null, null, null],
  ])('property type %p / %p → %p', (type, form, expected) => {
    expect(propertyTypeOf(type, form)).toBe(expected);
  });

  it.each([
    ['England and Wales: before 1900', 'Pre-1919'],
    ['England and Wales: 1900-1929', 'Pre-1919'],
    ['England and Wales: 1930-1949', '1919-1944'],
    ['England and Wales: 1950-1966', '1945-1964'],
    ['England and Wales: 1967-1975', '1965-1982'],
    ['England and Wales: 1983-1990', '1983-2002'],
    ['England and Wales: 2003-2006', '2003-2010'],
    ['England and Wales: 2007-2011', '2003-2010'],
    ['England and Wales: 2012 onwards', '2011-Present'],
    ['2023', '2011-Present'],
    ['NO DATA!', null],
  ])('age band %p → %p', (band, expected) => {
    expect(yearBuiltOf(band)).toBe(expected);
  });

  it.each([
    ['Boiler and radiators, mains gas', null, 'Gas boiler'],
    ['Boiler and radiators, oil', null, 'Oil boiler'],
    ['Electric storage heaters', 'electricity', 'Electric storage heaters'],
    ['Air source heat pump, radiators, electric', null, 'Heat pump'],
    ['Community scheme', null, 'District heating'],
    ['Room heaters, electric', null, 'Other'],
    ['Boiler and radiators', 'mains gas (not community)', 'Gas boiler'],
    [null, null, null],
  ])('heating %p (%p) → %p', (heating, fuel, expected) => {
    expect(heatingSystemOf(heating, fuel)).toBe(expected);
  });

  it.each([
    ['owner-occupied', 'Owner-occupied'],
    ['rental (private)', 'Rented - Private'],
    ['Rented (social)', 'Rented - Social'],
    ['council', 'Rented - Social'],
    ['NO DATA!', 'Owner-occupied'],
    [null, 'Owner-occupied'],
  ])('tenure %p → %p', (tenure, expected) => {
    expect(tenureOf(tenure)).toBe(expected);
  });

  it('estimates bedrooms from habitable rooms', () => {
    expect([null, 0, 1, 2, 3, 4, 5, 9].map(bedroomsOf)).toEqual([null, null, 1, 1, 2, 2, 3, 6]);
  });

  it('writes the validity as lodgement + 10 years, like 2031 December', () => {
    expect(epcValidUntilOf('2021-12-03')).toBe('2031 December');
    expect(epcValidUntilOf('2016-01-31')).toBe('2026 January');
    expect(epcValidUntilOf(null)).toBeNull();
  });
});
