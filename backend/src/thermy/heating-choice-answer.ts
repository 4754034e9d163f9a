import { heatingDecisionWords, type HeatingOptionWords } from '@warmwise/common';
import type { HeatingDecision, HeatPumpVerdict } from '../energy-model/index.js';
import { heatPumpFacts } from './steps-answer.js';

/**
 * "A new boiler or a heat pump?", "heat pump vs storage heaters?": the two set against each other as
 * a choice, either way round. "Is a heat pump cheaper to run than my boiler?" asks the verdict's
 * running cost instead.
 */
const HEATING_CHOICE = /\b(boilers?|storage heaters?)\s+(or|vs\.?|versus|instead of|rather than)\s.*\bheat ?pumps?\b|\bheat ?pumps?\s+(or|vs\.?|versus|instead of|rather than)\s.*\b(boilers?|storage heaters?)\b/i;

export const asksHeatingChoice = (question: string): boolean => HEATING_CHOICE.test(question);

const HEATING_LEFT_OUT = /^Considered and left out: (Air Source Heat Pump|High Heat Retention Storage Heaters|Condensing Boiler Replacement) /;

/** 'Recommended, Condensing Boiler Replacement: cost: £2,500 - £4,000; …; grant: None included.' */
const optionLine = ({ label, title, rows }: HeatingOptionWords) => `${label}, ${title}: ${rows.map(([name, value]) => `${name.toLowerCase()}: ${value}`).join('; ')}.`;

/**
 * "Should I get a new boiler or a heat pump?" from the plan's heating decision, in the words and
 * figures the plan screen and the PDF give it. A plan without one says why there is no choice, then
 * what its heat-pump verdict says.
 */
export function heatingChoiceFacts(decision: HeatingDecision | null, verdict: HeatPumpVerdict | null, assumptions: readonly string[]): string {
  if (!decision) {
    // To lower bills, a choice whose options would both wear out before paying back is left out, each with its line.
    const leftOut = assumptions.filter((line) => HEATING_LEFT_OUT.test(line));
    const why = leftOut.length > 0
      ? `neither option pays for itself within its working life. ${leftOut.join(' ')}`
      : 'your heating is not one it would replace, or a heat pump is already there, cannot go in or was removed from your plan.';
    return `Your plan has no choice to make between new heating and a heat pump: ${why} ${heatPumpFacts(verdict)}`;
  }
  const words = heatingDecisionWords(decision);
  return [words.recommendation, words.why, words.alternatives, optionLine(words.chosen), optionLine(words.alternative)].join(' ');
}
