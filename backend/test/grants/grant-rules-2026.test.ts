import { emptyHousehold, type HouseholdData } from '@warmwise/common';
import { assessGrants } from '../../src/grants/grants-engine.js';
import { UNKNOWN_HOME, type GrantsHome } from '../../src/grants/rules/circumstances.js';

const over66 = { ...emptyHousehold().members, over_66_years: 1 };
/** The verdict and reasons of one scheme for a household and home on a day (3 December 2026 unless said). */
function scheme(id: string, household: Partial<HouseholdData>, home: Partial<GrantsHome>, today = '2026-12-03') {
  const found = assessGrants({ household: { ...emptyHousehold(), ...household }, home: { ...UNKNOWN_HOME, ...home }, today }).find((listed) => listed.id === id);
  return found && { verdict: found.verdict, reasons: found.reasons, amount: found.amount };
}
const ENGLISH_OWNER: Partial<GrantsHome> = { nation: 'England', tenure: 'Owner-occupied', epcRating: 'E', heatingSystem: 'Gas boiler' };

describe('Warm Homes: Local Grant (England, 2025-2028), assessed', () => {
  it('is likely for a low-income owner in a D-G home, on income alone or on a benefit', () => {
    expect(scheme('warm-homes-local-grant', { income: '20k_30k', benefits: ['none'] }, ENGLISH_OWNER)!.verdict).toBe('likely');
    expect(scheme('warm-homes-local-grant', { income: 'over_50k', benefits: ['universal_credit'] }, ENGLISH_OWNER)!.verdict).toBe('likely');
    expect(scheme('warm-homes-local-grant', { income: '20k_30k', benefits: ['none'] }, { ...ENGLISH_OWNER, tenure: 'Rented - Private' })!.verdict).toBe('likely');
  });

  it('is unlikely for social housing, a C-rated home or an income over £36,000 without a benefit', () => {
    expect(scheme('warm-homes-local-grant', { income: '20k_30k' }, { ...ENGLISH_OWNER, tenure: 'Rented - Social' })).toMatchObject({ verdict: 'unlikely', reasons: ['For owners and private tenants, not social housing'] });
    expect(scheme('warm-homes-local-grant', { income: '20k_30k' }, { ...ENGLISH_OWNER, epcRating: 'C' })!.verdict).toBe('unlikely');
    expect(scheme('warm-homes-local-grant', { income: '40k_50k', benefits: ['none'] }, ENGLISH_OWNER)!.verdict).toBe('unlikely');
  });

  it('is listed only in England', () => {
    expect(scheme('warm-homes-local-grant', {}, { ...ENGLISH_OWNER, nation: 'Wales' })).toBeUndefined();
  });
});

describe('Boiler Upgrade Scheme by tenure and heating', () => {
  it('owners likely; a private tenant is told the landlord must apply; social housing unlikely', () => {
    expect(scheme('boiler-upgrade-scheme', {}, ENGLISH_OWNER)!.verdict).toBe('likely');
    expect(scheme('boiler-upgrade-scheme', {}, { ...ENGLISH_OWNER, tenure: 'Rented - Private' })).toMatchObject({
      verdict: 'check',
      reasons: ['Your landlord must apply: the grant goes to the owner of the home, so ask them'],
    });
    expect(scheme('boiler-upgrade-scheme', {}, { ...ENGLISH_OWNER, tenure: 'Rented - Social' })!.verdict).toBe('unlikely');
  });

  it('says £9,000 for an oil or LPG home from 21 July 2026; a wood home is not replacing fossil heating', () => {
    const oil = scheme('boiler-upgrade-scheme', {}, { ...ENGLISH_OWNER, heatingSystem: 'Oil boiler' })!;
    expect(oil.reasons[0]).toBe('£9,000 towards a heat pump that replaces oil or LPG heating off the gas grid, from 21 July 2026');
    expect(scheme('boiler-upgrade-scheme', {}, { ...ENGLISH_OWNER, heatingSystem: 'Oil boiler' }, '2026-07-01')!.reasons[0]).toBe('Open in England');
    expect(scheme('boiler-upgrade-scheme', { heatingSystem: 'gas_boiler' }, { ...ENGLISH_OWNER, heatingSystem: 'Other', heatingFuel: 'wood' })).toMatchObject({
      verdict: 'unlikely',
      reasons: ['For replacing gas, oil, LPG, coal or electric heating; your home is heated with wood, which the scheme does not replace'],
    });
  });
});

