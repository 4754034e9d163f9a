import { Field, Int, ObjectType } from 'type-graphql';
import { HeatPumpGrantView } from './plan-steps.type.js';

@ObjectType('HeatingOption', { description: 'One way to replace the heating, modelled on the home once the plan’s insulation is done' })
export class HeatingOptionView {
  @Field(() => String, { description: "The measure's id in the model's catalogue" })
  measureId: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: "'£a - £b', after any heat-pump grant the home's nation offers" })
  cost: string;

  @Field(() => Int, { nullable: true })
  costMin: number | null;

  @Field(() => Int, { nullable: true })
  costMax: number | null;

  @Field(() => Int, { description: "£ a year the whole home's energy costs with it (the running cost)" })
  annualBillGbp: number;

  @Field(() => Int, { description: '£ a year it saves against the heating the home has; negative when it costs more to run' })
  annualSavingGbp: number;

  @Field(() => Int, { description: 'kg CO2 a year it saves' })
  co2SavingKg: number;

  @Field(() => Int, { description: 'The SAP-like rating with it' })
  energyEfficiencyAfter: number;

  @Field(() => Int)
  lifetimeYears: number;

  @Field(() => HeatPumpGrantView, { nullable: true, description: 'The heat-pump grant, from the grants engine; null for a boiler or storage heaters' })
  grant: HeatPumpGrantView | null;
}

@ObjectType('HeatingDecision', { description: 'Boiler or heat pump, or storage heaters or heat pump: alternatives, of which the plan counts only the chosen one' })
export class HeatingDecisionView {
  @Field(() => HeatingOptionView, { description: 'The option in the plan: counted in the headline, the steps, the PDF and the share page' })
  chosen: HeatingOptionView;

  @Field(() => HeatingOptionView, { description: 'The option shown beside it, not counted' })
  alternative: HeatingOptionView;

  @Field(() => String, { description: "Why the chosen option suits the household's priority" })
  why: string;

  @Field(() => Boolean, { description: 'The boiler is past its working life: a replacement to plan for (never for storage heaters)' })
  replacementDue: boolean;
}
