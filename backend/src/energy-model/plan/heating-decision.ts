import { estimateHome } from '../estimate.js';
import { plannedCost } from '../heat-pump/grant-cost.js';
import type { HeatPumpGrant } from '../heat-pump/verdict.js';
import { measureById } from '../measures/catalogue.js';
import type { Measure } from '../measures/measure.js';
import type { ModelHome } from '../model-home.js';
import type { PriceTable } from '../prices.js';
import type { EnergyEstimate, PlanPriority } from '../types.js';
import { costText } from './format.js';
import { realisationFor } from './realisation.js';

/**
 * The heating measures that are alternatives to each other: a home gets one of them, never two. A heat
 * pump is weighed against a new boiler in a home with an old one, and against high heat retention
 * storage heaters in a home heated by storage or room heaters.
 */
const HEAT_PUMP = 'air-source-heat-pump';
const BOILER = 'condensing-boiler';
const STORAGE_HEATERS = 'high-heat-retention-storage-heaters';
const HEATING_CHOICES: ReadonlySet<string> = new Set([HEAT_PUMP, BOILER, STORAGE_HEATERS]);

export const isHeatingChoice = (measureId: string) => HEATING_CHOICES.has(measureId);

/** One way to replace the home's heating, with what it costs and what the home's energy then costs. */
interface HeatingOption {
  measureId: string;
  title: string;
  cost: string;
  costMin: number | null;
  costMax: number | null;
  /** £ a year the whole home's energy costs with it, once the plan's insulation is done (typical figure). */
  annualBillGbp: number;
  /** £ a year it saves against the heating the home has, once the insulation is done (negative: costs more). */
  annualSavingGbp: number;
  co2SavingKg: number;
  /** The SAP-like score once it is fitted (after the insulation). */
  energyEfficiencyAfter: number;
  lifetimeYears: number;
  /** The heat-pump grant for the saved home, from the grants engine (its cost is net of it only when likely); null for a boiler or storage heaters. */
  grant: HeatPumpGrant | null;
}

/**
 * A heating replacement is one decision: the plan recommends one option for the household's priority,
 * counts only that one (headline, steps, PDF, share page) and shows the other beside it.
 */
export interface HeatingDecision {
  chosen: HeatingOption;
  alternative: HeatingOption;
  /** Why the chosen one suits the household's priority. */
  why: string;
  /** The boiler is past its working life: a replacement to plan for whatever it pays back (never for storage heaters). */
  replacementDue: boolean;
}

export interface HeatingChoiceInputs {
  /** The home once the measures before the heating step (insulation, controls) are done, and its estimate. */
  home: ModelHome;
  before: EnergyEstimate;
  priority: PlanPriority;
  prices: PriceTable;
  excluded: ReadonlySet<string>;
  heatPumpGrant: HeatPumpGrant | null;
}

/** Whether a heat pump can go in at all, whatever it saves: not in a flat (outdoor unit, consent), not twice. */
const heatPumpFits = (home: ModelHome) => home.builtForm !== 'flat' && home.heating !== 'heat_pump' && home.heating !== 'heat_network';

const gbp = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;
const midCost = (option: HeatingOption) => (option.costMin !== null && option.costMax !== null ? (option.costMin + option.costMax) / 2 : 0);
/** £ a year of owning and running it: its cost spread over its working life, plus the home's energy. */
const yearlyCostOf = (option: HeatingOption) => midCost(option) / option.lifetimeYears + option.annualBillGbp;

function optionOf(measure: Measure, { home, before, prices, heatPumpGrant }: HeatingChoiceInputs): HeatingOption {
  const next = measure.apply(home);
  const after = estimateHome(next, prices);
  const factor = realisationFor(measure.id).factor;
  const saving = (before.bill.total - after.bill.total) * factor;
  const { cost } = plannedCost(measure, next, heatPumpGrant);
  return {
    measureId: measure.id,
    title: measure.title,
    cost: costText(cost),
    costMin: cost?.min ?? null,
    costMax: cost?.max ?? null,
    annualBillGbp: Math.round(before.bill.total - saving),
    annualSavingGbp: Math.round(saving),
    co2SavingKg: Math.round((before.co2Kg - after.co2Kg) * factor),
    energyEfficiencyAfter: after.sap.score,
    lifetimeYears: measure.lifetime.years,
    grant: measure.id === HEAT_PUMP ? heatPumpGrant : null,
  };
}

