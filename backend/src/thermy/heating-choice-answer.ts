import { heatingDecisionWords, type HeatingOptionWords } from '@warmwise/common';
import type { HeatingDecision, HeatPumpVerdict } from '../energy-model/index.js';
import { heatPumpFacts } from './steps-answer.js';

/** "A new boiler or a heat pump?", "storage heaters or a heat pump?": either way round, in one question. */
const HEATING_CHOICE = /\b(boilers?|storage heaters?)\b.*\bheat ?pumps?\b|\bheat ?pumps?\b.*\b(boilers?|storage heaters?)\b/i;

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
