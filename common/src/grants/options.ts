/**
 * The grants questionnaire's answer options. The questionnaire's controls, the shared validator and
 * the server's GraphQL descriptions all read these lists.
 */
export const HOUSEHOLD_MEMBER_GROUPS = [
  'children_under_5',
  '5_to_17_years',
  '18_to_60_years',
  '61_to_66_years',
  'over_66_years',
] as const;
export type HouseholdMemberGroup = (typeof HOUSEHOLD_MEMBER_GROUPS)[number];

export const BENEFITS = [
  'universal_credit',
  'pension_credit',
  'jobseekers_allowance',
  'income_support',
  'child_tax_credit',
  'working_tax_credit',
  'housing_benefit',
  'disability_living_allowance',
  'personal_independence_payment',
  'attendance_allowance',
  'carers_allowance',
  'none',
] as const;
export type Benefit = (typeof BENEFITS)[number];

export const INCOME_BANDS = ['under_20k', '20k_30k', '30k_40k', '40k_50k', 'over_50k', 'prefer_not_to_say'] as const;
export type IncomeBand = (typeof INCOME_BANDS)[number];

export const COUNCIL_TAX_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'unknown'] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];

export const DISABILITY_ANSWERS = ['yes', 'no', 'prefer_not_to_say'] as const;
export type DisabilityAnswer = (typeof DISABILITY_ANSWERS)[number];

export const RURAL_ANSWERS = ['yes', 'no', 'unsure'] as const;
export type RuralAnswer = (typeof RURAL_ANSWERS)[number];

export const FIRST_TIME_BUYER_ANSWERS = ['yes_first_time', 'yes_recent', 'no'] as const;
export type FirstTimeBuyerAnswer = (typeof FIRST_TIME_BUYER_ANSWERS)[number];

export const GRANTS_HEATING_SYSTEMS = [
  'gas_boiler',
  'oil_boiler',
  'electric_heating',
  'heat_pump',
  'solid_fuel',
  'storage_heaters',
  'other',
  'unsure',
] as const;
export type GrantsHeatingSystem = (typeof GRANTS_HEATING_SYSTEMS)[number];
