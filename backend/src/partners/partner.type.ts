import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AssessedGrantView, GrantSchemeView, GrantsHouseholdInput } from '../grants/index.js';
import { STATISTICS_EPSILON } from './statistics-noise.js';
import { MINIMUM_COUNT } from './submission-statistics.js';

@ObjectType('PartnerQuota', { description: "The calling key's quotas; refused requests answer RATE_LIMITED (HTTP 429) with Retry-After" })
export class PartnerQuotaView {
  @Field(() => Int, { description: 'Requests allowed in each minute' })
  perMinute: number;

  @Field(() => Int, { description: 'Requests allowed each day (UTC)' })
  perDay: number;

  @Field(() => Int, { description: 'Requests counted today (UTC), this one included' })
  usedToday: number;
}

@InputType('HouseholdInput', { description: "One household's answers to the grants questionnaire, with the partner's own reference" })
export class HouseholdInput extends GrantsHouseholdInput {
  @Field(() => String, { nullable: true, description: 'Any reference of yours (up to 100 characters), returned with the result; never stored' })
  reference?: string | null;

  @Field(() => String, { nullable: true, description: "The home's UK postcode: the verdicts then know its nation" })
  postcode?: string | null;

  @Field(() => String, { nullable: true, description: 'Owner-occupied, Rented - Private or Rented - Social' })
  tenure?: string | null;

  @Field(() => String, { nullable: true, description: "The home's EPC band, A to G" })
  epcRating?: string | null;
}

@ObjectType('HouseholdEligibility', { description: 'The schemes one household may qualify for, by the rule of the questionnaire' })
export class HouseholdEligibilityView {
  @Field(() => String, { nullable: true, description: 'The reference sent with the household' })
  reference: string | null;

  @Field(() => [AssessedGrantView], { description: 'The listed schemes, each with a verdict and reasons, likely first; empty when none is listed' })
  eligibleGrants: AssessedGrantView[];
}

@ObjectType('LocalAuthority', { description: 'A local authority of England or Wales, as the EPC register names it' })
export class LocalAuthorityView {
  @Field(() => ID, { description: 'The ONS code, such as E08000035' })
  code: string;

  @Field(() => String)
  name: string;

  @Field(() => String, { description: 'England or Wales' })
  nation: string;
}

@ObjectType('LocalAuthorityGrants', { description: 'The schemes open to households of a local authority' })
export class LocalAuthorityGrantsView {
  @Field(() => LocalAuthorityView)
  localAuthority: LocalAuthorityView;

  @Field(() => [GrantSchemeView], { description: 'In catalogue order; the local authority grants are run by the authority itself' })
  schemes: GrantSchemeView[];
}

@ObjectType('SchemeCount', { description: `Households found eligible for one scheme in a month; withheld (null) when it or the rest of the month's households number fewer than ${MINIMUM_COUNT}` })
export class SchemeCountView {
  @Field(() => ID)
  schemeId: string;

  @Field(() => Int, { nullable: true, description: 'The count with random noise added; null when withheld' })
  count: number | null;

  @Field(() => Boolean, { description: 'True when the count is withheld to protect households' })
  suppressed: boolean;
}

@ObjectType('PublishedCount', { description: `A count, or null with suppressed: true when it is below ${MINIMUM_COUNT}` })
export class PublishedCountView {
  @Field(() => Int, { nullable: true, description: 'The count with random noise added; null when withheld' })
  count: number | null;

  @Field(() => Boolean, { description: 'True when the count is withheld to protect households' })
  suppressed: boolean;
}

@ObjectType('MonthlySubmissions', { description: 'Grants questionnaires completed in one calendar month (UTC) for homes in the local authority' })
export class MonthlySubmissionsView {
  @Field(() => String, { description: 'YYYY-MM' })
  month: string;

  @Field(() => PublishedCountView)
  submissions: PublishedCountView;

  @Field(() => [SchemeCountView], { description: 'One entry per scheme of the catalogue' })
  eligible: SchemeCountView[];
}

@ObjectType('SubmissionStatistics', { description: 'Anonymised questionnaire statistics of one local authority, each household counted where and when it was submitted; no totals are given, so withheld counts cannot be worked out' })
export class SubmissionStatisticsView {
  @Field(() => LocalAuthorityView)
  localAuthority: LocalAuthorityView;

  @Field(() => Int, { description: 'Counts below this are withheld' })
  minimumCount: number;

  @Field(() => Float, {
    description: `The privacy loss (differential privacy's epsilon, ${STATISTICS_EPSILON}) one household may cause your key, over every answer it is ever given: each count carries random noise, and a month once shown is shown the same again`,
  })
  epsilon: number;

  @Field(() => [MonthlySubmissionsView], { description: 'Complete months only, oldest first' })
  months: MonthlySubmissionsView[];
}

@ObjectType('Partner', { description: 'The partner API. Every field needs an API key: Authorization: Bearer <key>' })
export class PartnerView {
  id: string;
  organisation: string;
  perMinute: number;
  perDay: number;
  usedToday: number;
}
