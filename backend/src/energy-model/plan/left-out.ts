import { measureById } from '../measures/catalogue.js';
import type { CostRange, Measure } from '../measures/measure.js';
import { isFlatBelowTop, type ModelHome } from '../model-home.js';
import { costText, paybackYears } from './format.js';
import type { HeatingDecision } from './heating-decision.js';

const years = (value: number) => `${Math.round(value)} years`;

/**
 * The line for a measure the home could have but the plan leaves out to lower bills: it would wear out
 * before paying for itself. Said, so that a fact the householder gave (solid walls, single glazing)
 * never leads nowhere without a reason.
 */
export function leftOutForPayback(measure: Measure, cost: CostRange, savingIfNeededGbp: number, paybackIfNeeded: number): string {
  return `Considered and left out: ${measure.title} (${costText(cost)}) would save about £${Math.round(savingIfNeededGbp)} a year, paying back in about ${years(paybackIfNeeded)}, beyond its ${years(measure.lifetime.years)} working life. It may still be worth doing for comfort, the environment or your rating: choose that priority to see it in the plan.`;
}

/**
 * When the heating option the plan chose does not pay back, the choice falls away, and the option it was
 * weighed against (which costs more to own and run, so pays back later still) is said to be left out too.
 */
export function leftOutAlternative(decision: HeatingDecision): string {
  const { alternative } = decision;
  const measure = measureById(alternative.measureId)!;
  const cost = alternative.costMin !== null && alternative.costMax !== null ? { min: alternative.costMin, max: alternative.costMax } : null;
  const payback = paybackYears(cost, alternative.annualSavingGbp);
  if (payback === null) {
    return `Considered and left out: ${measure.title} (${costText(cost)}) would not lower your bills. It may still be worth doing for comfort, the environment or your rating: choose that priority to see it in the plan.`;
  }
  return leftOutForPayback(measure, cost, alternative.annualSavingGbp, payback);
}

/** A flat's roof above it belongs to the block: the plan says so rather than silently offer nothing for it. */
export function fabricOfTheBlock(home: ModelHome): string[] {
  if (home.builtForm !== 'flat') return [];
  const lines = ['In a flat, the outside walls and the roof belong to the block: cavity fill or work on the roof needs the freeholder\'s or managing agent\'s agreement (the plan still shows what it would save you); internal wall insulation is the part inside your flat.'];
  if (isFlatBelowTop(home)) lines.push('Considered and left out: loft insulation, because the home above yours is in the way of the roof; the block\'s roof is the freeholder\'s.');
  return lines;
}