/** The priority's preference between two options, and the line that says why. */
function choose(a: HeatingOption, b: HeatingOption, priority: PlanPriority): { chosen: HeatingOption; alternative: HeatingOption; why: string } {
  switch (priority) {
    case 'environmental_benefit': {
      const [chosen, alternative] = a.co2SavingKg >= b.co2SavingKg ? [a, b] : [b, a];
      return { chosen, alternative, why: `For the environment: the ${chosen.title.toLowerCase()} cuts about ${chosen.co2SavingKg.toLocaleString('en-GB')} kg of CO2 a year, the ${alternative.title.toLowerCase()} about ${alternative.co2SavingKg.toLocaleString('en-GB')} kg.` };
    }
    case 'property_value': {
      const [chosen, alternative] = a.energyEfficiencyAfter >= b.energyEfficiencyAfter ? [a, b] : [b, a];
      return { chosen, alternative, why: `For the rating: with the ${chosen.title.toLowerCase()} the home rates about ${chosen.energyEfficiencyAfter}, with the ${alternative.title.toLowerCase()} about ${alternative.energyEfficiencyAfter}.` };
    }
    default: {
      const [chosen, alternative] = yearlyCostOf(a) <= yearlyCostOf(b) ? [a, b] : [b, a];
      return {
        chosen,
        alternative,
        why: `Cheaper to own and run: the ${chosen.title.toLowerCase()} comes to about ${gbp(yearlyCostOf(chosen))} a year (its cost over its ${chosen.lifetimeYears}-year life plus the home's energy), the ${alternative.title.toLowerCase()} about ${gbp(yearlyCostOf(alternative))}.`,
      };
    }
  }
}

const DUE_LINE = 'Your boiler is an older non-condensing one, past the 12-15 years a boiler lasts: its replacement is one to plan for, whatever it pays back, and the choice is what to replace it with.';
const ELECTRIC_LINE = 'Your home is heated by electricity at its full price or by older storage heaters: modern storage heaters and a heat pump are the two ways to heat it for less, one or the other.';

/** The conventional replacement the heat pump is weighed against, and the line that opens the choice. */
const CONVENTIONAL: ReadonlyArray<{ id: string; line: string; replacementDue: boolean }> = [
  { id: BOILER, line: DUE_LINE, replacementDue: true },
  { id: STORAGE_HEATERS, line: ELECTRIC_LINE, replacementDue: false },
];

/**
 * When the home's heating has a conventional replacement (a new boiler for an old one, high heat
 * retention storage heaters for storage or room heaters) and a heat pump could go in instead, the two
 * are alternatives: each is modelled on the home as the plan's insulation leaves it, and the priority
 * picks one (lower bills and comfort: the lower yearly cost of owning and running it; the environment:
 * the bigger CO2 cut; property value: the higher rating). Null when there is no choice to make.
 */
export function decideHeating(inputs: HeatingChoiceInputs): HeatingDecision | null {
  const heatPump = measureById(HEAT_PUMP)!;
  const { home, excluded, priority } = inputs;
  if (excluded.has(HEAT_PUMP) || !heatPumpFits(home)) return null;
  const conventional = CONVENTIONAL.find(({ id }) => !excluded.has(id) && measureById(id)!.applies(home, priority));
  if (!conventional) return null;
  const { chosen, alternative, why } = choose(optionOf(measureById(conventional.id)!, inputs), optionOf(heatPump, inputs), priority);
  return { chosen, alternative, why: `${conventional.line} ${why}`, replacementDue: conventional.replacementDue };
}
