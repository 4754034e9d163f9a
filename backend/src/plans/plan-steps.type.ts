import { Field, Float, Int, ObjectType } from 'type-graphql';
import { GrantVerdictEnum, HeatPumpReadinessEnum, PlanStepKindEnum } from '../graphql/closed-sets.js';

@ObjectType('PlanStepMeasure', { description: 'A measure of a step, with the figures its card shows' })
export class PlanStepMeasureView {
  @Field(() => String, { description: "The measure's id in the model's catalogue" })
  id: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: "'£a - £b', 'Free' or 'Variable'" })
  cost: string;

  @Field(() => Int, { description: '£ a year, measured after the measures before it in plan order; never negative (0 when it costs more to run)' })
  savings: number;

  @Field(() => Int, {
    description: "Signed £ a year in the whole pounds its card shows: negative when the measure costs more to run. The step's savings are the sum of these",
  })
  annualSavingGbp: number;

  @Field(() => Int, { description: 'kg CO2 a year' })
  carbonSaving: number;
}

@ObjectType('PlanStep', { description: "A step of the plan, with the package's figures once it and the steps before it are done" })
export class PlanStepView {
  @Field(() => Int)
  number: number;

  @Field(() => PlanStepKindEnum)
  kind: string;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'Why the step comes where it does' })
  why: string;

  @Field(() => [PlanStepMeasureView], { description: 'Every measure of the step; a survey or certificate goes with the first step' })
  measures: PlanStepMeasureView[];

  @Field(() => String, { description: "The step's cost: its measures' ranges added up" })
  cost: string;

  @Field(() => Int, { nullable: true })
  costMin: number | null;

  @Field(() => Int, { nullable: true })
  costMax: number | null;

  @Field(() => Int, { description: "£ a year the step adds to the plan's saving; the steps add up to the headline" })
  savings: number;

  @Field(() => Int, { description: "£ a year the home's energy costs once this step is done" })
  annualBillAfter: number;

  @Field(() => Int, { description: 'kg CO2 a year saved once this step is done' })
  co2ReductionAfterKg: number;

  @Field(() => Int, { description: 'kg CO2 a year the home emits once this step is done' })
  co2AfterKg: number;

  @Field(() => Int, { description: 'The SAP-like rating once this step is done' })
  energyEfficiencyAfter: number;

  @Field(() => String)
  epcRatingAfter: string;
}

@ObjectType('HeatPumpRunningCost', { description: "£ a year for the whole home's energy, today and with a heat pump" })
export class HeatPumpRunningCostView {
  @Field(() => Int)
  todayGbp: number;

  @Field(() => Int, { description: 'With a heat pump, on the standard price cap' })
  heatPumpStandardGbp: number;

  @Field(() => Int, { description: 'With a heat pump, on a heat-pump time-of-use tariff' })
  heatPumpTariffGbp: number;

  @Field(() => String, { description: 'The tariff assumed, with its rates' })
  tariff: string;
}

@ObjectType('HeatPumpGrant', { description: 'The grant towards a heat pump the home’s nation offers, from the grants engine' })
export class HeatPumpGrantView {
  @Field(() => String)
  name: string;

  @Field(() => Int)
  amountGbp: number;

  @Field(() => String, { description: 'The dated source of the amount' })
  source: string;

  @Field(() => GrantVerdictEnum, { description: 'The Grants tab’s verdict: likely (the heat pump’s cost is shown after it) or check (shown before it)' })
  verdict: 'likely' | 'check';
}

@ObjectType('HeatPumpVerdict', { description: 'Whether a heat pump suits the home, what size, and what it costs to run' })
export class HeatPumpVerdictView {
  @Field(() => HeatPumpReadinessEnum)
  verdict: string;

  @Field(() => String)
  headline: string;

  @Field(() => String)
  explanation: string;

  @Field(() => Int, { nullable: true, description: 'For READY_AFTER_STEP: the step after which the home is ready' })
  readyAfterStep: number | null;

  @Field(() => Float, { description: '°C, the design day for the postcode (CIBSE Guide A, as MCS tabulates it)' })
  designTemperatureC: number;

  @Field(() => String, { nullable: true, description: 'The weather station of the design temperature; null when the postcode is unknown' })
  designStation: string | null;

  @Field(() => Float, { description: 'kW lost on the design day, today' })
  heatLossKw: number;

  @Field(() => Float, { description: "kW lost on the design day once the plan's insulation step is done" })
  heatLossKwAfterInsulation: number;

  @Field(() => Int, { description: 'kW: the heat pump size the home needs' })
  heatPumpSizeKw: number;

  @Field(() => String)
  radiators: string;

  @Field(() => HeatPumpRunningCostView)
  runningCost: HeatPumpRunningCostView;

  @Field(() => HeatPumpGrantView, { nullable: true })
  grant: HeatPumpGrantView | null;

  @Field(() => [String], { description: 'What the verdict estimates' })
  estimated: string[];

  @Field(() => String, { description: 'What a survey would confirm' })
  surveyConfirms: string;
}
