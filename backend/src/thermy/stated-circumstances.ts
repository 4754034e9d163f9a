import { emptyHousehold, type Benefit, type HouseholdData } from '@warmwise/common';

const BENEFIT_PHRASES: ReadonlyArray<[Exclude<Benefit, 'none'>, RegExp]> = [
  ['universal_credit', /\buniversal credit\b/i],
  ['pension_credit', /\bpension credit\b/i],
  ['jobseekers_allowance', /\bjob ?seeker'?s'? allowance\b|\bjsa\b/i],
  ['income_support', /\bincome support\b/i],
  ['child_tax_credit', /\bchild tax credits?\b/i],
  ['working_tax_credit', /\bworking tax credits?\b/i],
  ['housing_benefit', /\bhousing benefit\b/i],
  ['disability_living_allowance', /\bdisability living allowance\b|\bdla\b/i],
  ['personal_independence_payment', /\bpersonal independence payment\b|\bpip\b/i],
  ['attendance_allowance', /\battendance allowance\b/i],
  ['carers_allowance', /\bcarer'?s'? allowance\b/i],
];

/** "I'm 70", "aged 81", "over 66", "a pensioner": someone in the household is over 66. */
const OVER_66 = /\b(?:i'?m|i am|aged?|over)\s+(?:6[7-9]|[7-9]\d|1[01]\d)\b|\bover 66\b|\b(?:6[7-9]|[7-9]\d|1[01]\d) years? old\b|\bpensioners?\b/i;
const DISABILITY = /\bdisab(?:led|ility|ilities)\b/i;

export interface StatedCircumstances {
  household: HouseholdData;
  /** What was understood, in words, so the visitor can see what the answer rests on. */
  understood: string[];
}

/**
 * The circumstances a grants question states itself ("I'm 72 and get pension credit"), as
 * questionnaire answers for the shared eligibility rule; null when it states none.
 */
export function statedCircumstances(question: string): StatedCircumstances | null {
  const household = emptyHousehold();
  const understood: string[] = [];
  for (const [benefit, phrase] of BENEFIT_PHRASES) {
    if (!phrase.test(question)) continue;
    household.benefits.push(benefit);
    understood.push(benefit.replace(/_/g, ' '));
  }
  if (OVER_66.test(question)) {
    household.members.over_66_years = 1;
    understood.push('someone over 66');
  }
  if (DISABILITY.test(question) && !household.benefits.includes('disability_living_allowance')) {
    household.hasDisability = 'yes';
    understood.push('a disability');
  }
  return understood.length > 0 ? { household, understood } : null;
}
