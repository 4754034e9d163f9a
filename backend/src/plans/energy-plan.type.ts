import { Field, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { PlanPriorityEnum } from '../graphql/closed-sets.js';
import { PlanBaselineView } from './plan-baseline.type.js';
import { HeatingDecisionView } from './heating-decision.type.js';
import { CertificateCheckView } from './certificate-check.type.js';
import { RentalStandardView } from './rental-standard.type.js';
import { HeatPumpVerdictView, PlanStepView } from './plan-steps.type.js';
import { Recommendation } from './recommendation.entity.js';

@ObjectType('RecommendationLists')
export class RecommendationListsView {
  @Field(() => [Recommendation])
  top3: Recommendation[];

  @Field(() => [Recommendation])
  all: Recommendation[];
}

/** A plan's figures and measures: what its owner and anyone holding its share link both read. */
@InterfaceType('PlanFigures', { description: 'The figures and measures of an energy plan' })
export abstract class PlanFiguresView {
  @Field(() => PlanPriorityEnum)
  priority: string;

  @Field(() => RecommendationListsView)
  recommendations: RecommendationListsView;

  @Field(() => Int, { description: '£ a year: the sum of the items that save money; an item that costs more to run is not counted' })
  potentialSavings: number;

  @Field(() => Int, { description: 'kg CO2 a year, before minus after' })
  co2Reduction: number;

  @Field(() => String)
  propertyValueIncrease: string;

  @Field(() => String)
  epcImprovement: string;

  @Field(() => String)
  currentEpcRating: string;

  @Field(() => String)
  potentialEpcRating: string;

  @Field(() => Int)
  currentEnergyEfficiency: number;

  @Field(() => Int)
  potentialEnergyEfficiency: number;

  @Field(() => String, { nullable: true, description: "Where a stated or lodged rating and the modelled home disagree, the sentence that says so ('Your certificate says D; the home as described rates E 52. …'); null when they agree" })
  ratingNote: string | null;

  @Field(() => [PlanStepView], { description: "Every measure of the plan in two to four steps, in the order to do them, each with the package's figures once it is done; the last step's figures are the whole plan's" })
  steps: PlanStepView[];

  @Field(() => HeatPumpVerdictView, { nullable: true, description: 'Null for a home already on a heat pump or a heat network' })
  heatPumpVerdict: HeatPumpVerdictView | null;

  @Field(() => HeatingDecisionView, { nullable: true, description: 'Boiler or heat pump when the boiler is due, or storage heaters or heat pump in a home heated by electricity, where a heat pump could go in: the option the plan counts and the alternative beside it; null when there is no such choice' })
  heatingDecision: HeatingDecisionView | null;

  @Field(() => RentalStandardView, { nullable: true, description: "The minimum standard for privately rented homes in the home's nation, as it bears on this home: where it stands, the cheapest route to the band against the cost cap, the exemption route, grants; null when the home is not let privately" })
  rentalStandard: RentalStandardView | null;

  @Field(() => CertificateCheckView, { nullable: true, description: '"Is my certificate right?": where the certificate and the household disagree, the band a new assessment would likely give, and whether one is worth paying for; null only on a plan stored before the check existed' })
  certificateCheck: CertificateCheckView | null;

  @Field(() => PlanBaselineView)
  baseline: PlanBaselineView;

  @Field(() => [String], { description: 'Every assumption the estimate rests on' })
  assumptions: string[];

  @Field(() => String)
  priceTableId: string;

  @Field(() => String, { description: "The prices the plan's bills use, named: 'Prices: Ofgem cap, Jul-Sep 2026'" })
  prices: string;

  @Field(() => Boolean, { description: "True when the newest price quarter we hold ended more than a quarter before the plan's date" })
  pricesMayBeOutOfDate: boolean;

  @Field(() => String)
  modelVersion: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType('EnergyPlan', { description: "A plan built by the energy model for one of the visitor's properties", implements: PlanFiguresView })
export class EnergyPlanView extends PlanFiguresView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;
}

@ObjectType('RecommendationDetails')
export class RecommendationDetailsView {
  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String)
  learnMore: string;

  @Field(() => [String])
  sources: string[];

  @Field(() => String, { nullable: true })
  cost: string | null;

  @Field(() => Int, { nullable: true })
  savings: number | null;

  @Field(() => Int, { nullable: true })
  carbonSaving: number | null;
}
