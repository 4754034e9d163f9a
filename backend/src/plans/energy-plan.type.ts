import { Field, Float, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { PlanBaselineView } from './plan-baseline.type.js';

@ObjectType('Recommendation', { description: 'One measure of a plan, with its marginal figures in plan order' })
export class RecommendationView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String)
  description: string;

  @Field(() => String, { description: "Display text: '£500 - £1,500', 'Free' or 'Variable'" })
  cost: string;

  @Field(() => Int, { nullable: true })
  costMin: number | null;

  @Field(() => Int, { nullable: true })
  costMax: number | null;

  @Field(() => Int, { description: '£ a year saved, after the measures before it in the plan; never negative (0 when the measure costs more to run)' })
  savings: number;

  @Field(() => Int, { description: 'Signed £ a year: negative when the measure costs more to run ("costs about £50 a year more"); such items are not counted in potentialSavings' })
  annualSavingGbp: number;

  @Field(() => Int, {
    description: 'Signed £ a year homes like this one typically save (scaled to measured savings where there are some): the headline, equal to annualSavingGbp, used in potentialSavings, paybacks and the ranking',
  })
  typicalSavings: number;

  @Field(() => Int, { description: "Signed £ a year the model gives for a home heated throughout as an EPC assumes: the upper end, never below typicalSavings" })
  modelledSavings: number;

  @Field(() => Int, { description: 'Estimated kg CO2 a year' })
  carbonSaving: number;

  @Field(() => Float, { nullable: true, description: 'Simple payback: cost midpoint / annual saving' })
  paybackYears: number | null;

  @Field(() => Int)
  sapPointsGain: number;

  @Field(() => String, { description: 'insulation, heating, renewable or other' })
  installationType: string;

  @Field(() => String)
  icon: string;

  @Field(() => String, { description: 'File name under /attached_assets/' })
  image: string;

  @Field(() => String, { description: 'high, medium or low' })
  priority: string;

  @Field(() => String)
  learnMore: string;

  @Field(() => Boolean, { description: 'True for the survey and EPC items, which save nothing themselves' })
  informational: boolean;

  @Field(() => [String])
  sources: string[];

  @Field(() => String, { description: "Why the item sits at its rank, in one line: 'Saves the most per pound: pays back in about 3 years'" })
  rankReason: string;
}

@ObjectType('RecommendationLists')
export class RecommendationListsView {
  @Field(() => [RecommendationView])
  top3: RecommendationView[];

  @Field(() => [RecommendationView])
  all: RecommendationView[];
}

/** A plan's figures and measures: what its owner and anyone holding its share link both read. */
@InterfaceType('PlanFigures', { description: 'The figures and measures of an energy plan' })
export abstract class PlanFiguresView {
  @Field(() => String)
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

  @Field(() => PlanBaselineView)
  baseline: PlanBaselineView;

  @Field(() => [String], { description: 'Every assumption the estimate rests on' })
  assumptions: string[];

  @Field(() => String)
  priceTableId: string;

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
