import type { Benefit } from './options.js';

/**
 * Who a scheme is for, as the eligibility rule reads it (docs/product.md, "Grants questionnaire and eligibility"):
 * - `all`: every household;
 * - `over_66_years`: someone in the household is over 66;
 * - a benefit: someone receives it;
 * - `any_benefit`: someone receives any benefit (the local authority grants);
 * - `three_or_more_members`: the household has 3 or more people (the local authority grants);
 * - `disability`: the household answered yes to disability (the Disabled Facilities Grant);
 * - `low_income`: shown to the householder, but the rule does not match on income.
 */
export type GrantEligibilityTag =
  | 'all'
  | 'over_66_years'
  | 'any_benefit'
  | 'three_or_more_members'
  | 'disability'
  | 'low_income'
  | Exclude<Benefit, 'none'>;

export interface GrantScheme {
  id: string;
  name: string;
  description: string;
  eligibility: GrantEligibilityTag[];
  /** The amount we state for the scheme; `asOf` says where the public source now differs. */
  amount: string;
  provider: string;
  requirements: string[];
  applicationProcess: string;
  website: string;
  /** Where the public source differs from `amount` or the scheme has changed, and since when; else null. */
  asOf: string | null;
}

/** The means-tested benefits among the questionnaire's answers: the catalogue's and the grants engine's one list. */
export const MEANS_TESTED_BENEFITS = [
  'universal_credit',
  'pension_credit',
  'jobseekers_allowance',
  'income_support',
  'child_tax_credit',
  'working_tax_credit',
  'housing_benefit',
] as const;
const DISABILITY_AND_CARER = [
  'disability_living_allowance',
  'personal_independence_payment',
  'attendance_allowance',
  'carers_allowance',
] as const;

