import { GRANT_SCHEMES, type GrantScheme } from './catalogue.js';
import { eligibleGrants, NO_GRANTS_MESSAGE } from './eligibility.js';
import { emptyHousehold, type HouseholdData } from './household.js';

const household = (overrides: Partial<HouseholdData> = {}, members: Partial<HouseholdData['members']> = {}): HouseholdData => {
  const base = emptyHousehold();
  return { ...base, ...overrides, members: { ...base.members, ...members } };
};
const ids = (schemes: GrantScheme[]) => schemes.map((scheme) => scheme.id);
const FOR_EVERYONE = ['great-british-insulation-scheme', 'boiler-upgrade-scheme'];
/** The catalogue without the schemes for everyone, so each rule can be seen on its own. */
const targeted = GRANT_SCHEMES.filter((scheme) => !scheme.eligibility.includes('all'));
const matchTargeted = (data: HouseholdData) => ids(eligibleGrants(data, targeted));

describe('eligibleGrants', () => {
  it('always includes the schemes for all households', () => {
    expect(ids(eligibleGrants(household()))).toEqual(FOR_EVERYONE);
  });

  it('matches the schemes listing over_66_years when someone is over 66', () => {
    expect(matchTargeted(household({}, { over_66_years: 1 }))).toEqual(['eco4', 'winter-fuel-payment']);
  });

  it('does not treat 61 to 66 as over 66', () => {
    expect(matchTargeted(household({}, { '61_to_66_years': 2 }))).toEqual([]);
  });

  it("matches every scheme listing a selected benefit, and the local authority grants for any benefit", () => {
    expect(matchTargeted(household({ benefits: ['pension_credit'] }))).toEqual([
      'eco4',
      'home-upgrade-grant',
      'warm-home-discount',
      'cold-weather-payment',
      'local-authority-grants',
    ]);
    expect(matchTargeted(household({ benefits: ['attendance_allowance'] }))).toEqual(['eco4', 'local-authority-grants']);
  });

  it('never counts none as a benefit', () => {
    expect(matchTargeted(household({ benefits: ['none'] }))).toEqual([]);
    expect(matchTargeted(household({ benefits: ['none', 'carers_allowance'] }))).toEqual(['eco4', 'local-authority-grants']);
  });

  it('matches the local authority grants for 3 or more household members, across age groups', () => {
    expect(matchTargeted(household({}, { '18_to_60_years': 2 }))).toEqual([]);
    expect(matchTargeted(household({}, { '18_to_60_years': 2, children_under_5: 1 }))).toEqual(['local-authority-grants']);
  });

  it('matches the Disabled Facilities Grant only when disability is yes', () => {
    expect(matchTargeted(household({ hasDisability: 'yes' }))).toEqual(['disabled-facilities-grant']);
    expect(matchTargeted(household({ hasDisability: 'prefer_not_to_say' }))).toEqual([]);
    expect(matchTargeted(household({ hasDisability: 'no' }))).toEqual([]);
  });

  it('does not match on income, council tax band, rural area, first-time buyer or heating', () => {
    const answers = household({
      income: 'under_20k',
      councilTaxBand: 'A',
      isRuralArea: 'yes',
      firstTimeBuyer: 'yes_first_time',
      heatingSystem: 'oil_boiler',
      localAuthority: 'Cornwall',
    });
    expect(matchTargeted(answers)).toEqual([]);
  });

  it('lists matches in catalogue order, each once', () => {
    const all = eligibleGrants(household({ benefits: ['universal_credit'], hasDisability: 'yes' }, { over_66_years: 2, '18_to_60_years': 1 }));
    expect(ids(all)).toEqual(GRANT_SCHEMES.map((scheme) => scheme.id));
  });

  it('has a no-match message that points to the supplier or local authority', () => {
    expect(matchTargeted(household())).toEqual([]);
    expect(NO_GRANTS_MESSAGE).toMatch(/couldn't find specific grants/);
    expect(NO_GRANTS_MESSAGE).toMatch(/energy supplier or local authority/);
  });
});

describe('GRANT_SCHEMES', () => {
  it('holds the 9 schemes with the amounts we state', () => {
    expect(GRANT_SCHEMES.map((scheme) => [scheme.name, scheme.amount])).toEqual([
      ['Great British Insulation Scheme', '£300-£1,200'],
      ['ECO4', 'up to £10,000'],
      ['Boiler Upgrade Scheme', '£5,000-£6,000'],
      ['Home Upgrade Grant', 'up to £10,000'],
      ['Warm Homes Discount', '£150'],
      ['Winter Fuel Payment', '£200-£300'],
      ['Cold Weather Payment', '£25 per week'],
      ['Local Authority Energy Grants', 'varies'],
      ['Disabled Facilities Grant', 'up to £30,000'],
    ]);
  });

  it('gives every scheme a unique id, an official https website and the fields the questionnaire shows', () => {
    expect(new Set(GRANT_SCHEMES.map((scheme) => scheme.id)).size).toBe(9);
    for (const scheme of GRANT_SCHEMES) {
      expect(scheme.website).toMatch(/^https:\/\/www\.(gov\.uk|ofgem\.gov\.uk)\//);
      expect(scheme.description).not.toBe('');
      expect(scheme.provider).not.toBe('');
      expect(scheme.applicationProcess).not.toBe('');
      expect(scheme.requirements.length).toBeGreaterThan(0);
      expect(scheme.eligibility.length).toBeGreaterThan(0);
    }
  });
});
