import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

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

  @Field(() => Int, { description: 'Estimated £ a year, after the measures before it in the plan; never negative' })
  savings: number;

  @Field(() => Int, { description: 'Modelled £ a year; negative when the measure costs more to run' })
  annualSavingGbp: number;

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
}

@ObjectType('RecommendationLists')
export class RecommendationListsView {
  @Field(() => [RecommendationView])
  top3: RecommendationView[];

  @Field(() => [RecommendationView])
  all: RecommendationView[];
}

@ObjectType('EnergyPlan', { description: "A plan built by the energy model for one of the visitor's properties" })
export class EnergyPlanView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  propertyId: string;

  @Field(() => String)
  priority: string;

  @Field(() => RecommendationListsView)
  recommendations: RecommendationListsView;

  @Field(() => Int, { description: '£ a year: modelled bill before minus after the whole package' })
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
