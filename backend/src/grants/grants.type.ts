import {
  BENEFITS,
  COUNCIL_TAX_BANDS,
  DISABILITY_ANSWERS,
  FIRST_TIME_BUYER_ANSWERS,
  GRANTS_HEATING_SYSTEMS,
  INCOME_BANDS,
  RURAL_ANSWERS,
  type GrantVerdict,
} from '@warmwise/common';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { GrantVerdictEnum } from '../graphql/closed-sets.js';

const oneOf = (options: readonly string[]) => `One of: ${options.join(', ')}`;

@ObjectType('GrantScheme', { description: 'One scheme of the public grants catalogue' })
export class GrantSchemeView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  description: string;

  @Field(() => [String], {
    description:
      'Who it is for: all, over_66_years, a benefit, any_benefit, three_or_more_members, disability or low_income (informational)',
  })
  eligibility: string[];

  @Field(() => String, { description: "The amount we state for the scheme today, such as 'up to £10,000', as of amountAsOf" })
  amount: string;

  @Field(() => String, { description: 'YYYY-MM-DD: the date the source gives the amount and rules for' })
  amountAsOf: string;

  @Field(() => String, { description: 'Where the amount and rules come from' })
  source: string;

  @Field(() => String)
  sourceUrl: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the last day an ended scheme took new work; null while it is open' })
  endedOn: string | null;

  @Field(() => String, { nullable: true, description: "The nation whose own scheme it is; null for the catalogue's nine" })
  nation: string | null;

  @Field(() => String)
  provider: string;

  @Field(() => [String])
  requirements: string[];

  @Field(() => String)
  applicationProcess: string;

  @Field(() => String)
  website: string;

  @Field(() => String, { nullable: true, description: 'Where the public source now differs from the amount or the scheme has changed' })
  asOf: string | null;
}

@ObjectType('AssessedGrant', { description: 'A scheme listed for a household, with how likely it is for them and why' })
export class AssessedGrantView extends GrantSchemeView {
  @Field(() => GrantVerdictEnum)
  verdict: GrantVerdict;

  @Field(() => [String], { description: 'Short sentences a householder understands, such as "For owners and private landlords"' })
  reasons: string[];
}

/** GraphQL names cannot start with a digit, so the age groups are renamed here and mapped back. */
@InputType('GrantsHouseholdMembersInput')
export class GrantsHouseholdMembersInput {
  @Field(() => Int, { nullable: true, description: 'children_under_5' })
  childrenUnder5?: number | null;

  @Field(() => Int, { nullable: true, description: '5_to_17_years' })
  age5To17?: number | null;

  @Field(() => Int, { nullable: true, description: '18_to_60_years' })
  age18To60?: number | null;

  @Field(() => Int, { nullable: true, description: '61_to_66_years' })
  age61To66?: number | null;

  @Field(() => Int, { nullable: true, description: 'over_66_years' })
  over66?: number | null;
}

@InputType('GrantsHouseholdInput', { description: "The grants questionnaire's answers; every answer is optional" })
export class GrantsHouseholdInput {
  @Field(() => GrantsHouseholdMembersInput, { nullable: true })
  members?: GrantsHouseholdMembersInput | null;

  @Field(() => [String], { nullable: true, description: oneOf(BENEFITS) })
  benefits?: string[] | null;

  @Field(() => String, { nullable: true, description: oneOf(INCOME_BANDS) })
  income?: string | null;

  @Field(() => String, { nullable: true, description: oneOf(COUNCIL_TAX_BANDS) })
  councilTaxBand?: string | null;

  @Field(() => String, { nullable: true, description: oneOf(DISABILITY_ANSWERS) })
  hasDisability?: string | null;

  @Field(() => String, { nullable: true, description: oneOf(RURAL_ANSWERS) })
  isRuralArea?: string | null;

  @Field(() => String, { nullable: true, description: oneOf(FIRST_TIME_BUYER_ANSWERS) })
  firstTimeBuyer?: string | null;

  @Field(() => String, { nullable: true, description: oneOf(GRANTS_HEATING_SYSTEMS) })
  heatingSystem?: string | null;

  @Field(() => String, { nullable: true })
  localAuthority?: string | null;
}

@InputType('GrantsQuestionnaireInput', { description: 'The body of POST /api/grants-questionnaire' })
export class GrantsQuestionnaireInput {
  @Field(() => ID)
  propertyId: string;

  @Field(() => GrantsHouseholdInput)
  householdData: GrantsHouseholdInput;

  @Field(() => [ID], { nullable: true, description: 'The scheme ids the browser found; the server decides and logs a difference' })
  eligibleGrants?: string[] | null;
}

@ObjectType('GrantsQuestionnaireResult')
export class GrantsQuestionnaireResult {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => ID)
  id: string;

  @Field(() => [AssessedGrantView], { description: 'The schemes listed for the household and home: likely first, then to check, then unlikely' })
  eligibleGrants: AssessedGrantView[];
}

/** The GraphQL answers in the REST payload's shape (snake_case age groups), for the shared validator. */
export function householdPayload(input: GrantsHouseholdInput): Record<string, unknown> {
  const { members, ...answers } = input;
  return {
    ...answers,
    members: members && {
      children_under_5: members.childrenUnder5,
      '5_to_17_years': members.age5To17,
      '18_to_60_years': members.age18To60,
      '61_to_66_years': members.age61To66,
      over_66_years: members.over66,
    },
  };
}
