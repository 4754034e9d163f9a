import { formatAnnualSaving, formatCount } from '@warmwise/common';
import type { EnergyPlan } from '../plans/energy-plan.entity.js';
import { asksHeatingChoice, heatingChoiceFacts } from './heating-choice-answer.js';
import { heatPumpFacts, whatFirst } from './steps-answer.js';
import { asksCertificateCheck, asksRentalStandard, certificateFacts, rentalStandardFacts } from './rental-answer.js';
import type { KnowledgeArticle } from './knowledge/article.js';
import { articleById } from './knowledge/knowledge-base.js';
import { mentionsAnyOf } from './knowledge/knowledge-search.js';
import { followUps, PLAN_SOURCE, STARTER_SUGGESTIONS, uniqueSources, type ThermyAnswer } from './thermy-answer.js';

type PlanTopic = 'rating' | 'bill' | 'plan' | 'firstStep' | 'heatPump' | 'heatingChoice' | 'rentalStandard' | 'certificate';

/**
 * What a visitor may ask about their own home as a whole, and the article that explains it in general
 * (none for the plan itself, nor for the heating choice, whose figures are all this home's).
 */
const PLAN_TOPIC_ARTICLES: Record<PlanTopic, string | null> = {
  rating: 'epc-ratings',
  bill: 'bills-and-tariffs',
  plan: null,
  firstStep: null,
  heatPump: 'heat-pumps',
  heatingChoice: null,
  rentalStandard: 'rented-homes-standard',
  certificate: 'epc-ratings',
};

/** "Is a heat pump right for my home?": a heat pump with a word asking whether it suits, not what it saves. */
const HEAT_PUMP_SUITABILITY = /\bheat ?pumps?\b.*\b(right|suit|suits|suitable|ready|worth|good idea|work|advis\w*|size|big)\b|\b(right|suit|suitable|ready|should)\b.*\bheat ?pumps?\b/i;
/** "How much would a heat pump cost to run?": what the plan's verdict sets against today's bill. */
const HEAT_PUMP_RUNNING_COST = /\bheat ?pumps?\b.*\b(run|runs|running)\b|\b(run|running)\b.*\bheat ?pumps?\b/i;

/**
 * Whether the question asks what a heat pump would cost to run, in any home: answered from the
 * visitor's own verdict when their plan holds one, which has the figure for their home.
 */
export const asksHeatPumpRunningCost = (question: string): boolean => HEAT_PUMP_RUNNING_COST.test(question);

/** "What should I do first?", "where do we start?", "in what order?". */
const ASKS_WHAT_FIRST = /\b(first|start|begin)\b|\bwhat order\b|\bwhich order\b/i;

/** The words that ask for each topic, spelled right or not ("wats my epc ratin", "how much do I spend"). */
const ASKS_FOR: Record<PlanTopic, (question: string) => boolean> = {
  rating: mentionsAnyOf('epc rating rated band sap certificate'),
  bill: mentionsAnyOf('bill bills spend spending pay paying outgoings'),
  // "Plan" only as a noun of their own: "planning permission" is another matter.
  plan: (question) => /\b(my|our|the) (energy )?plan\b/i.test(question),
  firstStep: (question) => ASKS_WHAT_FIRST.test(question),
  heatPump: (question) => HEAT_PUMP_SUITABILITY.test(question),
  heatingChoice: asksHeatingChoice,
  rentalStandard: asksRentalStandard,
  certificate: asksCertificateCheck,
};

