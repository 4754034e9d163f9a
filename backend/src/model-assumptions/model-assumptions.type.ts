import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The unit prices and standing charges new plans are costed with, including VAT' })
export class ModelPrices {
  @Field(() => Float)
  electricityPencePerKwh: number;

  @Field(() => Float)
  gasPencePerKwh: number;

  @Field(() => Float)
  electricityStandingPencePerDay: number;

  @Field(() => Float)
  gasStandingPencePerDay: number;
}

@ObjectType({ description: 'Kilograms of CO2 per kWh of energy delivered to the home' })
export class ModelEmissionFactors {
  @Field(() => Float)
  electricityKgPerKwh: number;

  @Field(() => Float)
  gasKgPerKwh: number;
}

@ObjectType({ description: "The energy model's own record of what every new plan assumes, so explanations cannot drift from the figures" })
export class ModelAssumptions {
  @Field(() => String, { description: 'The model version recorded on every plan it builds' })
  modelVersion: string;

  @Field(() => String, { description: 'The price table new plans use' })
  priceTableId: string;

  @Field(() => String, { description: 'The date (YYYY-MM-DD) from which the price table applies' })
  pricesValidFrom: string;

  @Field(() => String, { nullable: true, description: 'The last day (YYYY-MM-DD) the price table covers; null for a row that is not a quarter' })
  pricesValidTo: string | null;

  @Field(() => String, { description: "How plans name these prices: 'Ofgem cap, Oct-Dec 2026'" })
  pricesLabel: string;
  @Field(() => ModelPrices)
  prices: ModelPrices;

  @Field(() => ModelEmissionFactors)
  emissionFactors: ModelEmissionFactors;

  @Field(() => [String], { description: 'The model-wide assumptions listed with every plan' })
  assumptions: string[];

  @Field(() => [String], { description: 'Every fuel and tariff priced, with its figure, period, source and grade (secondary ones say so), and the emission factors' })
  priceSources: string[];

  @Field(() => [String], { description: 'Prices we could not source precisely and estimated' })
  priceEstimates: string[];
}
