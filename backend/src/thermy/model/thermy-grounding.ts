import { formatAnnualSaving } from '@warmwise/common';
import { datedSchemes } from '../../grants/index.js';
import type { EnergyPlan } from '../../plans/energy-plan.entity.js';
import { articleById } from '../knowledge/knowledge-base.js';
import type { KnowledgeHit } from '../knowledge/knowledge-search.js';
import { planFacts } from '../plan-answer.js';
import { ASSUMPTIONS_SOURCE, type ThermySource } from '../thermy-answer.js';

/** A passage the search found, with the page it cites. */
interface GroundingPassage {
  title: string;
  text: string;
  source: ThermySource;
}

/** Everything the model may write from: our own answer, the passages found and the visitor's plan. */
export interface ThermyGrounding {
  /** The grounded answer: its words, figures and sources are checked already. */
  answer: { reply: string; sources: ThermySource[] };
  passages: GroundingPassage[];
  /** The figures of the visitor's newest plan, one line a measure; null without a plan. */
  plan: string[] | null;
}

/**
 * What the model writes from. Nothing that names the home goes with it: the address stays with us,
 * whoever runs the model.
 */
export function groundingFor(
  answer: { reply: string; sources: ThermySource[] },
  hits: readonly KnowledgeHit[],
  own: { plan: EnergyPlan; address: string } | null,
): ThermyGrounding {
  const reply = own ? answer.reply.replaceAll(own.address, 'this home') : answer.reply;
  return { answer: { reply, sources: answer.sources }, passages: passagesFrom(hits), plan: own && planFigures(own.plan) };
}

/** Ours: the best few passages; more would bury the answer in text the model need not read. */
const MAX_PASSAGES = 3;

function passagesFrom(hits: readonly KnowledgeHit[]): GroundingPassage[] {
  return hits.slice(0, MAX_PASSAGES).map(({ document }) => ({ title: document.title, text: document.text, source: sourceOf(document.kind, document.id) }));
}

function sourceOf(kind: string, id: string): ThermySource {
  const article = kind === 'article' ? articleById(id) : undefined;
  if (article) return article.source;
  const scheme = kind === 'grant' ? datedSchemes().find((each) => each.id === id) : undefined;
  return scheme ? { title: scheme.name, url: scheme.website } : ASSUMPTIONS_SOURCE;
}

/** The plan's figures as the plan shows them, one line a measure. */
function planFigures(plan: EnergyPlan): string[] {
  const measures = plan.recommendations
    .getItems()
    .filter((item) => !item.informational)
    .map((item) => {
      const saving = formatAnnualSaving(Math.max(0, item.annualSavingGbp), item.annualSavingGbp, item.modelledSavingGbp);
      const payback = item.paybackYears !== null && item.paybackYears > 0 ? `; pays for itself in about ${Math.max(1, Math.round(item.paybackYears))} years` : '';
      const running = item.annualSavingGbp < 0 ? ' (dearer to run than the current heating, not cheaper)' : '';
      return `${item.title}: saving ${saving}${running}; cost ${item.cost}${payback}; ${item.carbonSaving.toLocaleString('en-GB')} kg of CO2 a year less; ${item.description}`;
    });
  return [...Object.values(planFacts(plan)), ...measures];
}
