import { Field, Int, ObjectType } from 'type-graphql';
import { GrantVerdictEnum, RentalRoleEnum, RentalStandardStatusEnum, RuleStatusEnum } from '../graphql/closed-sets.js';

@ObjectType('RouteMeasure', { description: 'One improvement of a route to the required band, in the order to do them (fabric first)' })
export class RouteMeasureView {
  @Field(() => String, { description: "The measure's id in the model's catalogue" })
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'fabric, hot_water, heating, renewable or behaviour' })
  stage: string;

  @Field(() => Int, { description: '£, before any grant' })
  costMin: number;

  @Field(() => Int, { description: '£, before any grant' })
  costMax: number;

  @Field(() => Int, { description: "Rating points it adds after the route's earlier improvements" })
  sapPointsGain: number;

  @Field(() => Int, { description: "£ a year off the home's energy bills, as the plan counts a measure" })
  annualSavingGbp: number;
}

@ObjectType('RouteToBand', { description: 'A package of the plan’s improvements and where it takes the rating' })
export class RouteToBandView {
  @Field(() => [RouteMeasureView])
  measures: RouteMeasureView[];

  @Field(() => Int, { description: '£, before any grant: what the cost cap counts' })
  costMin: number;

  @Field(() => Int)
  costMax: number;

  @Field(() => Int, { description: 'The rating once the package is done' })
  scoreAfter: number;

  @Field(() => Int, { description: '£ a year off the energy bills of whoever lives there' })
  annualSavingGbp: number;
}

@ObjectType('LandlordGrant', { description: 'A scheme a landlord or their tenant can use towards the standard, with the Grants tab’s verdict for the home' })
export class LandlordGrantView {
  @Field(() => String)
  id: string;

  @Field(() => String)
  name: string;

  @Field(() => String)
  amount: string;

  @Field(() => GrantVerdictEnum, { description: 'likely or check (an unlikely scheme is not listed)' })
  verdict: string;

  @Field(() => String, { description: 'Who applies, and how, for a let home' })
  who: string;
}

@ObjectType('RentalStandard', { description: "The minimum energy standard for privately rented homes in the home's nation, as it bears on this home" })
export class RentalStandardView {
  @Field(() => String, { description: 'England, Wales, Scotland or Northern Ireland' })
  nation: string;

  @Field(() => RuleStatusEnum, { description: 'confirmed by government, a draft under consultation, or none in force' })
  ruleStatus: string;

  @Field(() => String)
  title: string;

  @Field(() => Boolean, { description: "True where the standard rates the fabric alone (Scotland's Heat Retention Rating): the scores are then our heat-retention estimate, not the EPC's" })
  fabricOnly: boolean;

  @Field(() => RentalRoleEnum, { description: 'Whose words the headline is in: the landlord (what to do), the tenant (what the landlord must do), or neither' })
  viewpoint: string;

  @Field(() => String, { description: 'The rule and where this home stands, in one or two sentences' })
  headline: string;

  @Field(() => RentalStandardStatusEnum)
  status: string;

  @Field(() => String, { nullable: true })
  requiredBand: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: from when a new tenancy needs the band (draft Scottish rules); null where one date covers all' })
  newTenanciesFrom: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: from when every private let needs the band' })
  allTenanciesFrom: string | null;

  @Field(() => Int, { description: "The score the home starts from: its certificate's, moved by what changed since (the certificate check's likely score), or the plan's own without one" })
  currentScore: number;

  @Field(() => String)
  currentBand: string;

  @Field(() => Int, { nullable: true })
  certificateScore: number | null;

  @Field(() => String, { nullable: true })
  certificateBand: string | null;

  @Field(() => Int, { nullable: true, description: '£ a landlord must spend at most before an exemption; null where no cap is set' })
  costCapGbp: number | null;

  @Field(() => RouteToBandView, { nullable: true, description: 'The cheapest package of the plan’s improvements that reaches the band; null when the home meets it or nothing reaches it' })
  route: RouteToBandView | null;

  @Field(() => RouteToBandView, { nullable: true, description: 'Where the band costs more than the cap or is out of reach: the most the cap buys' })
  withinCap: RouteToBandView | null;

  @Field(() => String, { nullable: true, description: 'The exemption route, where the band is out of reach within the cap' })
  exemption: string | null;

  @Field(() => String, { nullable: true, description: "What the route would take off the tenant's bills" })
  tenantSaving: string | null;

  @Field(() => [LandlordGrantView])
  grants: LandlordGrantView[];

  @Field(() => [String], { description: 'What the figures rest on' })
  notes: string[];

  @Field(() => String, { description: 'What the standard is measured by' })
  metric: string;

  @Field(() => String, { description: 'The minimum in force today' })
  todayMinimum: string;

  @Field(() => [String])
  exemptions: string[];

  @Field(() => String, { nullable: true })
  penalty: string | null;

  @Field(() => String)
  source: string;

  @Field(() => String)
  sourceUrl: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  sourceAsOf: string;

  @Field(() => String, { description: 'primary, secondary or estimate' })
  sourceGrade: string;
}
