import { checkWith } from '../validation/schema-check.js';
import { localAuthorityArgsSchema, partnerHouseholdsSchema, statisticsArgsSchema } from './partner-inputs.js';

const households = (...items: unknown[]) => checkWith(partnerHouseholdsSchema, { households: items });

describe('partnerHouseholdsSchema', () => {
  it('refuses more than 100 households a call', () => {
    expect(households(...Array.from({ length: 101 }, () => ({ householdData: {} })))).toEqual({ ok: false, message: 'Send at most 100 households a call.', field: 'households' });
  });

  it.each([
    [{ reference: 'r'.repeat(101), householdData: {} }, 'households[1].reference must be at most 100 characters', 'households[1].reference'],
    [{ householdData: { income: 'lots' } }, 'households[1]: income must be one of: under_20k, 20k_30k, 30k_40k, 40k_50k, over_50k, prefer_not_to_say', 'households[1].income'],
    [{ householdData: 'none' }, 'households[1]: householdData must be an object', 'households[1].householdData'],
    [{ householdData: {}, postcode: 'nowhere' }, 'households[1]: Please enter a valid UK postcode', 'households[1].postcode'],
    [{ householdData: {}, tenure: 'Squatted' }, 'households[1]: tenure must be one of: Owner-occupied, Rented - Private, Rented - Social', 'households[1].tenure'],
    [{ householdData: {}, epcRating: 'H' }, 'households[1]: epcRating must be one of: A, B, C, D, E, F, G', 'households[1].epcRating'],
  ])('names the household and field of a problem (%j)', (second, message, field) => {
    expect(households({ householdData: {} }, second)).toEqual({ ok: false, message, field });
  });

  it('reads the home for its nation, tenure and band; nothing given, nothing known', () => {
    const check = households({ reference: 'A1', householdData: {}, postcode: ' cf10 1aa ', tenure: ' Rented - Social ', epcRating: 'E' }, { householdData: {}, postcode: ' ' });
    expect(check).toMatchObject({
      ok: true,
      value: [
        { reference: 'A1', home: { nation: 'Wales', tenure: 'Rented - Social', epcRating: 'E' } },
        { reference: null, home: { nation: null, tenure: null, epcRating: null } },
      ],
    });
  });
});

describe('the local authority arguments', () => {
  it('trims the authority and refuses none or a long one', () => {
    expect(checkWith(localAuthorityArgsSchema, { localAuthority: ' Leeds ' })).toEqual({ ok: true, value: { localAuthority: 'Leeds' } });
    const refused = { ok: false, message: 'localAuthority must be an ONS code or a name of 1 to 100 characters', field: 'localAuthority' };
    expect(checkWith(localAuthorityArgsSchema, { localAuthority: '  ' })).toEqual(refused);
    expect(checkWith(localAuthorityArgsSchema, { localAuthority: 'x'.repeat(101) })).toEqual(refused);
  });

  it.each([0, 25, 1.5])('refuses %j months', (months) => {
    expect(checkWith(statisticsArgsSchema, { localAuthority: 'Leeds', months })).toEqual({ ok: false, message: 'months must be a whole number from 1 to 24', field: 'months' });
  });
});
