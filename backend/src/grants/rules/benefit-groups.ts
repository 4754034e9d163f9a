import type { Benefit } from '@warmwise/common';

/** The means-tested benefits among the questionnaire's answers. */
export const MEANS_TESTED: ReadonlyArray<Exclude<Benefit, 'none'>> = [
  'universal_credit',
  'pension_credit',
  'jobseekers_allowance',
  'income_support',
  'child_tax_credit',
  'working_tax_credit',
  'housing_benefit',
];