describe('ECO4 and the Great British Insulation Scheme, as of the date', () => {
  it('were open until 31 March 2026 and have ended since', () => {
    const household = { benefits: ['universal_credit' as const], councilTaxBand: 'B' as const };
    expect(scheme('eco4', household, ENGLISH_OWNER, '2026-03-01')!.verdict).toBe('likely');
    expect(scheme('eco4', household, ENGLISH_OWNER)!.reasons[0]).toMatch(/^Ended on 31 March 2026/);
    expect(scheme('great-british-insulation-scheme', household, ENGLISH_OWNER, '2026-03-01')!.verdict).toBe('likely');
    expect(scheme('great-british-insulation-scheme', household, ENGLISH_OWNER)!.verdict).toBe('unlikely');
  });
});

describe('Warm Home Discount and Winter Fuel Payment', () => {
  it('the discount for every household on a means-tested benefit (2025/26 rules)', () => {
    expect(scheme('warm-home-discount', { benefits: ['housing_benefit'] }, ENGLISH_OWNER)!.verdict).toBe('likely');
  });

  it('the Winter Fuel Payment: paid at pension age, recovered through tax over £35,000', () => {
    expect(scheme('winter-fuel-payment', { members: over66, income: 'under_20k' }, ENGLISH_OWNER)!.verdict).toBe('likely');
    expect(scheme('winter-fuel-payment', { members: over66, income: '40k_50k' }, ENGLISH_OWNER)).toMatchObject({
      verdict: 'check',
      reasons: ['Paid to everyone of pension age, but taken back through tax from anyone whose own income is over £35,000'],
    });
  });
});

describe('Scotland', () => {
  const SCOTS_OWNER: Partial<GrantsHome> = { nation: 'Scotland', tenure: 'Owner-occupied', epcRating: 'E', heatingSystem: 'Gas boiler' };
  it('Home Energy Scotland with the rural uplift to £9,000', () => {
    expect(scheme('home-energy-scotland-grant-loan', { isRuralArea: 'yes' }, SCOTS_OWNER)!.reasons[0]).toMatch(/^£9,000 towards a heat pump for a rural or island home/);
    expect(scheme('home-energy-scotland-grant-loan', { isRuralArea: 'no' }, SCOTS_OWNER)!.reasons[0]).toBe('Open in Scotland');
  });

  it('Warmer Homes Scotland for a household on a benefit, checked by Home Energy Scotland; not for social housing', () => {
    expect(scheme('warmer-homes-scotland', { benefits: ['pension_credit'] }, SCOTS_OWNER)!.verdict).toBe('check');
    expect(scheme('warmer-homes-scotland', { benefits: ['pension_credit'] }, { ...SCOTS_OWNER, tenure: 'Rented - Social' })!.verdict).toBe('unlikely');
  });

  it('the Pension Age Winter Heating Payment in place of the Winter Fuel Payment', () => {
    expect(scheme('pension-age-winter-heating-payment', { members: over66 }, SCOTS_OWNER)).toMatchObject({ verdict: 'likely', amount: '£203.40, or £305.10 if someone is 80 or over' });
    expect(scheme('winter-fuel-payment', { members: over66 }, SCOTS_OWNER)!.verdict).toBe('unlikely');
  });
});

describe('Wales: Nest by its benefit and health routes', () => {
  const WELSH_OWNER: Partial<GrantsHome> = { nation: 'Wales', tenure: 'Owner-occupied', epcRating: 'D', heatingSystem: 'Gas boiler' };
  it('reaches a D-rated home on Pension Credit', () => {
    expect(scheme('nest-wales', { benefits: ['pension_credit'] }, WELSH_OWNER)!.verdict).toBe('likely');
  });
  it('asks a household with a health condition and no benefit to check', () => {
    expect(scheme('nest-wales', { benefits: ['none'], hasDisability: 'yes' }, WELSH_OWNER)!.verdict).toBe('check');
    expect(scheme('nest-wales', { benefits: ['none'], hasDisability: 'no' }, WELSH_OWNER)!.verdict).toBe('unlikely');
  });
});

describe('Northern Ireland: Affordable Warmth', () => {
  it('under £23,000, worth checking while its funding after March 2026 is unknown; over it, unlikely', () => {
    const home: Partial<GrantsHome> = { nation: 'Northern Ireland', tenure: 'Owner-occupied', heatingSystem: 'Oil boiler' };
    expect(scheme('ni-affordable-warmth', { income: 'under_20k' }, home)).toMatchObject({ verdict: 'check', amount: 'up to £7,500 (£10,000 with solid wall insulation)' });
    expect(scheme('ni-affordable-warmth', { income: '30k_40k' }, home)!.verdict).toBe('unlikely');
  });
});
