import { MEANS_TESTED_BENEFITS as MEANS_TESTED } from '@warmwise/common';
import { anyOf, councilTaxBands, decidedBy, epcBands, forTenures, incomeAtMost, openIn, receives, replacesFossilHeating } from './rule.js';
import type { SchemeFacts } from './scheme-facts.js';

const LOW_RATED = ['D', 'E', 'F', 'G'] as const;
const OWNERS_AND_PRIVATE = ['Owner-occupied', 'Rented - Private'] as const;

/**
 * The dated table for the catalogue's nine schemes: the amount we state, the rules we check, the
 * source and the date it gives them for, and the end of a scheme that has ended. Refreshing a scheme
 * is a change of this data; docs/grants.md lists every row.
 */
export const CATALOGUE_FACTS: readonly SchemeFacts[] = [
  {
    id: 'great-british-insulation-scheme',
    amount: '£300-£1,200',
    source: {
      title: 'Ofgem, Great British Insulation Scheme: homeowners and tenants; HM Treasury, Budget 2025 (26 November 2025) ends it',
      url: 'https://www.ofgem.gov.uk/environmental-and-social-schemes/great-british-insulation-scheme',
      asOf: '2025-11-26',
    },
    endedOn: '2026-03-31',
    successor: 'insulation help now comes through the Warm Homes Plan and your council',
    rules: [
      openIn(['England', 'Scotland', 'Wales'], { 'Northern Ireland': 'Not available in Northern Ireland' }),
      anyOf(
        'For council tax bands A-D in England, A-E in Scotland and Wales, or a household on a means-tested benefit',
        councilTaxBands({ England: ['A', 'B', 'C', 'D'], Scotland: ['A', 'B', 'C', 'D', 'E'], Wales: ['A', 'B', 'C', 'D', 'E'] }, 'For council tax bands A-D in England, A-E in Scotland and Wales'),
        receives(MEANS_TESTED, 'For households on a means-tested benefit'),
      ),
      epcBands(LOW_RATED, 'For homes rated EPC D to G'),
    ],
  },
  {
    id: 'eco4',
    amount: 'up to £10,000',
    source: {
      title: 'Ofgem, Energy Company Obligation (ECO4); HM Treasury, Budget 2025 (26 November 2025) ends it',
      url: 'https://www.ofgem.gov.uk/environmental-and-social-schemes/energy-company-obligation-eco',
      asOf: '2025-11-26',
    },
    endedOn: '2026-03-31',
    successor: 'the Warm Homes Plan, through your council, took over from it',
    rules: [
      openIn(['England', 'Scotland', 'Wales'], { 'Northern Ireland': 'Not available in Northern Ireland' }),
      epcBands(LOW_RATED, 'For homes rated EPC D to G'),
    ],
  },
  {
    id: 'boiler-upgrade-scheme',
    amount: '£7,500 towards a heat pump (£5,000 towards a biomass boiler)',
    heatPumpGrantGbp: 7500,
    source: { title: 'GOV.UK, Apply for the Boiler Upgrade Scheme', url: 'https://www.gov.uk/apply-boiler-upgrade-scheme', asOf: '2023-10-23' },
    endedOn: null,
    rules: [
      openIn(['England', 'Wales'], {
        Scotland: 'Not available in Scotland — Home Energy Scotland offers a grant and loan instead',
        'Northern Ireland': 'Not available in Northern Ireland',
      }),
      forTenures(OWNERS_AND_PRIVATE, 'For owners and private landlords'),
      replacesFossilHeating('For replacing gas, oil, LPG or electric heating'),
    ],
  },
  {
    id: 'home-upgrade-grant',
    amount: 'up to £10,000',
    source: { title: 'GOV.UK, Warm Homes: Local Grant', url: 'https://www.gov.uk/government/publications/warm-homes-local-grant', asOf: '2025-04-01' },
    endedOn: '2025-03-31',
    successor:
      'in England the Warm Homes: Local Grant replaced it, for a household income of £36,000 or less or a means-tested benefit, in a privately owned or rented home rated EPC D to G',
    rules: [
      openIn(['England'], {
        Scotland: 'Not available in Scotland — Home Energy Scotland offers a grant and loan instead',
        Wales: 'Not available in Wales — Nest offers free improvements instead',
        'Northern Ireland': 'Not available in Northern Ireland — the Affordable Warmth Scheme helps instead',
      }),
      forTenures(OWNERS_AND_PRIVATE, 'For owners and private tenants, not social housing'),
      anyOf(
        'For a household income of £36,000 or less, or a means-tested benefit',
        incomeAtMost(36_000, 'For a household income of £36,000 or less'),
        receives(MEANS_TESTED, 'For households on a means-tested benefit'),
      ),
      epcBands(LOW_RATED, 'For homes rated EPC D to G'),
    ],
  },
  {
    id: 'warm-home-discount',
    amount: '£150',
    source: { title: 'GOV.UK, Warm Home Discount Scheme', url: 'https://www.gov.uk/the-warm-home-discount-scheme', asOf: '2025-09-01' },
    endedOn: null,
    rules: [
      openIn(['England', 'Scotland', 'Wales'], { 'Northern Ireland': 'Not available in Northern Ireland' }),
      receives(MEANS_TESTED, 'For households on a means-tested benefit'),
      ({ household, home }) =>
        home.nation === 'Scotland' && !household.benefits.includes('pension_credit')
          ? { state: 'unknown', reason: 'In Scotland, apart from Pension Credit, each supplier decides who gets it: ask yours' }
          : { state: 'met', reason: 'Most who qualify get it automatically' },
    ],
  },
  {
    id: 'winter-fuel-payment',
    amount: '£200-£300',
    source: { title: 'GOV.UK, Winter Fuel Payment', url: 'https://www.gov.uk/winter-fuel-payment', asOf: '2025-09-22' },
    endedOn: null,
    rules: [
      openIn(['England', 'Wales', 'Northern Ireland'], { Scotland: 'Not paid in Scotland — the Pension Age Winter Heating Payment replaced it' }),
      incomeAtMost(35_000, 'Taken back through tax from anyone whose own income is over £35,000', 'unknown'),
    ],
  },
  {
    id: 'cold-weather-payment',
    amount: '£25 per week',
    source: { title: 'GOV.UK, Cold Weather Payment', url: 'https://www.gov.uk/cold-weather-payment', asOf: '2025-11-01' },
    endedOn: null,
    rules: [
      openIn(['England', 'Wales', 'Northern Ireland'], { Scotland: 'Not paid in Scotland — the Winter Heating Payment replaced it' }),
      receives(['pension_credit', 'universal_credit', 'income_support', 'jobseekers_allowance'], 'Paid automatically for each very cold week while you get your benefit'),
    ],
  },
  {
    id: 'local-authority-grants',
    amount: 'varies',
    source: { title: 'GOV.UK, Find your local council', url: 'https://www.gov.uk/find-local-council', asOf: '2025-04-01' },
    endedOn: null,
    rules: [decidedBy('Each council sets its own rules: ask yours what it offers now')],
  },
  {
    id: 'disabled-facilities-grant',
    amount: 'up to £30,000',
    amountIn: { Wales: 'up to £36,000', 'Northern Ireland': 'up to £25,000' },
    source: { title: 'GOV.UK, Disabled Facilities Grants', url: 'https://www.gov.uk/disabled-facilities-grants', asOf: '2025-04-01' },
    endedOn: null,
    rules: [
      openIn(['England', 'Wales', 'Northern Ireland'], { Scotland: 'Not available in Scotland — your council helps with adaptations through its own scheme' }),
      receives(MEANS_TESTED, 'Means-tested for adults; a means-tested benefit usually passes the test'),
    ],
  },
];