/** "My", "our", "I": the question is about the visitor's own home, not homes in general. */
const ABOUT_THEIR_OWN = /\b(my|mine|our|ours|i|i'm|im|i've|ive|we|we're|me|us)\b/i;

/** The plan topics a question about the visitor's own home asks for: "what's my EPC rating, and my bill?" asks both. */
export function planTopicsOf(question: string): PlanTopic[] {
  if (!ABOUT_THEIR_OWN.test(question)) return [];
  return withoutRepeats((Object.keys(ASKS_FOR) as PlanTopic[]).filter((topic) => ASKS_FOR[topic](question)));
}

/**
 * One topic already says what another would: the heating choice the heat-pump verdict ("should I get a
 * boiler or a heat pump?" asks both), the certificate check the rating ("is my certificate right?").
 */
const SAID_BY: Partial<Record<PlanTopic, PlanTopic>> = { heatPump: 'heatingChoice', rating: 'certificate' };
export const withoutRepeats = (topics: PlanTopic[]): PlanTopic[] => topics.filter((topic) => !topics.includes(SAID_BY[topic]!));

function planTopicArticle(topic: PlanTopic): KnowledgeArticle | undefined {
  const id = PLAN_TOPIC_ARTICLES[topic];
  return id === null ? undefined : articleById(id);
}

/** Ours: the plan screen's top three, which the plan ranks first. */
const FIRST_STEPS = 3;

/** A home without a certificate has only the model's rating: said so, as the plan screen says it. */
const ESTIMATED_RATING = 'We found no energy certificate for your home, so that rating is our estimate; an EPC assessment would give it an official one.';

/** Each plan topic in one sentence, with the plan's own figures: the same words the visitor and the model read. */
export function planFacts(plan: EnergyPlan): Record<PlanTopic, string> {
  const { baseline, potential } = plan.estimates;
  // The plan screen says which: fitted to the household's own yearly use, or modelled for a home like it.
  const basis = plan.assumptions.some((line) => line.startsWith('Fitted to your bills')) ? 'from the yearly use you gave us, at today\'s prices' : 'estimated for a home like yours';
  return {
    rating:
      `Your home's EPC rating is ${plan.currentEpcRating} now (SAP score ${plan.currentEnergyEfficiency}); ` +
      `with the measures in your plan it could reach ${plan.potentialEpcRating} (SAP score ${plan.potentialEnergyEfficiency}).` +
      (plan.property.withoutCertificate ? ` ${ESTIMATED_RATING}` : ''),
    bill:
      `Your plan puts your energy bill at about £${formatCount(Math.round(baseline.bill.total))} a year, ${basis}; ` +
      `with all the measures in your plan it would be about £${formatCount(Math.round(potential.bill.total))} a year.`,
    plan: `Your plan starts with ${firstSteps(plan)}. Together its measures could save about £${formatCount(plan.potentialSavings)} a year.`,
    firstStep: whatFirst(plan.steps),
    heatPump: heatPumpFacts(plan.heatPumpVerdict),
    heatingChoice: heatingChoiceFacts(plan.heatingDecision, plan.heatPumpVerdict, plan.assumptions),
    rentalStandard: rentalStandardFacts(plan),
    certificate: certificateFacts(plan),
  };
}

/** The plan's first measures in its own order, each with its saving and cost as the cards show them. */
function firstSteps(plan: EnergyPlan): string {
  const items = [...plan.recommendations.getItems()].filter((item) => !item.informational).sort((a, b) => a.rank - b.rank).slice(0, FIRST_STEPS);
  return items
    .map((item) => `${item.title} (${formatAnnualSaving(Math.max(0, item.annualSavingGbp), item.annualSavingGbp, item.modelledSavingGbp).toLowerCase()}, ${item.cost})`)
    .join('; ');
}

/**
 * "What is my EPC rating?", "how much do I spend?": this home's figures from its plan, then what the
 * topic's article or the measure asked about adds. Without a plan, says so and offers to make one.
 */
export function planTopicsAnswer(
  question: string,
  topics: readonly PlanTopic[],
  plan: EnergyPlan | null,
  alongside: ThermyAnswer | null,
): ThermyAnswer {
  const articles = topics.flatMap((topic) => planTopicArticle(topic) ?? []);
  const facts = plan ? topics.map((topic) => planFacts(plan)[topic]) : [noPlanYet(topics)];
  const rest = alongside ? [alongside.reply] : articles.slice(0, 1).map((article) => article.body);
  return {
    reply: [facts.join(' '), ...rest].join('\n\n'),
    sources: uniqueSources([PLAN_SOURCE, ...(alongside?.sources ?? []), ...articles.map((article) => article.source)]),
    suggestions: followUps(question, [...(alongside?.suggestions ?? []), ...articles.flatMap((article) => article.suggestions), ...STARTER_SUGGESTIONS]),
    ...(alongside?.measureId ? { measureId: alongside.measureId } : {}),
  };
}

const TOPIC_WORDS: Record<PlanTopic, string> = {
  rating: 'your home\'s EPC rating',
  bill: 'your energy bill',
  plan: 'what your plan holds',
  firstStep: 'what to do first',
  heatPump: 'whether a heat pump suits your home',
  heatingChoice: 'whether a new boiler or a heat pump suits your home',
  rentalStandard: 'what the standard for rented homes asks of your home',
  certificate: 'whether your energy certificate is right',
};

function noPlanYet(topics: readonly PlanTopic[]): string {
  const asked = topics.map((topic) => TOPIC_WORDS[topic]).join(' or ');
  return `You don't have an energy plan yet, so I can't tell you ${asked}. Create your energy plan and I can answer from it: it takes a postcode and a few details about your home.`;
}