/** The 9 schemes, in the order the questionnaire lists them. */
export const GRANT_SCHEMES: readonly GrantScheme[] = [
  {
    id: 'great-british-insulation-scheme',
    name: 'Great British Insulation Scheme',
    description: 'Free or cheaper insulation, such as cavity wall or loft insulation, funded by the large energy suppliers.',
    eligibility: ['all'],
    amount: '£300-£1,200',
    provider: 'Energy suppliers (administered by Ofgem)',
    requirements: [
      'Your home is in England, Scotland or Wales',
      'Council tax band A-D in England, or A-E in Scotland and Wales, or someone in the home gets certain benefits',
      'An Energy Performance Certificate (EPC) rating of D or below',
    ],
    applicationProcess: 'Check your eligibility on GOV.UK; your energy supplier or its installer then contacts you to survey the home.',
    website: 'https://www.gov.uk/apply-great-british-insulation-scheme',
    asOf: 'The scheme took no new work after 31 March 2026, when the Energy Company Obligation ended; ask your council about the Warm Homes Plan instead.',
  },
  {
    id: 'eco4',
    name: 'ECO4',
    description: 'The Energy Company Obligation: insulation and heating upgrades for lower-income and vulnerable households, funded by the energy suppliers.',
    eligibility: [...MEANS_TESTED_BENEFITS, ...DISABILITY_AND_CARER, 'over_66_years'],
    amount: 'up to £10,000',
    provider: 'Energy suppliers (administered by Ofgem)',
    requirements: [
      'Someone in the home gets a qualifying benefit, or the household qualifies through the local council (flexible eligibility)',
      'A home with a low energy rating (usually EPC D to G)',
    ],
    applicationProcess: 'Contact your energy supplier, or your local council for flexible eligibility; an installer surveys the home before any work.',
    website: 'https://www.ofgem.gov.uk/environmental-and-social-schemes/energy-company-obligation-eco',
    asOf: 'ECO4 ended in March 2026 and a successor scheme has been announced; ask your energy supplier or local council what is available now.',
  },
  {
    id: 'boiler-upgrade-scheme',
    name: 'Boiler Upgrade Scheme',
    description: 'A grant towards replacing fossil-fuel heating with a heat pump or biomass boiler.',
    eligibility: ['all'],
    amount: '£5,000-£6,000',
    provider: 'Ofgem, for the Department for Energy Security and Net Zero',
    requirements: [
      'You own the property (homeowner, private landlord or small business) in England or Wales',
      'You are replacing fossil-fuel heating such as a gas, oil or electric system',
      'A valid Energy Performance Certificate (EPC)',
    ],
    applicationProcess: 'Choose an MCS-certified installer; the installer applies for the grant and takes it off your quote.',
    website: 'https://www.gov.uk/apply-boiler-upgrade-scheme',
    asOf: 'The catalogue once stated £5,000-£6,000; since 23 October 2023 the grant is £7,500 towards an air source or ground source heat pump (GOV.UK).',
  },
  {
    id: 'home-upgrade-grant',
    name: 'Home Upgrade Grant',
    description: 'Insulation, low-carbon heating and solar for low-income households, delivered by local councils.',
    eligibility: ['low_income', 'universal_credit', 'pension_credit', 'jobseekers_allowance', 'income_support', 'housing_benefit'],
    amount: 'up to £10,000',
    provider: 'Local councils, funded by the Department for Energy Security and Net Zero',
    requirements: [
      'Household income under £31,000, or someone in the home gets a means-tested benefit',
      'A home with a low energy rating',
    ],
    applicationProcess: 'Check your eligibility and register through GOV.UK or your local council, which arranges a survey and the work.',
    website: 'https://www.gov.uk/government/publications/warm-homes-local-grant',
    asOf: 'Replaced by the Warm Homes: Local Grant (2025-2028) in England: household income of £36,000 or less, or a means-tested benefit, in a privately owned home rated EPC D to G.',
  },
  {
    id: 'warm-home-discount',
    name: 'Warm Homes Discount',
    description: 'The Warm Home Discount: a one-off discount on your electricity bill in winter.',
    eligibility: MEANS_TESTED_BENEFITS.slice(),
    amount: '£150',
    provider: 'Energy suppliers',
    requirements: [
      'Someone in the home gets the Guarantee Credit element of Pension Credit, or a means-tested benefit',
      'Your electricity supplier is part of the scheme',
    ],
    applicationProcess: 'Most eligible households get it automatically and receive a letter; your supplier credits your electricity bill over the winter.',
    website: 'https://www.gov.uk/the-warm-home-discount-scheme',
    asOf: 'From winter 2025/26 everyone in England and Wales who gets a means-tested benefit qualifies, without the previous high-energy-cost test.',
  },
  {
    id: 'winter-fuel-payment',
    name: 'Winter Fuel Payment',
    description: 'A yearly tax-free payment towards heating bills for people over State Pension age.',
    eligibility: ['over_66_years'],
    amount: '£200-£300',
    provider: 'Department for Work and Pensions',
    requirements: ['Someone in the home was born on or before 21 September 1959 (winter 2025/26)', 'Recovered through tax from anyone whose own income is over £35,000'],
    applicationProcess: 'Paid automatically to most people who qualify, in November or December; others can claim on GOV.UK.',
    website: 'https://www.gov.uk/winter-fuel-payment',
    asOf: 'For winter 2025/26: £200, or £300 if someone is 80 or over, for people born before 22 September 1959; it is recovered through tax when income is over £35,000. Scotland pays the Pension Age Winter Heating Payment instead.',
  },
  {
    id: 'cold-weather-payment',
    name: 'Cold Weather Payment',
    description: 'A payment for each very cold spell in your area while you get certain benefits.',
    eligibility: ['pension_credit', 'universal_credit', 'income_support', 'jobseekers_allowance'],
    amount: '£25 per week',
    provider: 'Department for Work and Pensions',
    requirements: [
      'Someone in the home gets Pension Credit, Universal Credit, Income Support or income-based Jobseeker\'s Allowance',
      'Your area records, or is forecast, an average of 0 °C or below for 7 days in a row between 1 November and 31 March',
    ],
    applicationProcess: 'Paid automatically into the account your benefits are paid into; there is nothing to apply for.',
    website: 'https://www.gov.uk/cold-weather-payment',
    asOf: 'Not paid in Scotland, where the Winter Heating Payment replaced it.',
  },
  {
    id: 'local-authority-grants',
    name: 'Local Authority Energy Grants',
    description: 'Grants and loans your local council offers for heating, insulation and repairs; what is available varies by area.',
    eligibility: ['any_benefit', 'three_or_more_members'],
    amount: 'varies',
    provider: 'Your local council',
    requirements: ['Set by each council, often for households on benefits or a low income, or larger families'],
    applicationProcess: "Contact your local council's housing or energy team, or see its website, to ask what it offers now.",
    website: 'https://www.gov.uk/find-local-council',
    asOf: null,
  },
  {
    id: 'disabled-facilities-grant',
    name: 'Disabled Facilities Grant',
    description: 'A council grant for changes to your home, such as heating or access adaptations, for someone who is disabled.',
    eligibility: ['disability'],
    amount: 'up to £30,000',
    provider: 'Your local council',
    requirements: [
      'You or someone living with you is disabled',
      'You own the property or are a tenant, and intend to live there during the grant period',
      'Means-tested for adults',
    ],
    applicationProcess: 'Apply to your local council; an occupational therapist may assess which adaptations are needed.',
    website: 'https://www.gov.uk/disabled-facilities-grants',
    asOf: 'Up to £30,000 is the amount in England; it is up to £36,000 in Wales and £25,000 in Northern Ireland, and the grant is not available in Scotland.',
  },
];

