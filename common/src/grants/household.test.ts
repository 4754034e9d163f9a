import { checkHouseholdData, emptyHousehold, householdSize } from './household.js';

describe('checkHouseholdData', () => {
  it('treats every skipped answer as unanswered', () => {
    expect(checkHouseholdData({})).toEqual({ ok: true, value: emptyHousehold() });
    expect(checkHouseholdData({ members: null, benefits: null, income: '', localAuthority: '  ' })).toEqual({
      ok: true,
      value: emptyHousehold(),
    });
  });

  it('keeps a full set of answers, with benefits once each', () => {
    const input = {
      members: { children_under_5: 1, '5_to_17_years': 2, '18_to_60_years': 2, '61_to_66_years': 0, over_66_years: 1 },
      benefits: ['universal_credit', 'universal_credit', 'carers_allowance'],
      income: '20k_30k',
      councilTaxBand: 'C',
      hasDisability: 'prefer_not_to_say',
      isRuralArea: 'unsure',
      firstTimeBuyer: 'yes_recent',
      heatingSystem: 'storage_heaters',
      localAuthority: ' Leeds City Council ',
    };
    const check = checkHouseholdData(input);
    expect(check).toEqual({
      ok: true,
      value: { ...input, benefits: ['universal_credit', 'carers_allowance'], localAuthority: 'Leeds City Council' },
    });
    expect(check.ok && householdSize(check.value)).toBe(6);
  });

  it.each([
    [{ members: { over_66_years: -1 } }, 'members.over_66_years must be a whole number of 0 or more', 'members.over_66_years'],
    [{ members: { children_under_5: 1.5 } }, 'members.children_under_5 must be a whole number of 0 or more', 'members.children_under_5'],
    [{ members: { '5_to_17_years': '2' } }, 'members.5_to_17_years must be a whole number of 0 or more', 'members.5_to_17_years'],
    [{ members: { '18_to_60_years': 31 } }, 'members.18_to_60_years must be at most 30', 'members.18_to_60_years'],
    [{ members: [1, 2] }, 'members must be an object of counts per age group', 'members'],
    [{ benefits: 'universal_credit' }, 'benefits must be a list', 'benefits'],
    [{ benefits: ['child_benefit'] }, expect.stringMatching(/^benefits must be one of: universal_credit, .*, none$/), 'benefits'],
    [{ income: 'under_31k' }, 'income must be one of: under_20k, 20k_30k, 30k_40k, 40k_50k, over_50k, prefer_not_to_say', 'income'],
    [{ councilTaxBand: 'I' }, 'councilTaxBand must be one of: A, B, C, D, E, F, G, H, unknown', 'councilTaxBand'],
    [{ hasDisability: true }, 'hasDisability must be one of: yes, no, prefer_not_to_say', 'hasDisability'],
    [{ isRuralArea: 'maybe' }, 'isRuralArea must be one of: yes, no, unsure', 'isRuralArea'],
    [{ firstTimeBuyer: 'yes' }, 'firstTimeBuyer must be one of: yes_first_time, yes_recent, no', 'firstTimeBuyer'],
    [{ heatingSystem: 'Gas boiler' }, expect.stringMatching(/^heatingSystem must be one of: gas_boiler, /), 'heatingSystem'],
    [{ localAuthority: 42 }, 'localAuthority must be text', 'localAuthority'],
    [{ localAuthority: 'x'.repeat(101) }, 'localAuthority must be at most 100 characters', 'localAuthority'],
  ])('rejects %j with a clear message', (input, message, field) => {
    expect(checkHouseholdData(input)).toEqual({ ok: false, message, field });
  });

  it('leaves skipped benefits out of the list', () => {
    const check = checkHouseholdData({ benefits: ['', 'pension_credit', null] });
    expect(check.ok && check.value.benefits).toEqual(['pension_credit']);
  });

  it('reports the first answer that breaks a rule, in the order of the questions', () => {
    expect(checkHouseholdData({ localAuthority: 42, income: 'lots', members: { over_66_years: -1 } })).toMatchObject({ field: 'members.over_66_years' });
    expect(checkHouseholdData({ localAuthority: 42, benefits: ['none', 'child_benefit', 'extra'] })).toMatchObject({ field: 'benefits' });
    expect(checkHouseholdData({ localAuthority: 42, heatingSystem: 'coal' })).toMatchObject({ field: 'heatingSystem' });
  });

  it.each([null, 'text', [], 3])('rejects %p as not an object', (input) => {
    expect(checkHouseholdData(input)).toEqual({ ok: false, message: 'householdData must be an object', field: 'householdData' });
  });
});
