import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('AnnualFuelUse', { description: 'kWh a year by fuel, whole numbers; 0 for a fuel the home does not use' })
export class AnnualFuelUseView {
  @Field(() => Int)
  gas: number;

  @Field(() => Int, { description: 'Bought from the grid (after any solar used on site)' })
  electricity: number;

  @Field(() => Int)
  oil: number;

  @Field(() => Int)
  lpg: number;

  @Field(() => Int, { description: 'Coal, smokeless fuel and wood' })
  solid: number;

  @Field(() => Int)
  heatNetwork: number;
}

@ObjectType('PlanBaseline', { description: 'The home today, as the plan starts from it (fitted to the household’s bills when they were given)' })
export class PlanBaselineView {
  @Field(() => AnnualFuelUseView)
  annualKwh: AnnualFuelUseView;

  @Field(() => Int, { description: '£ a year at the plan’s price table, standing charges included, export income taken off' })
  annualBill: number;

  @Field(() => Int, { description: 'The current SAP score the plan uses (the lodged one when the home has a certificate)' })
  sapScore: number;

  @Field(() => String)
  band: string;
}
