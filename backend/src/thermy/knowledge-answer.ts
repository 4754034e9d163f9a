import { formatAnnualSaving } from '@warmwise/common';
import type { Measure } from '../energy-model/index.js';
import type { Recommendation } from '../plans/recommendation.entity.js';
import type { KnowledgeArticle } from './knowledge/article.js';
import { ASSUMPTIONS_SOURCE, followUps, PLAN_SOURCE, STARTER_SUGGESTIONS, uniqueSources, type ThermyAnswer } from './thermy-answer.js';

const MEASURE_SUGGESTIONS = ['Which grants could I get?', 'Who should install the work?', 'How do you calculate the savings?'];

/** Measures that replace the heating: "is it cheaper to run than my boiler?" is answered plainly for them. */
const REPLACES_THE_HEATING = new Set(['air-source-heat-pump', 'condensing-boiler', 'high-heat-retention-storage-heaters']);

/** An article; when it matched the question only loosely, Thermy says it is the closest it has rather than an answer. */
export function articleAnswer(question: string, article: KnowledgeArticle, closeMatch: boolean): ThermyAnswer {
  const reply = closeMatch ? article.body : `I don't have a direct answer to that. The closest I have is "${article.title}":\n${article.body}`;
  return { reply, sources: [article.source], suggestions: followUps(question, [...article.suggestions, ...STARTER_SUGGESTIONS]) };
}

export function assumptionsAnswer(question: string, assumptions: readonly string[]): ThermyAnswer {
  return {
    reply: `Your plan comes from our energy model, not a survey. ${assumptions.slice(0, 3).join(' ')}`,
    sources: [ASSUMPTIONS_SOURCE],
    suggestions: followUps(question, ['What does a home survey check?', 'How much would loft insulation save me?', 'What is an EPC rating?']),
  };
}

/** This home's figures for a measure its plan holds: the saving range, cost, payback and carbon, as the plan shows them. */
export function personalMeasureAnswer(question: string, address: string, item: Recommendation, related?: KnowledgeArticle): ThermyAnswer {
  const saving = formatAnnualSaving(Math.max(0, item.annualSavingGbp), item.annualSavingGbp, item.modelledSavingGbp);
  const range = item.annualSavingGbp < 0
    ? `${item.title}: ${saving.toLowerCase()} to run than your current heating, so it is dearer to run, not cheaper`
    : `${item.title} would save about ${saving.replace('per year', 'a year')}${REPLACES_THE_HEATING.has(item.measureId) ? ', so it is cheaper to run than your current heating' : ''}`;
  const explainRange = (item.modelledSavingGbp ?? 0) > item.annualSavingGbp && item.annualSavingGbp >= 0
    ? ' The lower figure is what homes like yours typically save; the higher one is the model\'s figure for a home heated throughout, as an EPC assumes.'
    : '';
  const years = item.paybackYears !== null && item.paybackYears > 0 ? Math.max(1, Math.round(item.paybackYears)) : null;
  const payback = years ? ` and would pay for itself in about ${years === 1 ? 'a year' : `${years} years`}` : '';
  const price = /^free$/i.test(item.cost) ? 'It is free' : `It costs ${item.cost}`;
  const carbon = item.carbonSaving > 0 ? ` It would cut about ${item.carbonSaving.toLocaleString('en-GB')} kg of CO2 a year.` : '';
  return {
    reply: `For your home at ${address}, your plan says: ${range}.${explainRange} ${price}${payback}.${grantNote(item)}${carbon} These are estimates until a survey confirms them.`,
    sources: uniqueSources([PLAN_SOURCE, ASSUMPTIONS_SOURCE, ...(related ? [related.source] : [])]),
    suggestions: followUps(question, [...MEASURE_SUGGESTIONS, ...(related?.suggestions ?? [])]),
    measureId: item.measureId,
  };
}

/** What the plan's own description says of a grant the cost allows for ("Cost shown after the £7,500 grant …"). */
function grantNote(item: Recommendation): string {
  const sentences = item.description.split(/(?<=\.)\s+/).filter((sentence) => /\bgrant\b/i.test(sentence));
  return sentences.map((sentence) => ` ${sentence}`).join('');
}

/** A measure from the catalogue, for a visitor without a plan or whose plan leaves it out. */
export function catalogueMeasureAnswer(question: string, measure: Measure, plan: { address: string } | null, related?: KnowledgeArticle): ThermyAnswer {
  const lead = plan
    ? `${measure.title} is not in your plan for ${plan.address}, so I have no figure for your home. `
    : '';
  const close = plan ? '' : ' Create your energy plan and I can tell you what it would save in your home.';
  return {
    reply: `${lead}${measure.title}: ${measure.description} ${measure.learnMore}${close}`,
    sources: uniqueSources([...(related ? [related.source] : []), ASSUMPTIONS_SOURCE, ...(plan ? [PLAN_SOURCE] : [])]),
    suggestions: followUps(question, [...(related?.suggestions ?? []), ...MEASURE_SUGGESTIONS]),
    measureId: measure.id,
  };
}
