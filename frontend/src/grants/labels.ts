import type {
  Benefit,
  CouncilTaxBand,
  DisabilityAnswer,
  FirstTimeBuyerAnswer,
  GrantsHeatingSystem,
  HouseholdMemberGroup,
  IncomeBand,
  RuralAnswer,
} from '@warmwise/common';

/**
 * What the householder reads for each answer of the shared enumerations. The
 * values themselves come from `@warmwise/common`; typing these as records keyed by them makes a
 * new enumeration value a compile error here until it has a label.
 */
export const MEMBER_GROUP_LABELS: Record<HouseholdMemberGroup, string> = {
  children_under_5: 'Children under 5',
  '5_to_17_years': '5 to 17 years',
  '18_to_60_years': '18 to 60 years',
  '61_to_66_years': '61 to 66 years',
  over_66_years: 'Over 66 years',
};

export const BENEFIT_LABELS: Record<Benefit, string> = {
  universal_credit: 'Universal Credit',
  pension_credit: 'Pension Credit',
  jobseekers_allowance: "Jobseeker's Allowance",
  income_support: 'Income Support',
  child_tax_credit: 'Child Tax Credit',
  working_tax_credit: 'Working Tax Credit',
  housing_benefit: 'Housing Benefit',
  disability_living_allowance: 'Disability Living Allowance',
  personal_independence_payment: 'Personal Independence Payment',
  attendance_allowance: 'Attendance Allowance',
  carers_allowance: "Carer's Allowance",
  none: 'None of these',
};

export const INCOME_LABELS: Record<IncomeBand, string> = {
  under_20k: 'Under £20,000',
  '20k_30k': '£20,000 to £30,000',
  '30k_40k': '£30,000 to £40,000',
  '40k_50k': '£40,000 to £50,000',
  over_50k: 'Over £50,000',
  prefer_not_to_say: 'Prefer not to say',
};

export const COUNCIL_TAX_LABELS: Record<CouncilTaxBand, string> = {
  A: 'Band A',
  B: 'Band B',
  C: 'Band C',
  D: 'Band D',
  E: 'Band E',
  F: 'Band F',
  G: 'Band G',
  H: 'Band H',
  unknown: "I don't know",
};

export const DISABILITY_LABELS: Record<DisabilityAnswer, string> = {
  yes: 'Yes',
  no: 'No',
  prefer_not_to_say: 'Prefer not to say',
};

export const RURAL_LABELS: Record<RuralAnswer, string> = { yes: 'Yes', no: 'No', unsure: 'Not sure' };

export const FIRST_TIME_BUYER_LABELS: Record<FirstTimeBuyerAnswer, string> = {
  yes_first_time: 'Yes, I am buying my first home',
  yes_recent: 'Yes, I bought my first home recently',
  no: 'No',
};

export const HEATING_LABELS: Record<GrantsHeatingSystem, string> = {
  gas_boiler: 'Gas boiler',
  oil_boiler: 'Oil boiler',
  electric_heating: 'Electric heating',
  heat_pump: 'Heat pump',
  solid_fuel: 'Solid fuel',
  storage_heaters: 'Storage heaters',
  other: 'Other',
  unsure: 'Not sure',
};

/** The five steps, in order. */
export const GRANTS_STEPS = ['Household members', 'Benefits', 'Circumstances', 'Property details', 'Results'] as const;
export const LAST_STEP = GRANTS_STEPS.length;
