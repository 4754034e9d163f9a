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

/** 'Recommended, Condensing Boiler Replacement: cost: £2,500 - £4,000; …; grant: None included.' */
const optionLine = ({ label, title, rows }: HeatingOptionWords) => `${label}, ${title}: ${rows.map(([name, value]) => `${name.toLowerCase()}: ${value}`).join('; ')}.`;

/**
 * "Should I get a new boiler or a heat pump?" from the plan's heating decision, in the words and
 * figures the plan screen and the PDF give it. A plan without one says why there is no choice, then
 * what its heat-pump verdict says.
 */
export function heatingChoiceFacts(decision: HeatingDecision | null, verdict: HeatPumpVerdict | null): string {
  if (!decision) {
    return `Your plan has no choice to make between new heating and a heat pump: your heating is not one it would replace, or a heat pump is already there, cannot go in or was removed from your plan. ${heatPumpFacts(verdict)}`;
  }
  const words = heatingDecisionWords(decision);
  return [words.recommendation, words.why, words.alternatives, optionLine(words.chosen), optionLine(words.alternative)].join(' ');
}
